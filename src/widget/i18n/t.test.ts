import { describe, expect, it } from 'vitest';
import { resolveLocale, translator, widgetLocale } from './t.ts';

describe('translator', () => {
  it('fills placeholders', () => {
    expect(translator('en')('step.counter', { n: 2, total: 6 })).toBe('Step 2 of 6');
  });
  it('falls back to English for unknown locales', () => {
    expect(resolveLocale('xx-YY')).toBe('en');
    expect(translator('de')('action.continue')).toBe('Continue');
  });
  it('leaves unknown placeholders visible', () => {
    expect(translator('en')('step.counter', { n: 1 })).toBe('Step 1 of {total}');
  });
});

describe('widgetLocale', () => {
  it('keeps regional variants of languages we have, else English', () => {
    expect(widgetLocale('en-gb')).toBe('en-GB');
    expect(widgetLocale('de-AT')).toBe('en');
    expect(widgetLocale('not a locale!')).toBe('en');
    expect(widgetLocale('')).toBe('en');
  });
});
