import { civil, dayNumber, dayString, daysInMonth, fromCivil } from './day-numbers.ts';
import type { Product } from './product.ts';

type Rule = Pick<Product, 'validity' | 'period'>;

/**
 * The last valid day of a product started on `startDate` (`YYYY-MM-DD`), by
 * the rule its `validity` names (see product.ts). Plain calendar arithmetic,
 * no schema: the service writes it on the order and the widget shows it in
 * the review before there is an order, so both must say the same day.
 */
export function lastValidDay(product: Rule, startDate: string): string {
  return dayString(lastValidDayNumber(product, dayNumber(startDate)));
}

/** `lastValidDay` on day numbers (day-numbers.ts), for the trip planner's many starts. */
export function lastValidDayNumber(product: Rule, start: number): number {
  switch (product.validity) {
    case 'single_journey':
      return start;
    case 'calendar_year': {
      // Vignette year N runs 1 Dec N-1 to 31 Jan N+1: a December start buys next year's vignette.
      const [y, m] = civil(start);
      return fromCivil(y + (m === 12 ? 2 : 1), 1, 31);
    }
    case 'rolling':
      return afterPeriod(start, product.period) - 1;
  }
}

/** `P10D`, `P2M`, `P1Y`: the only duration shapes the catalogue uses. */
function afterPeriod(start: number, period: string): number {
  const m = /^P(\d+)([DMY])$/.exec(period);
  if (!m) throw new Error(`Unsupported product period ${period}`);
  const n = Number(m[1]);
  return m[2] === 'D' ? start + n : addMonths(start, m[2] === 'M' ? n : 12 * n);
}

/** Clamped to the month's last day: 31 Jan + 1 month = 28/29 Feb. */
function addMonths(start: number, months: number): number {
  const [y, m, d] = civil(start);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return fromCivil(year, month, Math.min(d, daysInMonth(year, month)));
}
