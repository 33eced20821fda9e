import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './date-format.ts';

describe('date format', () => {
  it('formats without shifting the day', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('nonsense', 'en')).toBe('nonsense');
  });
  it('says a validity as the locale writes a range, and one day as that day', () => {
    expect(formatDateRange('2026-03-10', '2026-03-19', 'en')).toBe('March 10\u2009–\u200919, 2026');
    expect(formatDateRange('2026-03-10', '2026-03-10', 'de')).toBe('10. März 2026');
  });
});
