import { preparedOnce, type Db } from '../db/open-database.ts';

export type LedgerKind = 'order' | 'fine' | 'payment';
export type NoticeReason = 'threshold_reached' | 'fine_issued';

export interface NoticeRow {
  id: number;
  partner_id: string;
  reason: NoticeReason;
  /** What the notice asks to be paid, and how much of it is paid. */
  amount: number;
  paid: number;
  issued_at: number;
  due_at: number;
  invoice_id: string | null;
  settled_at: number | null;
}

export interface InvoiceRow {
  id: string;
  partner_id: string;
  issued_at: number;
  overdue_amount: number;
  days_disabled: number;
  fine: number;
}

export interface LedgerRow {
  id: number;
  kind: LedgerKind;
  amount: number;
  order_id: string | null;
  invoice_id: string | null;
  created_at: number;
}

/** Orders and fines minus payments, in cents. */
export function balanceOf(db: Db, partnerId: string): number {
  return (db.prepare('SELECT COALESCE(SUM(amount), 0) AS balance FROM debt_ledger WHERE partner_id = ?').get(partnerId) as { balance: number }).balance;
}

export function addLedgerEntry(
  db: Db,
  partnerId: string,
  entry: { kind: LedgerKind; amount: number; orderId?: string; invoiceId?: string },
  now: number,
): void {
  db.prepare(
    'INSERT INTO debt_ledger (partner_id, kind, amount, order_id, invoice_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(partnerId, entry.kind, entry.amount, entry.orderId ?? null, entry.invoiceId ?? null, now);
}

export function ledgerOf(db: Db, partnerId: string): LedgerRow[] {
  return db.prepare('SELECT id, kind, amount, order_id, invoice_id, created_at FROM debt_ledger WHERE partner_id = ? ORDER BY id').all(partnerId) as LedgerRow[];
}

export function openNotice(db: Db, partnerId: string): NoticeRow | undefined {
  return preparedOnce(db, 'SELECT * FROM debt_notices WHERE partner_id = ? AND settled_at IS NULL').get(partnerId) as NoticeRow | undefined;
}

export function insertNotice(db: Db, notice: Omit<NoticeRow, 'id' | 'paid' | 'settled_at'>): void {
  db.prepare('INSERT INTO debt_notices (partner_id, reason, amount, issued_at, due_at, invoice_id) VALUES (?, ?, ?, ?, ?, ?)')
    .run(notice.partner_id, notice.reason, notice.amount, notice.issued_at, notice.due_at, notice.invoice_id);
}

export function updateNoticePayment(db: Db, id: number, paid: number, settledAt: number | null): void {
  db.prepare('UPDATE debt_notices SET paid = ?, settled_at = ? WHERE id = ?').run(paid, settledAt, id);
}

export function insertInvoice(db: Db, invoice: InvoiceRow): void {
  db.prepare('INSERT INTO debt_invoices (id, partner_id, issued_at, overdue_amount, days_disabled, fine) VALUES (@id, @partner_id, @issued_at, @overdue_amount, @days_disabled, @fine)').run(invoice);
}

/** Invoices, newest first, each with the notice that asks for its fine. */
export function invoicesOf(db: Db, partnerId: string): (InvoiceRow & { due_at: number; settled_at: number | null })[] {
  return db.prepare(`SELECT i.*, n.due_at, n.settled_at FROM debt_invoices i JOIN debt_notices n ON n.invoice_id = i.id
    WHERE i.partner_id = ? ORDER BY i.issued_at DESC, i.id DESC`).all(partnerId) as (InvoiceRow & { due_at: number; settled_at: number | null })[];
}
