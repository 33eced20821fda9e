import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './date-format.ts';

describe('date format', () => {
  it('formats without shifting the day', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March\u00a01, 2026');
    expect(formatDate('nonsense', 'en')).toBe('nonsense');
  });
  it('says a validity as the locale writes a range, and one day as that day', () => {
    expect(formatDateRange('2026-03-10', '2026-03-19', 'en')).toBe('March\u00a010\u202f–\u200919, 2026');
    expect(formatDateRange('2026-03-10', '2026-03-10', 'de')).toBe('10.\u00a0März 2026');
  });
  it('keeps a day with its month: a line breaks before the year or after the dash, never inside a number', () => {
    expect(formatDateRange('2026-11-25', '2026-12-04', 'de-AT')).toBe('25.\u00a0November\u202f–\u20094.\u00a0Dezember 2026');
    expect(formatDateRange('2026-11-25', '2026-12-04', 'hu')).toBe('2026. november\u00a025.\u202f–\u2009december\u00a04.');
    expect(formatDateRange('2026-11-25', '2026-12-04', 'cs')).toBe('25.\u00a011.\u202f–\u20094.\u00a012. 2026');
    expect(formatDateRange('2026-11-25', '2026-12-04', 'sl')).toBe('25.\u00a0november–4.\u00a0december 2026');
  });
  it('keeps the dash at the end of a line when a range spans two years', () => {
    expect(formatDateRange('2026-11-25', '2027-01-24', 'de-AT')).toBe('25.\u00a0November 2026\u202f–\u200924.\u00a0Jänner 2027');
    expect(formatDateRange('2026-12-20', '2027-01-03', 'fr')).toBe('20\u00a0décembre 2026\u202f–\u20093\u00a0janvier 2027');
  });
  it('writes a day of a range as its dates do: Italian "4–13 dicembre", not "04–13"', () => {
    expect(formatDateRange('2026-12-04', '2026-12-13', 'it')).toBe('4–13\u00a0dicembre 2026');
    expect(formatDateRange('2026-12-04', '2027-01-03', 'it')).toBe('4\u00a0dicembre 2026\u202f–\u20093\u00a0gennaio 2027');
    expect(formatDateRange('2026-12-10', '2026-12-20', 'it')).toBe('10–20\u00a0dicembre 2026');
  });
});
