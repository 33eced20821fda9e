import type { Product, ProductsStatus } from '../../contract/product.ts';
import type { ProblemLike } from './api.ts';

/** GET /api/catalogue?locale=, as architecture.md describes it. */
export interface Catalogue {
  products: Product[];
  status: ProductsStatus;
  fetched_at: string;
  /** The partner's reference rates (BFF_REFERENCE_RATES): units of each local currency one euro buys. */
  reference_rates?: { as_of: string; per_eur: Record<string, number> };
}

const TTL_MS = 60_000;

/** The BFF's refusal of a page whose origin it does not allow (bff/middleware/api-cors.ts): no reload helps. */
export const ORIGIN_NOT_ALLOWED = 'origin_not_allowed';

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
      const body = (await res.json().catch(() => null)) as (Catalogue & ProblemLike) | null;
      // The page's developer reads the BFF's words (its origin, the setting) in the answer; the host hears the code.
      if (body?.code === ORIGIN_NOT_ALLOWED) throw body;
      if (!res.ok || !Array.isArray(body?.products) || !Array.isArray(body.status?.products)) {
        throw new Error(`catalogue: HTTP ${res.status}`);
      }
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
