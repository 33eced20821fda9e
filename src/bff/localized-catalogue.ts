import { type ProductLanguage, localizeProduct } from '../contract/product-texts/product-texts.ts';
import { type CatalogueSnapshot, etagOf } from './catalogue-cache.ts';

/** One encoded answer of GET /api/catalogue. */
export interface CatalogueAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

/** Each copy of the catalogue in each language asked for, encoded once; a replaced copy takes its answers along. */
const answers = new WeakMap<CatalogueSnapshot, Map<ProductLanguage, CatalogueAnswer>>();

/**
 * The copy with its product names and descriptions in `language`
 * (src/contract/product-texts): built from the copy the BFF already holds,
 * so a language never costs an upstream request, and then served as bytes.
 */
export function localizedCatalogue(snapshot: CatalogueSnapshot, language: ProductLanguage): CatalogueAnswer {
  let byLanguage = answers.get(snapshot);
  if (!byLanguage) answers.set(snapshot, byLanguage = new Map());
  const known = byLanguage.get(language);
  if (known) return known;
  const products = JSON.stringify([...snapshot.products.values()].map((p) => localizeProduct(p, language)));
  const fetchedAt = new Date(snapshot.fetchedAt).toISOString();
  const body = Buffer.from(`{"products":${products},"status":${snapshot.statusJson},"fetched_at":"${fetchedAt}"}`);
  const answer = { body, etag: etagOf(body) };
  byLanguage.set(language, answer);
  return answer;
}
