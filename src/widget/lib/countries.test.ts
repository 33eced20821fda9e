import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../contract/primitives.ts';
import { PRODUCT_COUNTRIES, countryNamer, registrationCountries } from './countries.ts';

describe('countries', () => {
  it('repeats the contract list exactly', () => {
    expect(PRODUCT_COUNTRIES).toEqual(COUNTRIES);
  });
  it('names the product countries in English', () => {
    const name = countryNamer('en');
    expect(['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'].map(name)).toEqual([
      'Austria', 'Switzerland', 'Czechia', 'Slovakia', 'Hungary', 'Slovenia', 'Romania', 'Bulgaria', 'Moldova',
    ]);
  });
  it('lists registration countries sorted by name, with the 9 included', () => {
    const list = registrationCountries('en');
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['AT', 'MD', 'DE']));
  });
});
