/** Weekdays of day numbers (../day-numbers.ts), for the one product that starts on a Friday. */

const FRIDAY = 5;

/** 0 = Sunday … 6 = Saturday; day 0 (1970-01-01) was a Thursday. */
export const weekday = (n: number): number => (((n + 4) % 7) + 7) % 7;

/** The Friday on or before day `n`. */
export const fridayOnOrBefore = (n: number): number => n - ((weekday(n) - FRIDAY + 7) % 7);
