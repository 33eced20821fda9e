import type { OrderCreateInput } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { createOrder } from '../orders/create-order.ts';
import { getPartner } from '../partners/partners.ts';
import { planBasket, refuseBasketDuplicates } from './basket.ts';
import { findExternalOrderByToken, type ExternalOrderRow } from './external-order-store.ts';
import { moveExternalOrder } from './move-external-order.ts';

/** `covered`: a paid order already covers a vehicle in this period; `not_payable`: the order can no longer be made. */
export type ExternalPayOutcome = 'paid' | 'already_paid' | 'canceled' | 'expired' | 'covered' | 'not_payable' | 'unknown';

/**
 * Creates the road-product orders of a paid link (spec 2.5: "an order paid
 * through a link"), one per product group of its basket, in the order of
 * `products[]`, each exactly as a single order; undefined for bare amounts.
 * All or none: when one group would duplicate a paid order (or can no longer
 * be made), none is created.
 */
function ordersOfLink(core: PartnerApiCore, row: ExternalOrderRow): string[] | 'covered' | 'not_payable' | undefined {
  if (row.order_input === null) return undefined;
  const partner = getPartner(core.db, row.partner_id);
  if (!partner) throw new Error(`Partner ${row.partner_id} of ${row.id} does not exist`);
  const basket = JSON.parse(row.order_input) as OrderCreateInput;
  try {
    // A nested transaction (a savepoint): a refused group rolls back the orders created before it.
    return core.db.transaction(() => {
      const groups = planBasket(basket, core.clock.now());
      refuseBasketDuplicates(core.db, partner.id, groups);
      return groups.map((group) => createOrder(core, partner, group.input, true).id);
    })();
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return error.problem.code === 'duplicate_order' ? 'covered' : 'not_payable';
  }
}

/**
 * Pays an external order through its link while it is OPEN and not past
 * `expires_at` (the expiry job may not have run yet), and creates its orders;
 * paying twice changes nothing. A refused order leaves the link OPEN, charging nothing.
 */
export function payExternalOrder(core: PartnerApiCore, token: string): ExternalPayOutcome {
  return core.db.transaction((): ExternalPayOutcome => {
    const row = findExternalOrderByToken(core.db, token);
    if (!row) return 'unknown';
    if (row.status === 'PAID') return 'already_paid';
    if (row.status === 'CANCELED') return 'canceled';
    if (row.status === 'EXPIRED' || core.clock.now() >= row.expires_at) return 'expired';
    const orders = ordersOfLink(core, row);
    if (orders === 'covered' || orders === 'not_payable') return orders;
    moveExternalOrder(core, row.id, 'pay', orders);
    return 'paid';
  })();
}
