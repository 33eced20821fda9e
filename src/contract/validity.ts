import type { Product } from './product.ts';

/**
 * The last valid day of a product started on `startDate` (`YYYY-MM-DD`), by
 * the rule its `validity` names (see product.ts). Plain calendar arithmetic
 * in UTC, no schema: the service writes it on the order and the widget shows
 * it in the review before there is an order, so both must say the same day.
 */
export function lastValidDay(product: Pick<Product, 'validity' | 'period'>, startDate: string): string {
  switch (product.validity) {
    case 'single_journey':
      return startDate;
    case 'calendar_year': {
      // Vignette year N runs 1 Dec N-1 to 31 Jan N+1: a December start buys next year's vignette.
      const year = Number(startDate.slice(0, 4)) + (startDate.slice(5, 7) === '12' ? 1 : 0);
      return `${year + 1}-01-31`;
    }
    case 'rolling':
      return shift(afterPeriod(startDate, product.period), 0, -1);
  }
}

/** `P10D`, `P2M`, `P1Y`: the only duration shapes the catalogue uses. */
function afterPeriod(date: string, period: string): string {
  const m = /^P(\d+)([DMY])$/.exec(period);
  if (!m) throw new Error(`Unsupported product period ${period}`);
  const n = Number(m[1]);
  return m[2] === 'D' ? shift(date, 0, n) : shift(date, m[2] === 'M' ? n : 12 * n, 0);
}

/** Months first, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb), then days. */
function shift(date: string, months: number, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m + months, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay) + days)).toISOString().slice(0, 10);
}
