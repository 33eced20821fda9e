import { describe, expect, it } from 'vitest';
import { addDays, addOneYear, isWithin, localIsoDate } from './dates.ts';

describe('dates', () => {
  it('takes the local calendar day', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('adds a year and clamps 29 February', () => {
    expect(addOneYear('2026-03-10')).toBe('2027-03-10');
    expect(addOneYear('2028-02-29')).toBe('2029-02-28');
  });
  it('checks a range inclusively and rejects malformed dates', () => {
    expect(isWithin('2026-03-10', '2026-03-10', '2027-03-10')).toBe(true);
    expect(isWithin('2027-03-11', '2026-03-10', '2027-03-10')).toBe(false);
    expect(isWithin('2026-03-09', '2026-03-10', '2027-03-10')).toBe(false);
    expect(isWithin('', '2026-03-10', '2027-03-10')).toBe(false);
  });
});
