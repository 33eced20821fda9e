import type { PartnerApiCore } from '../core.ts';
import { scheduleProcessing } from '../orders/lifecycle.ts';
import { findOrderRowByPaymentToken } from '../orders/order-store.ts';
import { recordUserPayment } from '../users/users.ts';

export type PayOutcome = 'paid' | 'already_paid' | 'not_payable' | 'unknown';

/** Marks the order of a payment link paid and starts its processing; paying twice changes nothing. */
export function payOrder(core: PartnerApiCore, token: string): PayOutcome {
  const { db, clock } = core;
  return db.transaction((): PayOutcome => {
    const row = findOrderRowByPaymentToken(db, token);
    if (!row) return 'unknown';
    if (row.paid) return 'already_paid';
    if (row.status !== 'CREATED') return 'not_payable';
    const now = clock.now();
    db.prepare('UPDATE orders SET paid = 1, version = version + 1, updated_at = ? WHERE id = ? AND paid = 0').run(now, row.id);
    recordUserPayment(db, row.user_id, now);
    scheduleProcessing(db, row.id, now);
    return 'paid';
  })();
}
