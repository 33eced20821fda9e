import type { PartnerApiCore } from '../core.ts';
import { findExternalOrderByToken } from './external-order-store.ts';
import { moveExternalOrder } from './move-external-order.ts';

export type ExternalPayOutcome = 'paid' | 'already_paid' | 'canceled' | 'expired' | 'unknown';

/**
 * Pays an external order through its link while it is OPEN and not past
 * `expires_at` (the expiry job may not have run yet); paying twice changes nothing.
 */
export function payExternalOrder(core: PartnerApiCore, token: string): ExternalPayOutcome {
  return core.db.transaction((): ExternalPayOutcome => {
    const row = findExternalOrderByToken(core.db, token);
    if (!row) return 'unknown';
    if (row.status === 'PAID') return 'already_paid';
    if (row.status === 'CANCELED') return 'canceled';
    if (row.status === 'EXPIRED' || core.clock.now() >= row.expires_at) return 'expired';
    moveExternalOrder(core, row.id, 'pay');
    return 'paid';
  })();
}
