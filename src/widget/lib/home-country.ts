/** Our languages spoken as a national language in one of our countries only. */
const ONLY_COUNTRY: Record<string, string> = { cs: 'CZ', sk: 'SK', hu: 'HU', sl: 'SI', bg: 'BG', ro: 'RO' };

/**
 * The shopper's own country as far as the locale tells it: its region
 * (`de-AT`, `ro-MD`, `fr-CH`), else the one country of its language (`cs`);
 * null for a bare `de`, `en`, `fr` or `it`, spoken in many, where the widget asks.
 */
export function homeCountry(locale: string): string | null {
  try {
    const { region, language } = new Intl.Locale(locale);
    return region ?? ONLY_COUNTRY[language] ?? null;
  } catch {
    return null;
  }
}
