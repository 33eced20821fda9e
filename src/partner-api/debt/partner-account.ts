import type { PartnerApiCore } from '../core.ts';
import type { Partner } from '../partners/partners.ts';
import { iso } from '../support/dates.ts';
import type { DebtInvoice, PartnerAccount } from '../../contract/account.ts';
import { debtMoney } from './debt-rules.ts';
import { debtState } from './debt-state.ts';
import { balanceOf, invoicesOf, type InvoiceRow } from './debt-store.ts';

/** An invoice is paid once the notice asking for its fine is settled. */
export function invoiceView(row: InvoiceRow, dueAt: number, settledAt: number | null): DebtInvoice {
  return {
    id: row.id,
    issued_at: iso(row.issued_at),
    reason: 'late_payment_fine',
    overdue: debtMoney(row.overdue_amount),
    days_disabled: row.days_disabled,
    fine: debtMoney(row.fine),
    due_at: iso(dueAt),
    status: settledAt === null ? 'open' : 'paid',
  };
}

/** What GET /public/account shows the partner. */
export function partnerAccount(core: PartnerApiCore, partner: Partner): PartnerAccount {
  const state = debtState(core.db, partner.id, core.clock.now());
  return {
    tier: partner.tier,
    status: state.disabled ? 'disabled' : 'active',
    debt: debtMoney(balanceOf(core.db, partner.id)),
    amount_due: state.notice ? debtMoney(state.notice.amount - state.notice.paid) : null,
    due_at: state.notice ? iso(state.notice.due_at) : null,
    fine: state.fine === null ? null : debtMoney(state.fine),
    invoices: invoicesOf(core.db, partner.id).map((row) => invoiceView(row, row.due_at, row.settled_at)),
  };
}
