import type { PartnerApiCore } from '../core.ts';
import { findDuplicate } from '../orders/duplicates.ts';
import { paymentLinkExpired, scheduleProcessing } from '../orders/lifecycle.ts';
import { carsOf, findOrderRowByPaymentToken } from '../orders/order-store.ts';
import { recordUserPayment } from '../users/users.ts';

/** `covered`: a paid order of the same partner already covers a vehicle in this period. */
export type PayOutcome = 'paid' | 'already_paid' | 'not_payable' | 'expired' | 'covered' | 'unknown';

/**
 * Marks the order of a payment link paid and starts its processing; paying
 * twice changes nothing. Unpaid orders do not block a plate at creation, so
 * the duplicate rule is checked here, before anything is charged.
 */
export function payOrder(core: PartnerApiCore, token: string): PayOutcome {
  const { db, clock } = core;
  return db.transaction((): PayOutcome => {
    const row = findOrderRowByPaymentToken(db, token);
    if (!row) return 'unknown';
    if (row.paid) return 'already_paid';
    const now = clock.now();
    if (paymentLinkExpired(row, now)) return 'expired';
    if (row.status !== 'CREATED') return 'not_payable';
    const covered = findDuplicate(db, {
      partnerId: row.partner_id,
      group: row.duplicate_group,
      startDate: row.start_date,
      endDate: row.end_date,
      cars: carsOf(db, row.id),
      excludeOrderId: row.id,
    });
    if (covered) return 'covered';
    db.prepare('UPDATE orders SET paid = 1, version = version + 1, updated_at = ? WHERE id = ? AND paid = 0').run(now, row.id);
    recordUserPayment(db, row.user_id, now);
    scheduleProcessing(db, row.id, now);
    return 'paid';
  })();
}
