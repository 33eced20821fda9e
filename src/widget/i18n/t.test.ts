import { describe, expect, it } from 'vitest';
import { english as en } from './english.ts';
import { messages as firstEnglish } from './en.ts';
import { messages as stepsEnglish } from './steps/en.ts';
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
  const same = (language: string, messages: Record<string, string>, english: Record<string, string>) => {
    const missing = Object.keys(english).filter((key) => !messages[key]?.trim());
    expect(missing, `${language} lacks keys`).toEqual([]);
    const extra = Object.entries(messages).flatMap(([key, text]) => {
      const allowed = placeholders(english[key] ?? '');
      return [...placeholders(text)].filter((p) => !allowed.has(p)).map((p) => `${key}: ${p}`);
    });
    expect(extra, `${language} has placeholders English lacks`).toEqual([]);
    const unknown = Object.keys(messages).filter((key) => !(key in english));
    expect(unknown, `${language} has keys English lacks`).toEqual([]);
  };
  it.each(others)('%s has every English key of the first screen and no placeholder English lacks', async (language) => {
    same(language, ((await import(`./${language}.ts`)) as { messages: Record<string, string> }).messages, firstEnglish);
  });
  it.each(others)('%s has every English key of the later steps and no placeholder English lacks', async (language) => {
    same(language, ((await import(`./steps/${language}.ts`)) as { messages: Record<string, string> }).messages, stepsEnglish);
  });
  it('splits the words in two, each key once: the first screen\'s and the later steps\'', () => {
    expect(Object.keys(firstEnglish).filter((key) => key in stepsEnglish)).toEqual([]);
    // What the first screen and the loader say before the steps' chunk comes.
    expect(Object.keys(firstEnglish)).toEqual(expect.arrayContaining([
      'step.product', 'action.continue', 'action.retry', 'load.failed', 'catalogue.loading', 'product.price', 'error.product',
    ]));
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
