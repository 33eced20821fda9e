import { describe, expect, it } from 'vitest';
import { coversFewer, dayRanges, keptRange } from './line-days.ts';

const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);

describe('a line\'s days', () => {
  it('says what a line covers only when it is valid on days it does not cover', () => {
    // A 10-day vignette for a 10-day stay: its validity says it all.
    expect(coversFewer({ start_date: '2026-11-20', end_date: '2026-11-29', covers: days(20, 29) })).toBe(false);
    expect(coversFewer({ start_date: '2026-11-20', end_date: '2026-11-20', covers: days(20, 20) })).toBe(false);
    // The same vignette for three days, and the weekend vignette from the Friday before a Saturday.
    expect(coversFewer({ start_date: '2026-11-20', end_date: '2026-11-29', covers: days(20, 22) })).toBe(true);
    expect(coversFewer({ start_date: '2026-11-20', end_date: '2026-11-22', covers: days(21, 22) })).toBe(true);
  });

  it('lists days as ranges, each kept together, the list free to break between them', () => {
    // Where a line may break: after the range's dash and around the list's "и", nowhere else (no "г." alone).
    expect(dayRanges(['2026-12-08', '2026-12-09', '2026-12-20'], 'bg').split(/[ \u2009]/))
      .toEqual(['8\u202f–', '9\u00a0декември\u00a02026\u202fг.', 'и', '20\u00a0декември\u00a02026\u202fг.']);
  });

  it('keeps a range together but for the break after its dash, so no year starts a line alone', () => {
    const cases: [string, string][] = [
      ['de', '29. November – 8. Dezember 2026'],
      ['bg', '29 ноември – 8 декември 2026 г.'],
      ['cs', '29. 11. – 8. 12. 2026'],
    ];
    for (const [locale, said] of cases) {
      const kept = keptRange('2026-11-29', '2026-12-08', locale);
      // Read as before; the only breakable space left is the one after the dash.
      expect(kept.replace(/\s/g, ' ')).toBe(said);
      expect(kept.replace(/–\s/, '').match(/[ \u2009]/g)).toBeNull();
    }
  });
});
