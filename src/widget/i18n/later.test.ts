import { effect } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { english as en } from './english.ts';
import { translator } from './t.ts';

const global = globalThis as { __RC_LATER_WORDS__?: Record<string, [string, string]> };
const t = translator(en);

/** later.ts as the build leaves it: each language's chunk named with its sha256. */
async function built() {
  vi.resetModules();
  global.__RC_LATER_WORDS__ = {
    en: ['assets/later-words-en-1.js', 'sha256-en'],
    de: ['assets/later-words-de-1.js', 'sha256-de'],
    cs: ['assets/later-words-cs-1.js', 'sha256-cs'],
  };
  return import('./later.ts');
}

afterEach(() => {
  delete global.__RC_LATER_WORDS__;
});

describe('the on-demand words, one chunk a language', () => {
  it('checks the shopper\'s language chunk against its sha256, and still says the app\'s own words', async () => {
    const { laterTranslator, loadLaterWords } = await built();
    const verified = vi.fn(async () => undefined);
    await loadLaterWords('de-AT', verified);
    expect(verified.mock.calls).toEqual([['assets/later-words-de-1.js', 'sha256-de']]);
    const say = laterTranslator('de-AT', t);
    expect(say('manage.keep')).toBe('Bestellung behalten');
    expect(say('action.retry')).toBe('Retry');
  });

  it('loads English for a language it lacks, and a language once', async () => {
    const { laterTranslator, loadLaterWords } = await built();
    const verified = vi.fn(async () => undefined);
    await loadLaterWords('pl', verified);
    await loadLaterWords('en-GB', verified);
    expect(verified.mock.calls).toEqual([['assets/later-words-en-1.js', 'sha256-en']]);
    expect(laterTranslator('pl', t)('manage.keep')).toBe('Keep the order');
  });

  it('asks the loader again after a failed fetch', async () => {
    const { laterTranslator, loadLaterWords } = await built();
    const verified = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    await expect(loadLaterWords('cs', verified)).rejects.toThrow('offline');
    await loadLaterWords('cs', verified);
    expect(verified).toHaveBeenCalledTimes(2);
    expect(laterTranslator('cs', t)('manage.keep')).toBe('Ponechat objednávku');
  });

  it('speaks the words it has until a new language\'s arrive, then says them again in it', async () => {
    const { laterTranslator, loadLaterWords } = await built();
    await loadLaterWords('en', async () => undefined);
    const said: string[] = [];
    const stop = effect(() => {
      said.push(laterTranslator('cs', t)('manage.keep'));
    });
    await loadLaterWords('cs', async () => undefined);
    stop();
    expect(said).toEqual(['Keep the order', 'Ponechat objednávku']);
  });
});
