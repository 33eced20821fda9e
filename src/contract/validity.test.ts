import { describe, expect, it } from 'vitest';
import { lastValidDay } from './validity.ts';

describe('lastValidDay', () => {
  it('counts a rolling period from the start day, that day included', () => {
    expect(lastValidDay({ validity: 'rolling', period: 'P10D' }, '2026-11-24')).toBe('2026-12-03');
    expect(lastValidDay({ validity: 'rolling', period: 'P1D' }, '2026-12-31')).toBe('2026-12-31');
    expect(lastValidDay({ validity: 'rolling', period: 'P2M' }, '2026-11-24')).toBe('2027-01-23');
    expect(lastValidDay({ validity: 'rolling', period: 'P1Y' }, '2026-03-01')).toBe('2027-02-28');
  });

  it('clamps a month to its last day before taking the day off', () => {
    expect(lastValidDay({ validity: 'rolling', period: 'P1M' }, '2027-01-31')).toBe('2027-02-27');
    expect(lastValidDay({ validity: 'rolling', period: 'P1Y' }, '2028-02-29')).toBe('2029-02-27');
  });

  it('ends a vignette-year product on 31 January of the next year, a single journey on its day', () => {
    expect(lastValidDay({ validity: 'calendar_year', period: 'P1Y' }, '2026-11-24')).toBe('2027-01-31');
    expect(lastValidDay({ validity: 'calendar_year', period: 'P1Y' }, '2026-11-30')).toBe('2027-01-31');
    expect(lastValidDay({ validity: 'calendar_year', period: 'P1Y' }, '2027-01-05')).toBe('2028-01-31');
    expect(lastValidDay({ validity: 'single_journey', period: 'P1D' }, '2026-11-24')).toBe('2026-11-24');
  });

  it('counts a vignette-year product started in December in the next vignette year (1 Dec N-1 to 31 Jan N+1)', () => {
    expect(lastValidDay({ validity: 'calendar_year', period: 'P1Y' }, '2026-12-01')).toBe('2028-01-31');
    expect(lastValidDay({ validity: 'calendar_year', period: 'P1Y' }, '2026-12-20')).toBe('2028-01-31');
    expect(lastValidDay({ validity: 'calendar_year', period: 'P1Y' }, '2026-12-31')).toBe('2028-01-31');
  });
});
