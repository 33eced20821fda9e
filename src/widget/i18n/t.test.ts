import { describe, expect, it } from 'vitest';
import { messages as en } from './en.ts';
import { messages as laterEnglish } from './later/en.ts';
import { LANGUAGES, type Messages, translator, widgetLocale } from './t.ts';

describe('translator', () => {
  it('fills placeholders', () => {
    expect(translator(en)('step.counter', { n: 2, total: 6 })).toBe('Step 2 of 6');
  });
  it('leaves unknown placeholders visible', () => {
    expect(translator(en)('step.counter', { n: 1 })).toBe('Step 1 of {total}');
    expect(translator({ 'step.counter': 'Step {n}' } as Messages)('action.pay', { amount: '€8.80' })).toBe('action.pay');
  });
});

describe('widgetLocale', () => {
  it('keeps any tag of a language we have, region included, for its formats', () => {
    expect(widgetLocale('en-gb')).toEqual({ tag: 'en-GB', language: 'en' });
    expect(widgetLocale('de-AT')).toEqual({ tag: 'de-AT', language: 'de' });
    expect(widgetLocale('fr-CH')).toEqual({ tag: 'fr-CH', language: 'fr' });
    expect(widgetLocale('ro-MD')).toEqual({ tag: 'ro-MD', language: 'ro' });
    expect(widgetLocale('sl')).toEqual({ tag: 'sl', language: 'sl' });
  });
  it('falls back to English for unknown or malformed tags', () => {
    expect(widgetLocale('xx-YY')).toEqual({ tag: 'en', language: 'en' });
    expect(widgetLocale('pl-PL')).toEqual({ tag: 'en', language: 'en' });
    expect(widgetLocale('not a locale!')).toEqual({ tag: 'en', language: 'en' });
    expect(widgetLocale('')).toEqual({ tag: 'en', language: 'en' });
  });
});

describe('catalogues', () => {
  const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);

  it('exist for the languages of the 9 countries and English', () => {
    expect(LANGUAGES.sort()).toEqual(['bg', 'cs', 'de', 'en', 'fr', 'hu', 'it', 'ro', 'sk', 'sl']);
  });

  const others = ['de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'];
  it.each(others)('%s has every English key and no placeholder English lacks', async (language) => {
    const { messages } = (await import(`./${language}.ts`)) as { messages: Messages };
    const missing = Object.keys(en).filter((key) => !messages[key as keyof typeof en]?.trim());
    expect(missing, `${language} lacks keys`).toEqual([]);
    const extra = Object.entries(messages).flatMap(([key, text]) => {
      const allowed = placeholders(en[key as keyof typeof en] ?? '');
      return [...placeholders(text)].filter((p) => !allowed.has(p)).map((p) => `${key}: ${p}`);
    });
    expect(extra, `${language} has placeholders English lacks`).toEqual([]);
    const unknown = Object.keys(messages).filter((key) => !(key in en));
    expect(unknown, `${language} has keys English lacks`).toEqual([]);
  });

  it.each(others)('%s has every word of the on-demand chunk, with English\'s placeholders', async (language) => {
    const later = ((await import(`./later/${language}.ts`)) as { messages: Record<string, string> }).messages;
    const english: Record<string, string> = laterEnglish;
    expect(Object.keys(later).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(later)) {
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key]!));
    }
  });
});
