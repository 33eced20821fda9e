import { type ProductLanguage, localizeProduct } from '../contract/product-texts/product-texts.ts';
import { type CatalogueSnapshot, etagOf } from './catalogue-cache.ts';
import type { ReferenceRates } from './reference-rates.ts';

/** One encoded answer of GET /api/catalogue. */
export interface CatalogueAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

/** Each copy of the catalogue in each language asked for, encoded once; a replaced copy takes its answers along. */
const answers = new WeakMap<CatalogueSnapshot, Map<string, CatalogueAnswer>>();

/**
 * The copy with its product names and descriptions in `language`
 * (src/contract/product-texts): built from the copy the BFF already holds,
 * so a language never costs an upstream request, and then served as bytes.
 * The partner's reference rates (BFF_REFERENCE_RATES) ride along, for the
 * widget's prices in local money.
 */
export function localizedCatalogue(
  snapshot: CatalogueSnapshot, language: ProductLanguage, rates?: ReferenceRates,
): CatalogueAnswer {
  let byLanguage = answers.get(snapshot);
  if (!byLanguage) answers.set(snapshot, byLanguage = new Map());
  const ratesJson = rates ? `,"reference_rates":${JSON.stringify(rates)}` : '';
  const key = `${language}${ratesJson}`;
  const known = byLanguage.get(key);
  if (known) return known;
  const products = JSON.stringify([...snapshot.products.values()].map((p) => localizeProduct(p, language)));
  const fetchedAt = new Date(snapshot.fetchedAt).toISOString();
  const body = Buffer.from(`{"products":${products},"status":${snapshot.statusJson},"fetched_at":"${fetchedAt}"${ratesJson}}`);
  const answer = { body, etag: etagOf(body) };
  byLanguage.set(key, answer);
  return answer;
}
