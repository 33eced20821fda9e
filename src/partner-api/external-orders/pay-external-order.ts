import type { OrderCreateInput } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { createOrder } from '../orders/create-order.ts';
import { getPartner } from '../partners/partners.ts';
import { findExternalOrderByToken, type ExternalOrderRow } from './external-order-store.ts';
import { moveExternalOrder } from './move-external-order.ts';

/** `covered`: a paid order already covers a vehicle in this period; `not_payable`: the order can no longer be made. */
export type ExternalPayOutcome = 'paid' | 'already_paid' | 'canceled' | 'expired' | 'covered' | 'not_payable' | 'unknown';

/**
 * Creates the road-product order of a paid link (spec 2.5: "an order paid
 * through a link"); undefined for bare amounts.
 */
function orderOfLink(core: PartnerApiCore, row: ExternalOrderRow): string | ExternalPayOutcome | undefined {
  if (row.order_input === null) return undefined;
  const partner = getPartner(core.db, row.partner_id);
  if (!partner) throw new Error(`Partner ${row.partner_id} of ${row.id} does not exist`);
  try {
    return createOrder(core, partner, JSON.parse(row.order_input) as OrderCreateInput, true).id;
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return error.problem.code === 'duplicate_order' ? 'covered' : 'not_payable';
  }
}

/**
 * Pays an external order through its link while it is OPEN and not past
 * `expires_at` (the expiry job may not have run yet), and creates its order;
 * paying twice changes nothing. A refused order leaves the link OPEN, charging nothing.
 */
export function payExternalOrder(core: PartnerApiCore, token: string): ExternalPayOutcome {
  return core.db.transaction((): ExternalPayOutcome => {
    const row = findExternalOrderByToken(core.db, token);
    if (!row) return 'unknown';
    if (row.status === 'PAID') return 'already_paid';
    if (row.status === 'CANCELED') return 'canceled';
    if (row.status === 'EXPIRED' || core.clock.now() >= row.expires_at) return 'expired';
    const order = orderOfLink(core, row);
    if (order === 'covered' || order === 'not_payable') return order;
    moveExternalOrder(core, row.id, 'pay', order);
    return 'paid';
  })();
}
