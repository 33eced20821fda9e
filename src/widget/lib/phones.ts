/**
 * A mobile number as people of each of our countries write theirs, for the
 * phone field's hint: a Moldovan shopper is shown +373, not a Romanian number.
 */
const EXAMPLES: Record<string, string> = {
  AT: '+43 660 1234567', CH: '+41 79 123 45 67', CZ: '+420 601 123 456', SK: '+421 905 123 456',
  HU: '+36 20 123 4567', SI: '+386 41 123 456', RO: '+40 712 345 678', BG: '+359 88 123 4567',
  MD: '+373 69 123 456',
};

export function phoneExample(country: string | null): string {
  return EXAMPLES[country ?? ''] ?? '+43 660 1234567';
}
