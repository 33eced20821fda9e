import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './t.ts';

// The first screen's words only: this folder also holds the translator and the tests, which must not run twice.
const first = import.meta.glob<{ messages: Record<string, string> }>('./{en,de,fr,it,cs,sk,hu,sl,ro,bg}.ts', { eager: true });
const steps = import.meta.glob<{ messages: Record<string, string> }>('./steps/*.ts', { eager: true });
const later = import.meta.glob<{ messages: Record<string, string> }>('./later/*.ts', { eager: true });
const trip = import.meta.glob<{ messages: Record<string, string> }>('../trip/words/*.ts', { eager: true });

const wordsOf = (language: string) => [first[`./${language}.ts`], steps[`./steps/${language}.ts`],
  later[`./later/${language}.ts`], trip[`../trip/words/${language}.ts`]].flatMap((chunk) => Object.values(chunk!.messages));

/** A spaced dash after a breaking space: a narrow line could start with the dash. */
const strandedDash = / [\u2013\u2014] /u;
/**
 * A one-letter word or prefix before a breaking hyphen ("e-mail", Romanian "s-a"): a narrow line could end
 * with "e-". Only in sentences: a one-word label ("E-mail") never wraps, and keeps the hyphen voice control
 * and find-in-page expect.
 */
const strandedPrefix = /(?<![\p{L}\d-])\p{L}-\p{L}/u;

describe('the widget\'s words', () => {
  it.each(LANGUAGES)('in %s keep every spaced dash with the word before it', (language) => {
    const texts = wordsOf(language);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => strandedDash.test(text))).toEqual([]);
  });

  it.each(LANGUAGES)('in %s keep a one-letter prefix with its word in a sentence', (language) => {
    const sentences = wordsOf(language).filter((text) => text.includes(' '));
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.filter((text) => strandedPrefix.test(text))).toEqual([]);
  });

  it('leave a one-word label as typed', () => {
    expect(steps['./steps/hu.ts']!.messages['field.email']).toBe('E-mail');
    expect(steps['./steps/de.ts']!.messages['field.email']).toBe('E-Mail');
  });
});
