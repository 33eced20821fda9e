import type { PartnerApiCore } from '../core.ts';
import { iso } from '../support/dates.ts';
import { enqueueWebhook } from '../webhooks/outbox.ts';
import { DEBT_THRESHOLD, debtMoney, PAY_WITHIN_MS } from './debt-rules.ts';
import { balanceOf, insertNotice, openNotice, type InvoiceRow, type NoticeReason } from './debt-store.ts';
import { invoiceView } from './partner-account.ts';

/**
 * Opens a notice asking for `amount` within 72 h and tells the partner by a
 * PARTNER_DEBT_NOTICE webhook, in the caller's transaction. One notice is
 * open at a time.
 */
export function issueNotice(
  core: PartnerApiCore,
  partnerId: string,
  reason: NoticeReason,
  amount: number,
  invoice: InvoiceRow | null,
): void {
  const { db, clock } = core;
  const now = clock.now();
  const dueAt = now + PAY_WITHIN_MS;
  insertNotice(db, {
    partner_id: partnerId,
    reason,
    amount,
    issued_at: now,
    due_at: dueAt,
    invoice_id: invoice?.id ?? null,
  });
  enqueueWebhook(db, partnerId, {
    type: 'PARTNER_DEBT_NOTICE',
    timestamp: iso(now),
    data: {
      debt: debtMoney(balanceOf(db, partnerId)),
      amount_due: debtMoney(amount),
      due_at: iso(dueAt),
      reason,
      invoice: invoice && invoiceView(invoice, dueAt, null),
    },
  });
}

/** Spec 1: at a debt of 2,000 EUR the partner is notified, unless a notice is already open. */
export function noticeIfThresholdReached(core: PartnerApiCore, partnerId: string): void {
  if (openNotice(core.db, partnerId)) return;
  const balance = balanceOf(core.db, partnerId);
  if (balance >= DEBT_THRESHOLD) issueNotice(core, partnerId, 'threshold_reached', balance, null);
}
