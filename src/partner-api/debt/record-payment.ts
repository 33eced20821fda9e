import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { randomBase32 } from '../support/ids.ts';
import { issueNotice, noticeIfThresholdReached } from './debt-notice.ts';
import { accruedFine, daysDisabled } from './debt-rules.ts';
import { addLedgerEntry, balanceOf, insertInvoice, openNotice, updateNoticePayment } from './debt-store.ts';

/**
 * A payment from the partner (cents). It counts towards the open notice;
 * once the notice is paid in full it is settled, and when that happens after
 * its deadline the fine is invoiced with a new 72 h notice (spec 1), which
 * also re-enables access.
 */
export function recordDebtPayment(core: PartnerApiCore, partnerId: string, amount: number): void {
  const { db, clock } = core;
  db.transaction(() => {
    const now = clock.now();
    const balance = balanceOf(db, partnerId);
    if (amount > balance) {
      throw ProblemError.of(422, 'payment_exceeds_debt', 'The payment is more than the debt', { detail: `The partner owes ${balance} cents; pay at most that.` });
    }
    addLedgerEntry(db, partnerId, { kind: 'payment', amount: -amount }, now);
    const notice = openNotice(db, partnerId);
    if (notice) {
      const paid = notice.paid + amount;
      const settled = paid >= notice.amount;
      updateNoticePayment(db, notice.id, paid, settled ? now : null);
      const fine = settled && now >= notice.due_at ? accruedFine(notice.amount, notice.due_at, now) : 0;
      if (fine > 0) {
        const invoice = { id: `inv_${randomBase32(10)}`, partner_id: partnerId, issued_at: now, overdue_amount: notice.amount, days_disabled: daysDisabled(notice.due_at, now), fine };
        insertInvoice(db, invoice);
        addLedgerEntry(db, partnerId, { kind: 'fine', amount: fine, invoiceId: invoice.id }, now);
        issueNotice(core, partnerId, 'fine_issued', fine, invoice);
      }
    }
    noticeIfThresholdReached(core, partnerId);
  })();
}

