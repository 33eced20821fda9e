import { describe, expect, it } from 'vitest';
import { dayNumber, dayString } from '../day-numbers.ts';
import { fridayOnOrBefore, weekday } from './weekdays.ts';

describe('weekdays', () => {
  it('knows the weekday and the Friday on or before a day', () => {
    // 2027-01-15 is a Friday, 2027-01-17 a Sunday, 2027-01-14 a Thursday; 1969-12-26 a Friday.
    expect(weekday(dayNumber('2027-01-15'))).toBe(5);
    expect(weekday(dayNumber('2027-01-17'))).toBe(0);
    expect(weekday(dayNumber('1969-12-26'))).toBe(5);
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-17')))).toBe('2027-01-15');
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-15')))).toBe('2027-01-15');
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-14')))).toBe('2027-01-08');
  });
});
