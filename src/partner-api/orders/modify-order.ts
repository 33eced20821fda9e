import type * as z from 'zod/mini';
import type { Order, OrderModifyInput, OrderStatus } from '../../contract/order.ts';
import { findProduct } from '../catalogue/catalogue.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { Partner } from '../partners/partners.ts';
import { isoDateOf } from '../support/dates.ts';
import { refuseDuplicates } from './duplicates.ts';
import { isDeferred, scheduleRelease, sendToProvider } from './lifecycle.ts';
import { emitConfirmationReceived } from './move-order.ts';
import { canModify, carsOf, loadOrder, ownOrderRow } from './order-store.ts';
import { checkStartDate, planCar } from './order-rules.ts';
import { issueConfirmation } from './provider-confirmation.ts';
import { lastValidDay } from '../../contract/validity.ts';

export type OrderModification = z.infer<typeof OrderModifyInput>;

/** The start date may change only before the order is with the national provider. */
const START_DATE_CHANGEABLE: readonly OrderStatus[] = ['CREATED', 'DEFERRED'];

const notModifiable = (detail: string) => ProblemError.of(409, 'order_not_modifiable', 'This order cannot be modified', { detail });

/**
 * POST /public/orders/{id}/modify, once per order: a new vehicle (plate,
 * registration country, VIN) and/or start date, checked by the rules of
 * creation. A DEFERRED order whose new start is 3 days away or less goes to
 * the provider at once; a changed ACTIVE order is registered again (new
 * provider ids and PDFs, ORDER_CONFIRMATION_RECEIVED).
 */
export function modifyOrder(core: PartnerApiCore, partner: Partner, orderId: string, input: OrderModification): Order {
  const vehicleChange = input.plate !== undefined || input.country !== undefined || input.vin !== undefined;
  if (!vehicleChange && input.start_date === undefined) {
    throw ProblemError.of(400, 'invalid_request', 'The modification is empty', {
      detail: 'Send at least one of plate, country, vin or start_date.',
      errors: [{ path: '', message: 'Send at least one of plate, country, vin or start_date' }],
    });
  }
  const { db, clock } = core;
  return db.transaction(() => {
    const row = ownOrderRow(db, partner.id, orderId);
    if (row.modified_at !== null) throw notModifiable(`Order ${row.id} was modified already; an order can be modified once.`);
    if (!canModify(row)) throw notModifiable(`Order ${row.id} is ${row.status}; only CREATED, DEFERRED, PENDING and ACTIVE orders can be modified.`);
    if (input.start_date !== undefined && !START_DATE_CHANGEABLE.includes(row.status)) {
      throw notModifiable(`Order ${row.id} is ${row.status}, so it is with the national provider: its start date can change only while it is CREATED or DEFERRED.`);
    }
    const product = findProduct(row.product);
    if (!product) throw new Error(`Order ${row.id} has unknown product ${row.product}`);
    const cars = carsOf(db, row.id);
    const car = cars[0];
    if (vehicleChange && (cars.length !== 1 || !car)) {
      throw ProblemError.of(400, 'vehicle_change_ambiguous', 'This order covers several vehicles', {
        detail: `Order ${row.id} covers ${cars.length} vehicles; the vehicle can be changed on single-vehicle orders only. Change only the start date, or cancel and order again.`,
      });
    }
    const now = clock.now();
    const newCar = vehicleChange && car
      ? planCar(product, { plate: input.plate ?? car.plate, country: input.country ?? car.country, type: car.vehicle_type, vin: input.vin ?? car.vin ?? undefined }, 0, '')
      : undefined;
    const startDate = input.start_date ?? row.start_date;
    if (input.start_date !== undefined) checkStartDate(product, startDate, isoDateOf(now), 'start_date');
    const endDate = input.start_date === undefined ? row.end_date : lastValidDay(product, startDate);
    refuseDuplicates(db, {
      partnerId: partner.id,
      group: row.duplicate_group,
      startDate,
      endDate,
      cars: newCar ? [newCar] : cars,
      excludeOrderId: row.id,
    });

    db.prepare('UPDATE orders SET start_date = ?, end_date = ?, modified_at = ?, version = version + 1, updated_at = ? WHERE id = ?')
      .run(startDate, endDate, now, now, row.id);
    if (newCar) {
      db.prepare('UPDATE order_cars SET plate = ?, country = ?, vin = ? WHERE order_id = ? AND idx = 0').run(newCar.plate, newCar.country, newCar.vin, row.id);
      if (row.status === 'ACTIVE') issueConfirmation(core, row.id);
    }
    if (row.status === 'DEFERRED' && input.start_date !== undefined) {
      if (isDeferred(startDate, now)) scheduleRelease(db, row.id, startDate);
      else sendToProvider(core, row.id);
    }
    const order = loadOrder(db, row.id, core.publicUrl);
    if (newCar && row.status === 'ACTIVE') emitConfirmationReceived(core, partner.id, order);
    return order;
  })();
}
