import { describe, expect, it } from 'vitest';
import { madeOnce } from './made-once.ts';

describe('madeOnce', () => {
  it('makes one thing for each set of arguments and gives it back after', () => {
    const made: string[] = [];
    const format = madeOnce((locale: string, currency: string) => {
      made.push(`${locale}/${currency}`);
      return { locale, currency };
    });
    const first = format('de', 'EUR');
    expect(format('de', 'EUR')).toBe(first);
    expect(format('de', 'CZK')).toEqual({ locale: 'de', currency: 'CZK' });
    expect(format('cs', 'EUR')).toEqual({ locale: 'cs', currency: 'EUR' });
    expect(format('de', 'CZK')).toBe(format('de', 'CZK'));
    expect(made).toEqual(['de/EUR', 'de/CZK', 'cs/EUR']);
  });

  it('keeps arguments apart that a plain join would run together', () => {
    const format = madeOnce((a: string, b: string) => `${a}|${b}`);
    expect(format('ab', 'c')).toBe('ab|c');
    expect(format('a', 'bc')).toBe('a|bc');
  });

  it('makes nothing it could not make: a throw is thrown again next time', () => {
    let calls = 0;
    const format = madeOnce((locale: string) => {
      calls++;
      return new Intl.NumberFormat(locale);
    });
    expect(() => format('not a locale!')).toThrow(RangeError);
    expect(() => format('not a locale!')).toThrow(RangeError);
    expect(calls).toBe(2);
  });
});
