/**
 * The partner agreement of the sandbox (spec 1 leaves the numbers of the
 * fine open): at a debt of 2,000 EUR the partner is notified and has 72 h
 * to pay; unpaid, access is disabled and a fine accrues on the overdue
 * amount: 10% once, plus 1% for every started day of being disabled.
 * Paying the overdue amount re-enables access and invoices the fine, which
 * is due in 72 h under the same rule.
 */
export const DEBT_CURRENCY = 'EUR';
/** Ledger cents as wire money. */
export const debtMoney = (cents: number) => ({ amount: cents, currency: DEBT_CURRENCY });
export const DEBT_THRESHOLD = 200_000;
export const PAY_WITHIN_MS = 72 * 3_600_000;
export const FINE_ONCE_PERCENT = 10;
export const FINE_DAILY_PERCENT = 1;

const DAY_MS = 86_400_000;

/** Started days since access was disabled at `dueAt` (0 at that very moment). */
export const daysDisabled = (dueAt: number, now: number) => Math.max(0, Math.ceil((now - dueAt) / DAY_MS));

/** The fine on `overdue` cents, disabled since `dueAt`, rounded to the cent. */
export function accruedFine(overdue: number, dueAt: number, now: number): number {
  const percent = FINE_ONCE_PERCENT + FINE_DAILY_PERCENT * daysDisabled(dueAt, now);
  return Math.round((overdue * percent) / 100);
}
