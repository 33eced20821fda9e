import type { Money } from '../../contract/primitives.ts';

/** Formats integer minor units; the currency's own digits decide the divisor (EUR 2, JPY 0). */
export function formatMoney(money: Money, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}
