import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n.ts';

/**
 * A one-letter word or prefix before a breaking hyphen ("e-mail", Romanian "s-a"): a phone's narrow line
 * could end with "e-". Only in sentences: a one-word label never wraps.
 */
const strandedPrefix = /(?<![\p{L}\d-])\p{L}-\p{L}/u;

describe('the panel\'s words', () => {
  it.each(LANGUAGES)('in %s keep a one-letter prefix with its word in a sentence', async (language) => {
    const { messages } = (await import(`./${language}.ts`)) as { messages: Record<string, string> };
    const sentences = Object.values(messages).filter((text) => text.includes(' '));
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.filter((text) => strandedPrefix.test(text))).toEqual([]);
  });
});
