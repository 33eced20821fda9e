import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './t.ts';

// The first screen's words only: this folder also holds the translator and the tests, which must not run twice.
const first = import.meta.glob<{ messages: Record<string, string> }>('./{en,de,fr,it,cs,sk,hu,sl,ro,bg}.ts', { eager: true });
const steps = import.meta.glob<{ messages: Record<string, string> }>('./steps/*.ts', { eager: true });
const later = import.meta.glob<{ messages: Record<string, string> }>('./later/*.ts', { eager: true });
const trip = import.meta.glob<{ messages: Record<string, string> }>('../trip/words/*.ts', { eager: true });

/** A spaced dash after a breaking space: a narrow line could start with the dash. */
const strandedDash = / [\u2013\u2014] /u;

describe('the widget\'s words', () => {
  it.each(LANGUAGES)('in %s keep every spaced dash with the word before it', (language) => {
    const texts = [first[`./${language}.ts`], steps[`./steps/${language}.ts`], later[`./later/${language}.ts`],
      trip[`../trip/words/${language}.ts`]].flatMap((chunk) => Object.values(chunk!.messages));
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => strandedDash.test(text))).toEqual([]);
  });
});
