/**
 * Calendar dates as whole days since 1970-01-01, counted in UTC: no time
 * zone can shift a day, and the trip planner steps through a year of them
 * with numbers, not strings. The browser's own UTC calendar does the
 * conversions, so the widget carries no calendar code of its own.
 */
const DAY_MS = 86_400_000;

/** Days in month `m` (1-12) of year `y`. */
export const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Day number of year `y`, month `m` (1-12), day `d`; `d` may run past the month's end. */
export const fromCivil = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d) / DAY_MS;

/** `[year, month (1-12), day]` of a day number. */
export function civil(n: number): [number, number, number] {
  const date = new Date(n * DAY_MS);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** The day number of a `YYYY-MM-DD` date; `NaN` for a string that is no existing date, so callers can refuse it. */
export function dayNumber(date: string): number {
  const n = fromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
  // A date that exists comes back as written; 2027-02-29 comes back as 2027-03-01.
  return /^\d{4}-\d\d-\d\d$/.test(date) && dayString(n) === date ? n : NaN;
}

/** `YYYY-MM-DD` of a day number. */
export const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
