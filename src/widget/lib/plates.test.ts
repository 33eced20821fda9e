import { describe, expect, it } from 'vitest';
import { REGISTRATION_COUNTRIES } from './countries.ts';
import { isPlate } from './checks.ts';
import { english } from '../i18n/english.ts';
import { translator } from '../i18n/t.ts';
import { plateExample, plateHint } from './plates.ts';

describe('plateExample', () => {
  it('shows each of the 9 countries its own layout', () => {
    expect(['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'].map(plateExample)).toEqual([
      'W 12345 X', 'ZH 123456', '1AB 2345', 'BA-123AB', 'AA BC-123', 'LJ AB-123', 'CJ 12 ABC', 'CA 1234 AB', 'ABC 123',
    ]);
  });
  it('has a distinct-looking example for neighbours too, each one a plate the contract accepts', () => {
    expect(plateExample('de')).toBe('M-AB 1234');
    expect(plateExample('PL')).toBe('WA 12345');
    for (const country of REGISTRATION_COUNTRIES) expect(isPlate(plateExample(country)), country).toBe(true);
  });
});

describe('plateHint', () => {
  it('keeps the example on one line: no-break spaces and a no-break hyphen', () => {
    const t = translator(english);
    expect(plateHint(t, 'HU')).toBe('As shown on the plate, e.g. AA\u00a0BC\u2011123');
    expect(plateHint(t, 'AT')).toBe('As shown on the plate, e.g. W\u00a012345\u00a0X');
  });
});
