import type { Money } from '../../contract/primitives.ts';
import { madeOnce } from './made-once.ts';

const currencyFormat = madeOnce((locale: string, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }));

/** Formats integer minor units; the currency's own digits decide the divisor (EUR 2, JPY 0). */
export function formatMoney(money: Money, locale: string): string {
  const format = currencyFormat(locale, money.currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}

/** The money each country prices in besides the euro (Bulgaria has used the euro since 2026). */
const LOCAL_CURRENCY: Record<string, string> = { CH: 'CHF', CZ: 'CZK', HU: 'HUF', RO: 'RON', MD: 'MDL' };

/**
 * A euro price in the country's own money at the partner's reference rate,
 * as information beside the euro price that is charged; null where the
 * country prices in euros or the partner set no rate for its money.
 */
export function localPrice(price: Money, country: string, perEur: Record<string, number> | undefined, locale: string) {
  const currency = LOCAL_CURRENCY[country] ?? '';
  const rate = perEur?.[currency];
  // Euro cents to euros, then the locale's own digits for that money (forints are shown whole in Hungary).
  return rate ? currencyFormat(locale, currency).format((price.amount / 100) * rate) : null;
}
