import type { ExternalOrder } from '../../contract/external-order.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { Partner } from '../partners/partners.ts';
import { externalOrderView, ownExternalOrderRow } from './external-order-store.ts';
import { moveExternalOrder } from './move-external-order.ts';

/**
 * POST /public/external-orders/{id}/cancel, by `eo_` id or `reference_id`.
 * Idempotent: an external order that no longer takes payments (CANCELED or
 * EXPIRED) is answered as it is, with no second event. A PAID one is refused
 * (spec 3: refund it instead).
 */
export function cancelExternalOrder(core: PartnerApiCore, partner: Partner, idOrReference: string): ExternalOrder {
  return core.db.transaction(() => {
    const row = ownExternalOrderRow(core.db, partner.id, idOrReference);
    if (row.status === 'PAID') {
      throw ProblemError.of(409, 'external_order_paid', 'This external order is paid and cannot be cancelled', {
        detail: `External order ${row.id} was paid; issue a refund instead.`,
      });
    }
    if (row.status !== 'OPEN') return externalOrderView(row, core.publicUrl);
    return moveExternalOrder(core, row.id, 'cancel');
  })();
}
