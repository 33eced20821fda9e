import { createHash } from 'node:crypto';
import type { Product, ProductsStatus } from '../contract/product.ts';
import { problem } from '../contract/problem.ts';
import { ProblemError } from './problem-response.ts';
import type { UpstreamClient } from './upstream-client.ts';

const CATALOGUE_TTL_MS = 60_000;
/** After a failed refresh, wait this long before asking the upstream again (its limit is 5 calls a minute). */
const FAILURE_BACKOFF_MS = 15_000;

/** One filled copy of the catalogue, with its HTTP answer computed once. */
export interface CatalogueSnapshot {
  /** Encoded once: each answer then writes these bytes as they are. */
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly fetchedAt: number;
  readonly products: ReadonlyMap<string, Product>;
}

export interface CatalogueRead {
  snapshot: CatalogueSnapshot;
  /** True when the upstream failed and this is an older copy. */
  stale: boolean;
}

export type CatalogueLoader = () => Promise<{ products: Product[]; status: ProductsStatus }>;

/**
 * The spec asks partners to fetch products no more than once every 5 minutes
 * (and at least once every 30), while the products status is worth a fresh
 * look every minute: so the status is fetched on each refresh and the
 * products only once they are this old.
 */
export const PRODUCTS_TTL_MS = 5 * 60_000;

/**
 * Loads both halves of the catalogue. An upstream 4xx here (say a 429) is
 * not the shopper's doing, so it reaches the widget as "unavailable".
 */
export function catalogueFromUpstream(upstream: Pick<UpstreamClient, 'listProducts' | 'productsStatus'>, now: () => number = Date.now): CatalogueLoader {
  let products: { list: Product[]; fetchedAt: number } | undefined;
  const currentProducts = async (): Promise<Product[]> => {
    if (products && now() - products.fetchedAt < PRODUCTS_TTL_MS) return products.list;
    const fetchedAt = now();
    const list = await upstream.listProducts();
    products = { list, fetchedAt };
    return list;
  };
  return async () => {
    try {
      const [list, status] = await Promise.all([currentProducts(), upstream.productsStatus()]);
      return { products: list, status };
    } catch (error) {
      if (error instanceof ProblemError && error.problem.status < 500) {
        throw new ProblemError(problem(503, 'upstream_unavailable', 'The product catalogue is not available right now', {
          detail: 'Try again in a moment.',
        }), { 'Retry-After': '15' });
      }
      throw error;
    }
  };
}

/**
 * The catalogue, kept 60 s in memory: with thousands of widget loads a
 * minute the upstream still sees at most one call a minute per route. Concurrent
 * misses share one refresh; when a refresh fails the last copy is served.
 */
export class CatalogueCache {
  readonly #load: CatalogueLoader;
  readonly #now: () => number;
  #snapshot: CatalogueSnapshot | undefined;
  #refresh: Promise<CatalogueSnapshot> | undefined;
  #lastFailure: { at: number; error: ProblemError } | undefined;

  constructor(load: CatalogueLoader, now: () => number = Date.now) {
    this.#load = load;
    this.#now = now;
  }

  /** The copy when it is fresh, without any await: the hot path of GET /api/catalogue. */
  fresh(): CatalogueSnapshot | undefined {
    const snapshot = this.#snapshot;
    return snapshot && this.#now() - snapshot.fetchedAt < CATALOGUE_TTL_MS ? snapshot : undefined;
  }

  /** A product from the last copy we had, fresh or not; never calls the upstream. */
  lastKnownProduct(slug: string): Product | undefined {
    return this.#snapshot?.products.get(slug);
  }

  /** The fresh copy, refreshing it if needed; throws a ProblemError when no copy can be had. */
  async read(): Promise<CatalogueRead> {
    const fresh = this.fresh();
    if (fresh) return { snapshot: fresh, stale: false };
    const failure = this.#lastFailure;
    if (!this.#refresh && failure && this.#now() - failure.at < FAILURE_BACKOFF_MS)
      return this.#fallback(failure.error);
    this.#refresh ??= this.#fill().finally(() => {
      this.#refresh = undefined;
    });
    try {
      return { snapshot: await this.#refresh, stale: false };
    } catch (error) {
      if (error instanceof ProblemError) return this.#fallback(error);
      throw error;
    }
  }

  async #fill(): Promise<CatalogueSnapshot> {
    try {
      const { products, status } = await this.#load();
      const fetchedAt = this.#now();
      const body = Buffer.from(JSON.stringify({ products, status, fetched_at: new Date(fetchedAt).toISOString() }));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      this.#snapshot = { body, etag, fetchedAt, products: new Map(products.map((p) => [p.slug, p])) };
      this.#lastFailure = undefined;
      return this.#snapshot;
    } catch (error) {
      if (error instanceof ProblemError) this.#lastFailure = { at: this.#now(), error };
      throw error;
    }
  }

  #fallback(error: ProblemError): CatalogueRead {
    if (this.#snapshot) return { snapshot: this.#snapshot, stale: true };
    throw error;
  }
}
