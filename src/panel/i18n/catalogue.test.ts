import { describe, expect, it } from 'vitest';
import { messages as en } from './en.ts';
import { LANGUAGES } from './i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the panel\'s message catalogue', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, no other, each filled with the same placeholders', async (language) => {
    const { messages } = (await import(`./${language}.ts`)) as { messages: Record<string, string> };
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(messages[key]?.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(messages[key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
    }
  });
});
