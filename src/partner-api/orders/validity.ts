import type { Product } from '../../contract/product.ts';
import { addDays, addMonths } from '../support/dates.ts';

/** `P10D`, `P2M`, `P1Y`: the only duration shapes the catalogue uses. */
function addPeriod(isoDate: string, period: string): string {
  const m = /^P(\d+)([DMY])$/.exec(period);
  if (!m) throw new Error(`Unsupported product period ${period}`);
  const n = Number(m[1]);
  if (m[2] === 'D') return addDays(isoDate, n);
  return addMonths(isoDate, m[2] === 'M' ? n : 12 * n);
}

/** Last valid day: see docs/architecture.md ("end_date"). */
export function endDateOf(product: Product, startDate: string): string {
  switch (product.validity) {
    case 'single_journey':
      return startDate;
    case 'calendar_year':
      return `${Number(startDate.slice(0, 4)) + 1}-01-31`;
    case 'rolling':
      return addDays(addPeriod(startDate, product.period), -1);
  }
}
