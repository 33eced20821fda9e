import { findProduct } from '../catalogue/catalogue.ts';
import { isProviderUp, recordProviderResponse } from '../catalogue/providers.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';
import { scheduleJob, type JobHandler, type JobKind } from '../jobs/job-scheduler.ts';
import { confirmationPdf } from '../pdf/confirmation-pdf.ts';
import { addDays, daysBetween, iso, isoDateOf, startOfDayMs } from '../support/dates.ts';
import { randomBase32 } from '../support/ids.ts';
import { emitConfirmationReceived, moveOrder } from './move-order.ts';
import { carsOf, findOrderRow, type OrderRow } from './order-store.ts';
import { statusAfter, type OrderTrigger } from './transitions.ts';

/** Spec 3: a start more than this many days after the purchase waits in DEFERRED. */
export const DEFERRAL_DAYS = 3;

/** Called once the order is paid (by the shopper, or by the partner at creation). */
export function scheduleProcessing(db: Db, orderId: string, now: number): void {
  scheduleJob(db, 'order.process', orderId, now);
}

const providerReference = (country: string) => `${country}-${randomBase32(8).toUpperCase()}`;

/**
 * The job handlers of the order lifecycle. A job whose move no longer fits
 * the order's status (it moved on by another path) is dropped.
 */
export function lifecycleHandlers(core: PartnerApiCore): Record<JobKind, JobHandler> {
  const { db, clock, settings } = core;

  const whenAllowed = (trigger: OrderTrigger, run: (row: OrderRow) => void): JobHandler => (orderId) => {
    const row = findOrderRow(db, orderId);
    if (row && statusAfter(row.status, trigger) !== undefined) run(row);
  };

  const sendToProvider = (row: OrderRow) => {
    moveOrder(core, row.id, 'send_to_provider');
    scheduleJob(db, 'order.confirm', row.id, clock.now() + settings.providerDelayMs);
  };

  return {
    'order.process': whenAllowed('defer', (row) => {
      const now = clock.now();
      if (daysBetween(isoDateOf(now), row.start_date) > DEFERRAL_DAYS) {
        moveOrder(core, row.id, 'defer');
        scheduleJob(db, 'order.release', row.id, startOfDayMs(addDays(row.start_date, -DEFERRAL_DAYS)));
      } else {
        sendToProvider(row);
      }
    }),
    'order.release': whenAllowed('send_to_provider', sendToProvider),
    'order.confirm': whenAllowed('provider_confirmed', (row) => {
      const now = clock.now();
      if (!isProviderUp(db, row.country)) {
        scheduleJob(db, 'order.confirm', row.id, now + settings.providerDelayMs);
        return;
      }
      const product = findProduct(row.product);
      if (!product) throw new Error(`Order ${row.id} has unknown product ${row.product}`);
      const providerId = providerReference(row.country);
      const order = moveOrder(core, row.id, 'provider_confirmed', () => {
        db.prepare('UPDATE orders SET provider_id = ? WHERE id = ?').run(providerId, row.id);
        const setCar = db.prepare('UPDATE order_cars SET provider_id = ?, pdf = ? WHERE order_id = ? AND idx = ?');
        for (const car of carsOf(db, row.id)) {
          const carProviderId = `${providerId}-${car.idx + 1}`;
          const pdf = confirmationPdf({
            orderId: row.id, product, plate: car.plate, vehicleCountry: car.country, vehicleType: car.vehicle_type,
            startDate: row.start_date, endDate: row.end_date, providerId: carProviderId, issuedAt: iso(now),
          });
          setCar.run(carProviderId, pdf, row.id, car.idx);
        }
        recordProviderResponse(db, row.country, now);
      });
      emitConfirmationReceived(core, row.partner_id, order);
      scheduleJob(db, 'order.expire', row.id, startOfDayMs(addDays(row.end_date, 1)));
    }),
    'order.expire': whenAllowed('validity_ended', (row) => {
      moveOrder(core, row.id, 'validity_ended');
    }),
  };
}
