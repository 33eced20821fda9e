import type { Country } from '../../contract/primitives.ts';
import { madeOnce } from './made-once.ts';

/**
 * The contract's COUNTRIES, repeated because the widget loads no contract
 * code at run time (zod stays out of it); a test keeps the two lists equal.
 */
export const PRODUCT_COUNTRIES = ['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'] as const satisfies readonly Country[];

/** Where vehicles driving through the 9 countries are usually registered. */
export const REGISTRATION_COUNTRIES = [
  'AL', 'AT', 'BA', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU',
  'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE',
  'SI', 'SK', 'TR', 'UA', 'XK',
] as const;

const regionNames = madeOnce((locale: string) => new Intl.DisplayNames([locale, 'en'], { type: 'region' }));

/** Country names from the browser's own data, so every locale gets them for free. */
export function countryNamer(locale: string): (code: string) => string {
  const names = regionNames(locale);
  return (code) => names.of(code) ?? code;
}

export function registrationCountries(locale: string): { code: string; name: string }[] {
  const name = countryNamer(locale);
  return REGISTRATION_COUNTRIES.map((code) => ({ code, name: name(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
