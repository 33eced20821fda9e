import type { Product, ProductsStatus } from '../../contract/product.ts';

/** GET /api/catalogue, as architecture.md describes it. */
export interface Catalogue {
  products: Product[];
  status: ProductsStatus;
  fetched_at: string;
}

const TTL_MS = 60_000;

/**
 * Module-level on purpose: every widget on the page that talks to the same
 * BFF shares one request. This is shared data, read-only; each widget keeps
 * its own state.
 */
const cache = new Map<string, { at: number; promise: Promise<Catalogue> }>();

export function fetchCatalogue(
  apiBase: string,
  fetchImpl: typeof fetch,
  now: () => number = Date.now,
): Promise<Catalogue> {
  const hit = cache.get(apiBase);
  if (hit && now() - hit.at < TTL_MS) return hit.promise;
  const promise = fetchImpl(`${apiBase}/api/catalogue`, { headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`catalogue: HTTP ${res.status}`);
      const body = (await res.json()) as Catalogue;
      if (!Array.isArray(body?.products) || !Array.isArray(body?.status?.products)) throw new Error('catalogue: bad body');
      return body;
    })
    .catch((error: unknown) => {
      // A failure must not be cached, or a retry would replay it for a minute.
      if (cache.get(apiBase)?.promise === promise) cache.delete(apiBase);
      throw error;
    });
  cache.set(apiBase, { at: now(), promise });
  return promise;
}
