import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from '../lib/date-format.ts';
import { LANGUAGES, translator } from './t.ts';

/**
 * The placeholders that take a date or a range, and how the widget writes them. Some languages' long dates end with
 * a full stop ('2026. november 29.' in Hungarian, '29 ноември 2026 г.' in Bulgarian), so a sentence must not add one.
 */
const DATES: Record<string, (locale: string) => string> = {
  date: (locale) => formatDate('2026-11-29', locale),
  min: (locale) => formatDate('2026-11-29', locale),
  max: (locale) => formatDate('2027-02-28', locale),
  range: (locale) => formatDateRange('2026-11-29', '2026-12-08', locale),
  days: (locale) => formatDateRange('2026-11-29', '2026-12-08', locale),
};

async function catalogue(language: string): Promise<Record<string, string>> {
  const [first, steps, later, trip] = await Promise.all([
    import(`./${language}.ts`), import(`./steps/${language}.ts`), import(`./later/${language}.ts`),
    import(`../trip/words/${language}.ts`),
  ]) as { messages: Record<string, string> }[];
  return { ...first!.messages, ...steps!.messages, ...later!.messages, ...trip!.messages };
}

describe('dates in sentences', () => {
  it.each(LANGUAGES)('in %s never end in a doubled full stop', async (language) => {
    const messages = await catalogue(language);
    const say = translator(messages);
    const params = Object.fromEntries(Object.entries(DATES).map(([name, write]) => [name, write(language)]));
    const dated = Object.keys(messages).filter((key) => Object.keys(DATES).some((name) => messages[key]!.includes(`{${name}}`)));
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.map((key) => say(key, params)).filter((text) => text.includes('..'))).toEqual([]);
  });
});
