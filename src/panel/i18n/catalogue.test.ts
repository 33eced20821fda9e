import { describe, expect, it } from 'vitest';
import { placeholdersOf, pluralProblems } from '../../contract/plural-problems.ts';
import { messages as en } from './en.ts';
import { LANGUAGES } from './i18n.ts';

describe('the panel\'s message catalogue', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, no other, each filled with the same placeholders', async (language) => {
    const { messages } = (await import(`./${language}.ts`)) as { messages: Record<string, string> };
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(messages[key]?.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholdersOf(messages[key] ?? ''), `${language} ${key}`).toEqual(placeholdersOf(text));
    }
  });

  it.each(LANGUAGES)('%s says a count with its language\'s plural categories, and always an other', async (language) => {
    const { messages } = (await import(`./${language}.ts`)) as { messages: Record<string, string> };
    for (const [key, text] of Object.entries(messages)) expect(pluralProblems(text, language), `${language} ${key}`).toEqual([]);
  });
});
