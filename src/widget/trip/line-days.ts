import { dayNumber } from '../../contract/day-numbers.ts';
import { formatDate, formatDateRange } from '../lib/date-format.ts';
import type { BasketLine } from './trip-state.ts';

/** Consecutive days as ranges, so twelve days read "20–31 December", not twelve dates. */
export function dayRanges(days: string[], locale: string): string {
  const ranges: [string, string][] = [];
  for (const day of days) {
    const last = ranges[ranges.length - 1];
    const next = last && new Date(Date.parse(`${last[1]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (last && next === day) last[1] = day;
    else ranges.push([day, day]);
  }
  // Each kept together (keptRange), the list free to break between them.
  const said = ranges.map(([a, b]) => (a === b ? formatDate(a, locale).replace(/ /g, '\u00a0') : keptRange(a, b, locale)));
  return new Intl.ListFormat(locale).format(said);
}

/**
 * Whether a line is valid on days it does not cover (a longer product than the stay, the weekend vignette from
 * the Friday before): only then do its covered days say more than its validity, shown just above them.
 */
export const coversFewer = (line: Pick<BasketLine, 'start_date' | 'end_date' | 'covers'>): boolean =>
  line.covers.length < dayNumber(line.end_date) - dayNumber(line.start_date) + 1;

/**
 * A validity range that breaks only after its dash: every other space made no-break, so a narrow line never
 * leaves a year (or Bulgarian's "г.") alone at its start.
 */
export const keptRange = (start: string, end: string, locale: string): string =>
  formatDateRange(start, end, locale).replace(/([^–]) /g, '$1\u00a0');
