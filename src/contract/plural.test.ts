import { describe, expect, it } from 'vitest';
import { pluralForms, plurals } from './plural.ts';
import { placeholdersOf, pluralProblems } from './plural-problems.ts';

const ORDERS = '{total, plural, =1 {This order} one {# order} few {# orders (few)} other {# orders}}';

describe('a count in its language\'s grammar', () => {
  it('takes the exact count first, then the language\'s category, then other', () => {
    expect(plurals(ORDERS, { total: 1 }, 'en')).toBe('This order');
    expect(plurals(ORDERS, { total: 2 }, 'en')).toBe('2 orders');
    expect(plurals('{n, plural, one {# objednávka} few {# objednávky} other {# objednávek}}', { n: 3 }, 'cs')).toBe('3 objednávky');
    expect(plurals('{n, plural, one {# objednávka} few {# objednávky} other {# objednávek}}', { n: 5 }, 'cs')).toBe('5 objednávek');
    expect(plurals('{n, plural, one {# naročilo} two {# naročili} few {# naročila} other {# naročil}}', { n: 102 }, 'sl'))
      .toBe('102 naročili');
    expect(plurals('{n, plural, one {# comandă} few {# comenzi} other {# de comenzi}}', { n: 20 }, 'ro')).toBe('20 de comenzi');
  });

  it('writes the count in the locale\'s digits, and keeps the text around the block', () => {
    expect(plurals('Vienna: {n, plural, one {# order} other {# orders}} today.', { n: 1234 }, 'de-AT')).toBe('Vienna: 1\u00a0234 orders today.');
    expect(plurals('{n, plural, other {# rendelés}}', { n: 12345 }, 'hu')).toBe('12\u00a0345 rendelés');
  });

  it('leaves a block whose count is missing or not a number as it is, so the bug shows', () => {
    expect(plurals(ORDERS, {}, 'en')).toBe(ORDERS);
    expect(plurals(ORDERS, { total: '3' }, 'en')).toBe(ORDERS);
  });

  it('lists each block\'s forms by its argument', () => {
    expect(pluralForms(`${ORDERS} and {n, plural, other {#}}`)).toEqual(new Map([['total', ['=1', 'one', 'few', 'other']], ['n', ['other']]]));
  });
});

describe('a catalogue message\'s plural blocks, checked', () => {
  it('finds a block that does not parse, one without other, and a form the language has no use for', () => {
    expect(pluralProblems('{n, plural, one {# objednávka} few {# objednávky} other {# objednávek}}', 'cs')).toEqual([]);
    expect(pluralProblems('{n, plural, one {# order} other {# orders}', 'en')).toEqual(['1 plural block(s) that do not parse']);
    expect(pluralProblems('{n, plural, one {# order}}', 'en')).toEqual(['{n} has no other']);
    expect(pluralProblems('{n, plural, one {# order} few {# orders} other {# orders}}', 'en')).toEqual(['{n}: en has no few']);
  });

  it('names a message\'s placeholders, a plural block\'s argument among them', () => {
    expect(placeholdersOf('{route}: {count, plural, =1 {the next call} other {the next # calls}} after {latency} ms')).toEqual(['count', 'latency', 'route']);
  });
});
