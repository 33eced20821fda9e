/**
 * The /embed page's language: any BCP 47 tag whose language the widget
 * speaks is passed on as is (its region decides formats); anything else,
 * malformed included, is English. Never an error: a partner must never see
 * an empty frame. Canonical tags hold only letters, digits and dashes, so
 * the result is safe in HTML attributes.
 */
const PAGE_TITLES: Record<string, string> = {
  en: 'Road checkout',
  de: 'Straßen-Checkout',
  fr: 'Paiement routier',
  it: 'Checkout stradale',
  cs: 'Nákup dálničních poplatků',
  sk: 'Nákup diaľničných poplatkov',
  hu: 'Úthasználati díjak vásárlása',
  sl: 'Nakup cestnin',
  ro: 'Plata taxelor rutiere',
  bg: 'Плащане на пътни такси',
};

export interface EmbedLocale {
  tag: string;
  /** The tag's language, which names the widget's language chunk and the catalogue's `locale`. */
  language: string;
  title: string;
}

export function embedLocale(requested: string | undefined): EmbedLocale {
  try {
    const tag = Intl.getCanonicalLocales(requested ?? 'en')[0];
    const language = tag?.split('-')[0]!.toLowerCase();
    const title = language ? PAGE_TITLES[language] : undefined;
    if (tag && language && title) return { tag, language, title };
  } catch {
    // Not a BCP 47 tag: English below.
  }
  return { tag: 'en', language: 'en', title: PAGE_TITLES.en! };
}
