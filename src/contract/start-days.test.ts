import { describe, expect, it } from 'vitest';
import { dayNumber, dayString } from './day-numbers.ts';
import { firstStartDay, fridayOnOrBefore, mayStartOnDay, weekday } from './start-days.ts';

const weekend = { slug: 'vignette-bg-weekend' };
const week = { slug: 'vignette-bg-weekly' };

describe('start days', () => {
  it('knows the weekday and the Friday on or before a day', () => {
    // 2027-01-15 is a Friday, 2027-01-17 a Sunday, 2027-01-14 a Thursday; 1969-12-26 a Friday.
    expect(weekday(dayNumber('2027-01-15'))).toBe(5);
    expect(weekday(dayNumber('2027-01-17'))).toBe(0);
    expect(weekday(dayNumber('1969-12-26'))).toBe(5);
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-17')))).toBe('2027-01-15');
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-15')))).toBe('2027-01-15');
    expect(dayString(fridayOnOrBefore(dayNumber('2027-01-14')))).toBe('2027-01-08');
  });

  it('starts the weekend vignette on the next Friday, and any other product on the day asked', () => {
    // 2026-11-25 is a Wednesday, 2026-11-27 a Friday, 2026-11-28 a Saturday.
    expect(firstStartDay(weekend, '2026-11-25')).toBe('2026-11-27');
    expect(firstStartDay(weekend, '2026-11-27')).toBe('2026-11-27');
    expect(firstStartDay(weekend, '2026-11-28')).toBe('2026-12-04');
    expect(firstStartDay(weekend, '2026-12-31')).toBe('2027-01-01');
    expect(firstStartDay(week, '2026-11-25')).toBe('2026-11-25');
    expect(mayStartOnDay(weekend, '2026-11-27')).toBe(true);
    expect(mayStartOnDay(weekend, '2026-11-29')).toBe(false);
    expect(mayStartOnDay(week, '2026-11-29')).toBe(true);
  });
});
