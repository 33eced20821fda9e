import { createHash } from 'node:crypto';
import type { Product, ProductsStatus } from '../contract/product.ts';
import { problem } from '../contract/problem.ts';
import { ProblemError } from '../server-kit/problem-error.ts';
import type { UpstreamClient } from './upstream-client.ts';

const CATALOGUE_TTL_MS = 60_000;
/** Older than this, a copy is marked stale to browsers: the refresh (every 15 s) has missed its turns. */
const STALE_AFTER_MS = 3 * CATALOGUE_TTL_MS;
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

/** Each price that differs between two product lists, in words for the operator. */
export function priceChanges(before: Product[], after: Product[]): string[] {
  const old = new Map(before.flatMap((p) => p.prices.map((pr) => [`${p.slug} ${pr.vehicle_type}`, pr.price] as const)));
  return after.flatMap((p) => p.prices.flatMap((pr) => {
    const was = old.get(`${p.slug} ${pr.vehicle_type}`);
    if (!was || (was.amount === pr.price.amount && was.currency === pr.price.currency)) return [];
    return [`${p.slug} ${pr.vehicle_type}: ${was.amount} ${was.currency} -> ${pr.price.amount} ${pr.price.currency}`];
  }));
}

/**
 * Loads both halves of the catalogue. An upstream 4xx here (say a 429) is
 * not the shopper's doing, so it reaches the widget as "unavailable". Each
 * new product list is checked against the last one (the spec's daily price
 * check, done at every fetch) and changed prices are reported.
 */
export function catalogueFromUpstream(
  upstream: Pick<UpstreamClient, 'listProducts' | 'productsStatus'>,
  now: () => number = Date.now,
  pricesChanged: (changes: string[]) => void = () => {},
): CatalogueLoader {
  let products: { list: Product[]; fetchedAt: number } | undefined;
  const currentProducts = async (): Promise<Product[]> => {
    if (products && now() - products.fetchedAt < PRODUCTS_TTL_MS) return products.list;
    const fetchedAt = now();
    const list = await upstream.listProducts();
    const changes = products ? priceChanges(products.list, list) : [];
    if (changes.length > 0) pricesChanged(changes);
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
 * The catalogue in memory, refreshed by the BFF's own schedule (refreshIfDue,
 * every 60 s), never by a widget: whatever the traffic, the upstream sees one
 * status call a minute and one products call every 5. Only a cold start with
 * no copy yet makes a request wait, sharing one load; when a refresh fails
 * the last copy is served, marked stale.
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

  /** The copy we have (never calling the upstream for it), or, on a cold start, the first one once loaded. */
  async read(): Promise<CatalogueRead> {
    const snapshot = this.#snapshot;
    if (snapshot) {
      return { snapshot, stale: this.#lastFailure !== undefined || this.#now() - snapshot.fetchedAt >= STALE_AFTER_MS };
    }
    const failure = this.#lastFailure;
    if (!this.#refresh && failure && this.#now() - failure.at < FAILURE_BACKOFF_MS) throw failure.error;
    return { snapshot: await this.#shared(), stale: false };
  }

  /** Refreshes the copy when it is a minute old (the BFF's timer calls this); a failure keeps the last copy. */
  async refreshIfDue(): Promise<void> {
    const snapshot = this.#snapshot;
    if (snapshot && this.#now() - snapshot.fetchedAt < CATALOGUE_TTL_MS) return;
    const failure = this.#lastFailure;
    if (!this.#refresh && failure && this.#now() - failure.at < FAILURE_BACKOFF_MS) return;
    await this.#shared().catch((error: unknown) => {
      if (!(error instanceof ProblemError)) throw error;
    });
  }

  #shared(): Promise<CatalogueSnapshot> {
    this.#refresh ??= this.#fill().finally(() => {
      this.#refresh = undefined;
    });
    return this.#refresh;
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
}
