import { describe, expect, it } from 'vitest';
import { dayNumber, dayString, fridayOnOrBefore, weekday } from './day-numbers.ts';

describe('day numbers', () => {
  it('turns a date into a day count and back', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayString(dayNumber('2026-12-31') + 1)).toBe('2027-01-01');
    expect(dayString(dayNumber('2028-02-28') + 1)).toBe('2028-02-29');
  });

  it('refuses dates that do not exist or are not YYYY-MM-DD', () => {
    expect(dayNumber('2027-02-29')).toBeNaN();
    expect(dayNumber('2026-13-01')).toBeNaN();
    expect(dayNumber('2026-1-01')).toBeNaN();
    expect(dayNumber('tomorrow')).toBeNaN();
  });

  it('knows the weekday and the Friday on or before a day', () => {
    // 2027-01-15 is a Friday, 2027-01-17 a Sunday, 2027-01-18 a Monday.
    expect(weekday(dayNumber('2027-01-15'))).toBe(5);
    expect(weekday(dayNumber('2027-01-17'))).toBe(0);
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-17')))).toBe('2027-01-15');
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-15')))).toBe('2027-01-15');
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-14')))).toBe('2027-01-08');
  });
});
