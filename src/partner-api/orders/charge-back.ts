import type { Order } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { moveOrder } from './move-order.ts';
import { findOrderRow } from './order-store.ts';
import { statusAfter } from './transitions.ts';

/**
 * A chargeback: the payer's bank took the money back, so the order ends
 * REFUNDED (spec 3: "cancelled or charged back") whatever the partner does.
 * Only a paid order still alive can be charged back; the sandbox triggers it.
 */
export function chargeBack(core: PartnerApiCore, orderId: string): Order {
  return core.db.transaction(() => {
    const row = findOrderRow(core.db, orderId);
    if (!row) throw ProblemError.of(404, 'order_not_found', 'No order has this id');
    if (statusAfter(row.status, 'charged_back') === undefined) {
      throw ProblemError.of(409, 'order_not_chargeable', 'This order cannot be charged back', {
        detail: `Order ${row.id} is ${row.status}; only a paid order in DEFERRED, PENDING, WILL BE ACTIVE or ACTIVE can be charged back.`,
      });
    }
    return moveOrder(core, row.id, 'charged_back');
  })();
}
