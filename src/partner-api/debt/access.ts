import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { Partner } from '../partners/partners.ts';
import { iso } from '../support/dates.ts';
import { debtState } from './debt-state.ts';

const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/** Spec 1 and 5: a partner whose debt notice is past its deadline gets 403 `partner_disabled` everywhere. */
export function assertAccessAllowed(core: PartnerApiCore, partner: Partner): void {
  const state = debtState(core.db, partner.id, core.clock.now());
  if (!state.disabled || !state.notice) return;
  const due = state.notice.amount - state.notice.paid;
  throw ProblemError.of(403, 'partner_disabled', 'API access of this partner is disabled', {
    detail: `${euros(due)} of debt was due on ${iso(state.notice.due_at)} and is not paid. Pay it to re-enable access; `
      + `a fine of ${euros(state.fine ?? 0)} has accrued so far and will be invoiced with 72 hours to pay. GET /public/account shows the ledger.`,
  });
}
