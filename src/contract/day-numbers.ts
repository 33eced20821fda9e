/**
 * Calendar dates as whole days since 1970-01-01, by integer arithmetic
 * (H. Hinnant's civil-day algorithms): no `Date` object, no time zone, and
 * fast enough for the trip planner to step through a year on a slow phone.
 */

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export const daysInMonth = (y: number, m: number): number =>
  (m === 2 ? (isLeapYear(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);

/** Day number of year `y`, month `m` (1-12), day `d`; `d` may run past the month's end. */
export function fromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** `[year, month (1-12), day]` of a day number. */
export function civil(n: number): [number, number, number] {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524)
    - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yearOfEra + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** The day number of a `YYYY-MM-DD` date; `NaN` for a string that is no existing date, so callers can refuse it. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  const [y, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && d >= 1 && d <= daysInMonth(y, month) ? fromCivil(y, month, d) : NaN;
}

const twoDigits = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

export function dayString(n: number): string {
  const [y, m, d] = civil(n);
  return `${y}-${twoDigits(m)}-${twoDigits(d)}`;
}
