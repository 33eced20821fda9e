import type { Order } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { Partner } from '../partners/partners.ts';
import { moveOrder } from './move-order.ts';
import { ownOrderRow } from './order-store.ts';
import { statusAfter } from './transitions.ts';

const CANCELLABLE = { deferred: { trigger: 'cancel_deferred', status: 'DEFERRED' }, pending: { trigger: 'cancel_pending', status: 'PENDING' } } as const;

/**
 * POST /public/orders/{id}/cancel-deferred and /cancel-pending: each cancels
 * only from its own status, before the order moves on; the order ends
 * REFUNDED with `refunded_at` (DESIGN.md: cancelled orders are refunded).
 */
export function cancelOrder(core: PartnerApiCore, partner: Partner, orderId: string, which: 'deferred' | 'pending'): Order {
  const { trigger, status } = CANCELLABLE[which];
  return core.db.transaction(() => {
    const row = ownOrderRow(core.db, partner.id, orderId);
    if (statusAfter(row.status, trigger) === undefined) {
      throw ProblemError.of(409, 'order_not_cancellable', 'This order cannot be cancelled this way', {
        detail: `Order ${row.id} is ${row.status}; cancel-${which} cancels only a ${status} order.`,
      });
    }
    return moveOrder(core, row.id, trigger);
  })();
}
