import { DEFERRAL_DAYS, isDeferredOn } from '../../contract/deferral.ts';
import { isProviderUp, recordProviderResponse } from '../catalogue/providers.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';
import { scheduleJob, type JobHandler, type JobKind } from '../jobs/job-scheduler.ts';
import { addDays, isoDateOf, startOfDayMs } from '../support/dates.ts';
import { emitConfirmationReceived, moveOrder } from './move-order.ts';
import { findOrderRow, type OrderRow } from './order-store.ts';
import { takeProviderFailure } from './provider-faults.ts';
import { issueConfirmation } from './provider-confirmation.ts';
import { providerLoad } from './provider-load.ts';
import { statusAfter, type OrderTrigger } from './transitions.ts';

/** How long an unpaid order's payment link takes payments (sandbox clock); then the order ends EXPIRED, unpaid. */
export const PAYMENT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type OrderJobKind = Extract<JobKind, `order.${string}`>;

/** Called once the order is paid (by the shopper, or by the partner at creation). */
export function scheduleProcessing(db: Db, orderId: string, now: number): void {
  scheduleJob(db, 'order.process', orderId, now);
}

export function schedulePaymentLinkExpiry(db: Db, orderId: string, purchasedAt: number): void {
  scheduleJob(db, 'order.payment_expire', orderId, purchasedAt + PAYMENT_LINK_TTL_MS);
}

export const paymentLinkExpired = (row: Pick<OrderRow, 'purchased_at'>, now: number) => now >= row.purchased_at + PAYMENT_LINK_TTL_MS;

/** Whether an order starting on `startDate` waits in DEFERRED at `now`. */
export const isDeferred = (startDate: string, now: number) => isDeferredOn(startDate, isoDateOf(now));

/** A DEFERRED order goes to the provider at the start of the day 3 days before its start date. */
export function scheduleRelease(db: Db, orderId: string, startDate: string): void {
  scheduleJob(db, 'order.release', orderId, startOfDayMs(addDays(startDate, -DEFERRAL_DAYS)));
}

/** PENDING: the national provider answers after the simulated processing time. */
export function sendToProvider(core: PartnerApiCore, orderId: string): void {
  moveOrder(core, orderId, 'send_to_provider');
  scheduleJob(core.db, 'order.confirm', orderId, core.clock.now() + core.settings.providerDelayMs);
}

/**
 * The job handlers of the order lifecycle. A job whose move no longer fits
 * the order's status (it moved on by another path) is dropped.
 */
export function lifecycleHandlers(core: PartnerApiCore): Record<OrderJobKind, JobHandler> {
  const { db, clock, settings } = core;

  const whenAllowed = (trigger: OrderTrigger, run: (row: OrderRow) => void): JobHandler => (orderId) => {
    const row = findOrderRow(db, orderId);
    if (row && statusAfter(row.status, trigger) !== undefined) run(row);
  };
  const askProviderAgain = (row: OrderRow) => scheduleJob(db, 'order.confirm', row.id, clock.now() + settings.providerDelayMs);

  return {
    'order.process': whenAllowed('defer', (row) => {
      if (isDeferred(row.start_date, clock.now())) {
        moveOrder(core, row.id, 'defer');
        scheduleRelease(db, row.id, row.start_date);
      } else {
        sendToProvider(core, row.id);
      }
    }),
    'order.release': whenAllowed('send_to_provider', (row) => {
      // A modify may have moved the start date later since this job was scheduled.
      if (isDeferred(row.start_date, clock.now())) scheduleRelease(db, row.id, row.start_date);
      else sendToProvider(core, row.id);
    }),
    'order.confirm': whenAllowed('provider_confirmed', (row) => {
      if (!isProviderUp(db, row.country)) {
        askProviderAgain(row);
        return;
      }
      if (takeProviderFailure(db, row.country)) {
        recordProviderResponse(db, row.country, clock.now());
        moveOrder(core, row.id, 'provider_failed');
        return;
      }
      if (providerLoad(db, row.country) === 'heavy') {
        if (row.status === 'PENDING') moveOrder(core, row.id, 'provider_registered_under_load');
        askProviderAgain(row);
        return;
      }
      // Spec 3: ACTIVE means the service is valid, which it is not before its start date.
      if (isoDateOf(clock.now()) < row.start_date) {
        if (row.status === 'PENDING') moveOrder(core, row.id, 'provider_registered_before_start');
        scheduleJob(db, 'order.confirm', row.id, startOfDayMs(row.start_date));
        return;
      }
      const order = moveOrder(core, row.id, 'provider_confirmed', () => issueConfirmation(core, row.id));
      emitConfirmationReceived(core, row.partner_id, order);
      scheduleJob(db, 'order.expire', row.id, startOfDayMs(addDays(row.end_date, 1)));
    }),
    'order.expire': whenAllowed('validity_ended', (row) => {
      moveOrder(core, row.id, 'validity_ended');
    }),
    'order.payment_expire': whenAllowed('payment_link_expired', (row) => {
      if (row.paid === 0) moveOrder(core, row.id, 'payment_link_expired');
    }),
  };
}
