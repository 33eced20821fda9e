import { describe, expect, it } from 'vitest';
import { dayNumber, dayString } from './day-numbers.ts';

describe('day numbers', () => {
  it('turns a date into a day count and back', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayString(dayNumber('2026-12-31') + 1)).toBe('2027-01-01');
    expect(dayString(dayNumber('2028-02-28') + 1)).toBe('2028-02-29');
    expect(dayString(dayNumber('2100-02-28') + 1)).toBe('2100-03-01');
  });

  it('refuses dates that do not exist or are not YYYY-MM-DD', () => {
    expect(dayNumber('2027-02-29')).toBeNaN();
    expect(dayNumber('2026-13-01')).toBeNaN();
    expect(dayNumber('2026-04-31')).toBeNaN();
    expect(dayNumber('2026-1-01')).toBeNaN();
    expect(dayNumber('tomorrow')).toBeNaN();
  });
});
