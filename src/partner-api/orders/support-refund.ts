import type { Order } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { moveOrder } from './move-order.ts';
import { findOrderRow } from './order-store.ts';
import { statusAfter } from './transitions.ts';

/**
 * What support does for a paid order the national provider failed (DELETED): gives the money back. The order ends
 * REFUNDED; a partner-collected one comes off the partner's debt (moveOrder), and the partner hears of it by the
 * usual ORDER_STATUS_CHANGED webhook. The sandbox triggers it; there is no partner route for it.
 */
export function supportRefund(core: PartnerApiCore, orderId: string): Order {
  return core.db.transaction(() => {
    const row = findOrderRow(core.db, orderId);
    if (!row) throw ProblemError.of(404, 'order_not_found', 'No order has this id');
    if (statusAfter(row.status, 'support_refunded') === undefined) {
      throw ProblemError.of(409, 'order_not_support_refundable', 'Support refunds only a failed order', {
        detail: `Order ${row.id} is ${row.status}; support refunds only a DELETED order (cancel or charge back the others).`,
      });
    }
    return moveOrder(core, row.id, 'support_refunded');
  })();
}
