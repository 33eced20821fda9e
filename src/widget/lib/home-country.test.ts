import { describe, expect, it } from 'vitest';
import { homeCountry } from './home-country.ts';

describe('homeCountry', () => {
  it('takes the region of the locale first', () => {
    expect(homeCountry('de-AT')).toBe('AT');
    expect(homeCountry('ro-MD')).toBe('MD');
    expect(homeCountry('fr-CH')).toBe('CH');
    expect(homeCountry('en-GB')).toBe('GB');
  });

  it('knows the one country of a language spoken in one of ours only', () => {
    expect(homeCountry('cs')).toBe('CZ');
    expect(homeCountry('hu')).toBe('HU');
    expect(homeCountry('sl')).toBe('SI');
    expect(homeCountry('ro')).toBe('RO');
  });

  it('asks (null) for a language spoken in many countries, or a tag it cannot read', () => {
    expect(homeCountry('de')).toBeNull();
    expect(homeCountry('en')).toBeNull();
    expect(homeCountry('it')).toBeNull();
    expect(homeCountry('not a tag')).toBeNull();
  });
});
