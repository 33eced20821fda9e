import { unpaddedDay } from '../../contract/unpadded-day.ts';
import type { IsoDate } from './dates.ts';
import { madeOnce } from './made-once.ts';

/*
 * Dates said to people, in the shopper's locale. Apart from dates.ts, whose
 * day arithmetic the first screen needs, so that it does not carry these.
 */
/**
 * A date's day and month bound by no-break spaces ('4.\u00a0Dezember', 'December\u00a04'), so that a line never
 * ends between them; it may still break before the year, or after a range's dash, so a narrow column never cuts a
 * number in two. The space before the dash becomes a narrow no-break one, so a second line never starts with the dash.
 */
const dayWithMonth = (parts: Intl.DateTimeFormatPart[]) => parts.map((part, i) => {
  const pair = `${parts[i - 1]?.type}-${parts[i + 1]?.type}`;
  if (part.type !== 'literal') return unpaddedDay(part);
  if (part.value.includes('–')) return part.value.replace(/\s–/, '\u202f–');
  return pair === 'day-month' || pair === 'month-day' ? part.value.replaceAll(' ', '\u00a0') : part.value;
}).join('');

const longDate = madeOnce((locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));

/** Long form for people; formatted in UTC because the string names a calendar day. */
export function formatDate(date: IsoDate, locale: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return dayWithMonth(longDate(locale).formatToParts(d));
}

/** What an order covers from `start`: its days up to `end`, or that day while no product says how long. */
export const formatValidity = (start: IsoDate, end: IsoDate | null, locale: string): string =>
  (end ? formatDateRange(start, end, locale) : formatDate(start, locale));

/** A validity in the locale's own range form; a one-day validity is just that day, not "d to d". */
export function formatDateRange(start: IsoDate, end: IsoDate, locale: string): string {
  const from = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const to = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return `${start} – ${end}`;
  return dayWithMonth(longDate(locale).formatRangeToParts(from, to));
}
