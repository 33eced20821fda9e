import type { PanelDay } from '../../contract/panel-home.ts';

/** How many days the home screen's charts show, today included. */
export const SERIES_DAYS = 30;
const DAY_MS = 86_400_000;

/** One order as the charts count it: when it was bought, what it brought in, and when it failed (if it did). */
export interface SeriesOrder {
  purchasedAt: number;
  /** Minor units that stayed with the business: 0 when unpaid, refunded or failed. */
  revenue: number;
  failedAt: number | null;
}

/** One formatter a zone: making one costs far more than using it, and a busy partner has thousands of orders. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in `timeZone`: en-CA writes dates that way, so no parts need reordering. */
export function dayKey(at: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Zones are few, but Intl also takes any spelling of their names: a full map starts again rather than grow.
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * The last `SERIES_DAYS` calendar days of the partner's zone, oldest first, ending today. Counted on the
 * calendar (not in 24 h steps from now), so a daylight-saving change neither skips nor repeats a day.
 */
export function lastDays(now: number, timeZone: string): string[] {
  const [y, m, d] = dayKey(now, timeZone).split('-').map(Number) as [number, number, number];
  return Array.from({ length: SERIES_DAYS }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (SERIES_DAYS - 1 - i))).toISOString().slice(0, 10));
}

/** The earliest instant that can fall in the window: one day of slack covers any zone's offset. */
export const seriesSince = (now: number) => now - (SERIES_DAYS + 1) * DAY_MS;

/** Orders, revenue and failures per day of the window; days without any are there with zeros (a chart needs them). */
export function dailySeries(orders: SeriesOrder[], now: number, timeZone: string): PanelDay[] {
  const days = new Map(lastDays(now, timeZone).map((date) => [date, { date, orders: 0, revenue: 0, failures: 0 }]));
  for (const order of orders) {
    const bought = days.get(dayKey(order.purchasedAt, timeZone));
    if (bought) {
      bought.orders += 1;
      bought.revenue += order.revenue;
    }
    const failed = order.failedAt === null ? undefined : days.get(dayKey(order.failedAt, timeZone));
    if (failed) failed.failures += 1;
  }
  return [...days.values()];
}
