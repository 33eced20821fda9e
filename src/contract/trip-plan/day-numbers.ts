/**
 * Days as whole numbers since 1970-01-01 (UTC), so the planner compares and
 * steps days with integer arithmetic and formats a `YYYY-MM-DD` only for its
 * answer. No time zone ever enters: a driving day is a calendar date.
 */
const DAY_MS = 86_400_000;

export const FRIDAY = 5;

/** `NaN` for a string that is no existing `YYYY-MM-DD` date, so callers can refuse it. */
export function dayNumber(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return NaN;
  const n = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
  // Date.UTC rolls 2027-02-30 over to 2 March: a date that does not come back unchanged does not exist.
  return dayString(n) === day ? n : NaN;
}

export const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday; day 0 (1970-01-01) was a Thursday. */
export const weekday = (n: number): number => (n + 4) % 7;

/** The Friday on or before day `n`. */
export const fridayOnOrBefore = (n: number): number => n - ((weekday(n) - FRIDAY + 7) % 7);
