import { describe, expect, it } from 'vitest';
import { unpaddedDay } from './unpadded-day.ts';

const range = (locale: string, from: string, to: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  .formatRangeToParts(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)).map(unpaddedDay).join('');

describe('unpaddedDay', () => {
  it('writes an Italian range\'s days as its dates: "4–13 dicembre 2026", not "04–13"', () => {
    expect(range('it', '2026-12-04', '2026-12-13')).toBe('4–13 dicembre 2026');
    expect(range('it', '2026-12-04', '2027-01-03')).toBe('4 dicembre 2026\u2009–\u20093 gennaio 2027');
    expect(range('it', '2026-12-10', '2026-12-20')).toBe('10–20 dicembre 2026');
  });

  it('leaves every other part, and the languages that never pad, as they are', () => {
    expect(range('de', '2026-12-04', '2026-12-13')).toBe('4.–13. Dezember 2026');
    expect(range('hu', '2026-12-04', '2026-12-13')).toBe('2026. december 4–13.');
  });
});
