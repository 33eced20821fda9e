import type { VehicleType } from '../primitives.ts';
import { COUNTY_VIGNETTE_PREFIX, type CountySlug } from './hungarian-counties.ts';
import { texts as bg } from './bg.ts';
import { texts as cs } from './cs.ts';
import { texts as de } from './de.ts';
import { texts as en } from './en.ts';
import { texts as fr } from './fr.ts';
import { texts as hu } from './hu.ts';
import { texts as it } from './it.ts';
import { texts as ro } from './ro.ts';
import { texts as sk } from './sk.ts';
import { texts as sl } from './sl.ts';

/**
 * What a shopper reads of a product, in the languages of the 9 countries.
 * The BFF serves the catalogue in the widget's language from these tables,
 * and the Partner API writes its payment page and confirmation PDF with
 * them; the widget never loads them (they would weigh more than the widget).
 * A product the tables do not know keeps the service's own text.
 */
export interface ProductText { name: string; description: string }

export interface ProductTextTable {
  /** By slug: every product of the sandbox catalogue but the county vignettes. */
  products: Readonly<Record<string, ProductText>>;
  /** The county vignettes: `{county}` in the name is the county's name from `counties`. */
  county: ProductText;
  counties: Readonly<Record<CountySlug, string>>;
  /** Vehicle types as a word inside a sentence. */
  vehicleTypes: Readonly<Record<VehicleType, string>>;
}

export const PRODUCT_LANGUAGES = ['en', 'de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'] as const;
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];

export const PRODUCT_TEXTS: Readonly<Record<ProductLanguage, ProductTextTable>> = {
  en, de, fr, it, cs, sk, hu, sl, ro, bg,
};

/** The language of any BCP 47 tag (`de-AT` is `de`); one we have no texts for, or none, is English. */
export function productLanguage(tag: string | null | undefined): ProductLanguage {
  const language = tag?.split('-')[0]?.toLowerCase();
  return PRODUCT_LANGUAGES.find((l) => l === language) ?? 'en';
}

const fill = (template: string, county: string) => template.replaceAll('{county}', county);

/**
 * A number and its unit on one line (no-break spaces: "1 Tag", "10 nap", Romanian "30 de zile"): a name wraps
 * beside its price on a phone, and "Vignette Österreich, 1" with "Tag" on the next line reads wrong.
 */
const keepNumbersWithUnits = (text: string) => text.replace(/\d+(?: de)? \p{L}/gu, (m) => m.replaceAll(' ', '\u00a0'));
/** A one-letter prefix with its word (a no-break hyphen: Hungarian "e-matrica"), never "e-" ending a line. */
const keepPrefixesWithWords = (text: string) => text.replace(/(?<!\p{L})(\p{L})-(?=\p{L})/gu, '$1\u2011');
/**
 * A spaced dash with the word before it (a no-break space: Hungarian "Autópálya-matrica – Ausztria"), so a
 * narrow line breaks after the dash and never starts with it.
 */
const keepDashesWithWords = (text: string) => text.replace(/ (?=[\u2013\u2014] )/gu, '\u00a0');
const typesetText = (text: string) => keepDashesWithWords(keepPrefixesWithWords(keepNumbersWithUnits(text)));
const typeset = (text: ProductText): ProductText =>
  ({ name: typesetText(text.name), description: typesetText(text.description) });

export function productText(slug: string, language: ProductLanguage): ProductText | undefined {
  const table = PRODUCT_TEXTS[language];
  const own = table.products[slug];
  if (own || !slug.startsWith(COUNTY_VIGNETTE_PREFIX)) return own && typeset(own);
  const county = table.counties[slug.slice(COUNTY_VIGNETTE_PREFIX.length) as CountySlug] as string | undefined;
  if (county === undefined) return undefined;
  return typeset({ name: fill(table.county.name, county), description: fill(table.county.description, county) });
}

/** The product with its name and description in `language`, or as the service wrote them when the tables lack it. */
export function localizeProduct<P extends ProductText & { slug: string }>(product: P, language: ProductLanguage): P {
  const text = productText(product.slug, language);
  return text ? { ...product, name: text.name, description: text.description } : product;
}

export const vehicleTypeName = (type: VehicleType, language: ProductLanguage): string =>
  PRODUCT_TEXTS[language].vehicleTypes[type];
