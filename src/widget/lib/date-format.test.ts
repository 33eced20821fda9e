import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './date-format.ts';

describe('date format', () => {
  it('formats without shifting the day', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March\u00a01, 2026');
    expect(formatDate('nonsense', 'en')).toBe('nonsense');
  });
  it('says a validity as the locale writes a range, and one day as that day', () => {
    expect(formatDateRange('2026-03-10', '2026-03-19', 'en')).toBe('March\u00a010\u2009–\u200919, 2026');
    expect(formatDateRange('2026-03-10', '2026-03-10', 'de')).toBe('10.\u00a0März 2026');
  });
  it('keeps a day with its month: a line breaks before the year or at the dash, never inside a number', () => {
    expect(formatDateRange('2026-11-25', '2026-12-04', 'de-AT')).toBe('25.\u00a0November\u2009–\u20094.\u00a0Dezember 2026');
    expect(formatDateRange('2026-11-25', '2026-12-04', 'hu')).toBe('2026. november\u00a025.\u2009–\u2009december\u00a04.');
    expect(formatDateRange('2026-11-25', '2026-12-04', 'cs')).toBe('25.\u00a011.\u2009–\u20094.\u00a012. 2026');
    expect(formatDateRange('2026-11-25', '2026-12-04', 'sl')).toBe('25.\u00a0november–4.\u00a0december 2026');
  });
});
