import type { Translate } from '../i18n/t.ts';
import type { REGISTRATION_COUNTRIES } from './countries.ts';

/**
 * One plate a shopper from each registration country would recognise as
 * theirs, in its national layout: a hint with a foreign example makes people
 * copy the wrong spacing or dashes. Letters-only series are made up. Where a country changed its
 * layout, the one new cars get (Hungary's four letters since 2022). Each is written as the Partner API's
 * plate check writes it back (src/plate-examples.test.ts), so what the shopper copies is what the review shows.
 */
const EXAMPLES = {
  AT: 'W 12345 X', CH: 'ZH 123456', CZ: '1AB 2345', SK: 'BA-123AB', HU: 'AA BC-123', SI: 'LJ AB-123',
  RO: 'CJ 12 ABC', BG: 'CA 1234 AB', MD: 'ABC 123',
  DE: 'M-AB 1234', IT: 'AB 123CD', FR: 'AB-123-CD', PL: 'WA 12345', HR: 'ZG 1234-AB', RS: 'BG 123-AB',
  UA: 'AA 1234 BB', LI: 'FL 12345', AL: 'AA 123 BB', BA: 'A12-E-345', ME: 'PG AB123', MK: 'SK 1234 AB',
  XK: '01-123-AB', GR: 'IKB-1234', TR: '34 ABC 123', BE: '1-ABC-123', NL: '12-ABC-3', LU: 'AB 1234',
  DK: 'AB 12 345', SE: 'ABC 12A', NO: 'AB 12345', FI: 'ABC-123', IS: 'AB 123', EE: '123 ABC', LV: 'AB-1234',
  LT: 'ABC 123', GB: 'AB12 CDE', IE: '12-D-12345', ES: '1234 BCD', PT: 'AA-12-BB', CY: 'ABC 123', MT: 'ABC 123',
} as const satisfies Record<(typeof REGISTRATION_COUNTRIES)[number], string>;

export function plateExample(country: string): string {
  return (EXAMPLES as Record<string, string>)[country.toUpperCase()] ?? EXAMPLES.AT;
}

/**
 * A plate kept on one line in a sentence (no-break spaces and hyphens): a narrow phone would otherwise break
 * 'AA BC-123' after its dash, and the shopper would read, or copy, half a layout.
 */
export const plateOnOneLine = (plate: string): string => plate.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');

/** The plate field's hint with the country's example, on one line. */
export const plateHint = (t: Translate, country: string): string =>
  t('hint.plate', { example: plateOnOneLine(plateExample(country)) });
