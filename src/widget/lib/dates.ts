/**
 * Calendar dates as `YYYY-MM-DD` strings. They compare correctly as strings,
 * and staying off Date arithmetic across time zones avoids off-by-one days.
 */
export type IsoDate = string;

/** The shopper's local calendar date: validity starts on their day, not UTC's. */
export function localIsoDate(now: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One year later; 29 February becomes 28 February rather than 1 March. */
export function addOneYear(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export function isWithin(date: IsoDate, min: IsoDate, max: IsoDate): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= min && date <= max;
}

/** Long form for people; formatted in UTC because the string names a calendar day. */
export function formatDate(date: IsoDate, locale: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** A validity in the locale's own range form; a one-day validity is just that day, not "d to d". */
export function formatDateRange(start: IsoDate, end: IsoDate, locale: string): string {
  const from = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const to = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return `${start} – ${end}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(from, to);
}
