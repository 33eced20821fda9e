import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeholdersOf, pluralProblems } from '../../contract/plural-problems.ts';

const global = globalThis as { __RC_TRIP_WORDS__?: Record<string, [string, string]> };

/** trip-words.ts as the build leaves it: each language's chunk named with its sha256. */
async function built() {
  vi.resetModules();
  global.__RC_TRIP_WORDS__ = {
    en: ['assets/trip-words-en-1.js', 'sha256-en'],
    de: ['assets/trip-words-de-1.js', 'sha256-de'],
    cs: ['assets/trip-words-cs-1.js', 'sha256-cs'],
  };
  return import('./trip-words.ts');
}

afterEach(() => {
  delete global.__RC_TRIP_WORDS__;
});

describe('the trip words, one chunk a language', () => {
  it('checks the shopper\'s language chunk against its sha256 before it says a word', async () => {
    const { loadTripWords } = await built();
    const verified = vi.fn(async () => undefined);
    const say = await loadTripWords('de-AT', verified);
    expect(verified.mock.calls).toEqual([['assets/trip-words-de-1.js', 'sha256-de']]);
    expect(say('trip.heading')).toBe('Ihre Reise planen');
  });

  it('says English for a language it lacks', async () => {
    const { loadTripWords } = await built();
    const verified = vi.fn(async () => undefined);
    const say = await loadTripWords('pl-PL', verified);
    expect(say('trip.heading')).toBe('Plan your trip');
    expect(verified.mock.calls).toEqual([['assets/trip-words-en-1.js', 'sha256-en']]);
  });

  it('asks the loader again after a failed fetch, and never says words it could not check', async () => {
    const { loadTripWords } = await built();
    const verified = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    await expect(loadTripWords('cs', verified)).rejects.toThrow('offline');
    const say = await loadTripWords('cs', verified);
    expect(verified).toHaveBeenCalledTimes(2);
    expect(say('trip.heading')).toBe('Naplánujte cestu');
  });

  it('fills the placeholders from the parameters and leaves one without a value as written', async () => {
    const { loadTripWords } = await built();
    const say = await loadTripWords('en', async () => undefined);
    expect(say('trip.beat', { product: 'the 2-month vignette', price: '€31.10' }))
      .toBe('{more} less than the 2-month vignette at €31.10');
  });

  it('says a count in the language\'s grammar, in its digits', async () => {
    const { loadTripWords } = await built();
    const yes = async () => undefined;
    expect((await loadTripWords('de-AT', yes))('trip.items', { n: 1 })).toBe('1 Produkt, eine Zahlung');
    expect((await loadTripWords('cs', yes))('trip.items', { n: 3 })).toBe('3 produkty, jedna platba');
    expect((await loadTripWords('cs', yes))('trip.items', { n: 5 })).toBe('5 produktů, jedna platba');
    expect((await loadTripWords('en', yes))('trip.items', { n: 2 })).toBe('2 products, one payment');
  });
});

describe('the trip words of each language', () => {
  it.each(['de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'])('%s has every English key, no other, with its placeholders and its own plural categories', async (language) => {
    const english: Record<string, string> = (await import('./words/en.ts')).messages;
    const { messages } = (await import(`./words/${language}.ts`)) as { messages: Record<string, string> };
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(english[key]!));
      expect(pluralProblems(text, language), `${language} ${key}`).toEqual([]);
    }
  });
});
