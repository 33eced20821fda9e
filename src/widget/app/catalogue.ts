import type { Product, ProductsStatus } from '../../contract/product.ts';

/** GET /api/catalogue?locale=, as architecture.md describes it. */
export interface Catalogue {
  products: Product[];
  status: ProductsStatus;
  fetched_at: string;
  /** The partner's reference rates (BFF_REFERENCE_RATES): units of each local currency one euro buys. */
  reference_rates?: { as_of: string; per_eur: Record<string, number> };
}

const TTL_MS = 60_000;

/**
 * Module-level on purpose: every widget on the page that talks to the same
 * BFF in the same language shares one request. This is shared data,
 * read-only; each widget keeps its own state.
 */
const cache = new Map<string, { at: number; promise: Promise<Catalogue> }>();

/**
 * The BFF names and describes the products in the shopper's language, so the
 * product texts of every language never ride in the widget. Only the language
 * goes in the URL: `de-AT` and `de` share one answer, in the browser's cache too.
 */
export function fetchCatalogue(
  apiBase: string,
  locale: string,
  fetchImpl: typeof fetch,
  now: () => number = Date.now,
): Promise<Catalogue> {
  const url = `${apiBase}/api/catalogue?locale=${encodeURIComponent(locale.split('-')[0]!.toLowerCase())}`;
  const hit = cache.get(url);
  if (hit && now() - hit.at < TTL_MS) return hit.promise;
  const promise = fetchImpl(url, { headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`catalogue: HTTP ${res.status}`);
      const body = (await res.json()) as Catalogue;
      if (!Array.isArray(body?.products) || !Array.isArray(body?.status?.products)) throw new Error('catalogue: bad body');
      return body;
    })
    .catch((error: unknown) => {
      // A failure must not be cached, or a retry would replay it for a minute.
      if (cache.get(url)?.promise === promise) cache.delete(url);
      throw error;
    });
  cache.set(url, { at: now(), promise });
  return promise;
}
