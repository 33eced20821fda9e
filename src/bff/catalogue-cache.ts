import { createHash } from 'node:crypto';
import type { Product } from '../contract/product.ts';
import { problem } from '../contract/problem.ts';
import { ProblemError } from '../server-kit/problem-error.ts';
import type { CatalogueLoader, ProductList } from './catalogue-loader.ts';
import type { CatalogueRecord, ChangeFeed, SharedCatalogue } from './storage/storage.ts';

const CATALOGUE_TTL_MS = 60_000;
/** Older than this, a copy is marked stale to browsers: the refresh (every 15 s) has missed its turns. */
const STALE_AFTER_MS = 3 * CATALOGUE_TTL_MS;
/** After a failed refresh, wait this long before asking the upstream again (its limit is 5 calls a minute). */
const FAILURE_BACKOFF_MS = 15_000;
/** Longer than one refresh can take (two upstream reads with their timeouts), so only a dead holder's lapses. */
const LEASE_MS = 30_000;

/** A strong ETag of an encoded answer. */
export const etagOf = (body: Uint8Array): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** One filled copy of the catalogue, with its HTTP answer computed once. */
export interface CatalogueSnapshot {
  /** Encoded once: each answer then writes these bytes as they are. */
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly fetchedAt: number;
  readonly products: ReadonlyMap<string, Product>;
  /** The status half of the body as served, for the answers in each language. */
  readonly statusJson: string;
}

export interface CatalogueRead {
  snapshot: CatalogueSnapshot;
  /** True when the upstream failed and this is an older copy. */
  stale: boolean;
}

export interface CatalogueCacheDeps {
  load: CatalogueLoader;
  /** The fleet's copy and its refresh lease. */
  shared: SharedCatalogue;
  changes: ChangeFeed;
  /** This instance's name on the lease. */
  holder: string;
  now: () => number;
}

/**
 * The catalogue in memory, refreshed by the BFF's own schedule (refreshIfDue,
 * every 60 s), never by a widget: whatever the traffic and however many
 * instances run, the upstream sees one status call a minute and one products
 * call every 5. The instance holding the shared lease refreshes, writes the
 * copy to storage and announces it; the others adopt it. Only a cold start
 * with no copy anywhere makes a request wait; when a refresh fails the last
 * copy is served, marked stale.
 */
export class CatalogueCache {
  readonly #deps: CatalogueCacheDeps;
  #snapshot: CatalogueSnapshot | undefined;
  #refresh: Promise<CatalogueSnapshot> | undefined;
  #lastFailure: { at: number; error: ProblemError } | undefined;
  readonly #waiting = new Set<(snapshot: CatalogueSnapshot) => void>();

  constructor(deps: CatalogueCacheDeps) {
    this.#deps = deps;
  }

  /** Adopts each copy another instance announces; returns the stop function. */
  listen(warn: (message: string) => void): () => void {
    const adopt = () => {
      this.#adoptShared().catch((error: unknown) => warn(`BFF: could not read the shared catalogue: ${String(error)}`));
    };
    return this.#deps.changes.listen((change) => {
      if (change.kind === 'catalogue') adopt();
    }, adopt);
  }

  /** The copy when it is fresh, without any await: the hot path of GET /api/catalogue. */
  fresh(): CatalogueSnapshot | undefined {
    const snapshot = this.#snapshot;
    return snapshot && this.#deps.now() - snapshot.fetchedAt < CATALOGUE_TTL_MS ? snapshot : undefined;
  }

  /** A product from the last copy we had, fresh or not; never calls the upstream. */
  lastKnownProduct(slug: string): Product | undefined {
    return this.#snapshot?.products.get(slug);
  }

  /** The copy we have (never calling the upstream for it), or, on a cold start, the first one once loaded. */
  async read(): Promise<CatalogueRead> {
    const now = this.#deps.now();
    const snapshot = this.#snapshot;
    if (snapshot) {
      return { snapshot, stale: this.#lastFailure !== undefined || now - snapshot.fetchedAt >= STALE_AFTER_MS };
    }
    const failure = this.#lastFailure;
    if (!this.#refresh && failure && now - failure.at < FAILURE_BACKOFF_MS) throw failure.error;
    const first = await this.#shared();
    return { snapshot: first, stale: now - first.fetchedAt >= STALE_AFTER_MS };
  }

  /** Refreshes the copy when it is a minute old (the BFF's timer calls this); a failure keeps the last copy. */
  async refreshIfDue(): Promise<void> {
    if (this.fresh()) return;
    const failure = this.#lastFailure;
    if (!this.#refresh && failure && this.#deps.now() - failure.at < FAILURE_BACKOFF_MS) return;
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
    const { shared, holder, now, load, changes } = this.#deps;
    const current = await shared.read();
    if (current && now() - current.fetchedAt < CATALOGUE_TTL_MS) return this.#adopt(current);
    if (!await shared.lease(holder, now(), now() + LEASE_MS)) {
      // Another instance is refreshing: serve what we have until it announces the new copy.
      if (this.#snapshot) return this.#snapshot;
      if (current) return this.#adopt(current);
      return this.#announced();
    }
    try {
      // Another instance may have written a fresh copy, and let go of the lease, since we read.
      const latest = await shared.read();
      if (latest && now() - latest.fetchedAt < CATALOGUE_TTL_MS) {
        await shared.release(holder);
        return this.#adopt(latest);
      }
      const previous: ProductList | undefined = latest && {
        products: JSON.parse(latest.productsJson) as Product[], fetchedAt: latest.productsFetchedAt,
      };
      const { products, status } = await load(previous);
      const record: CatalogueRecord = {
        productsJson: JSON.stringify(products.products),
        productsFetchedAt: products.fetchedAt,
        statusJson: JSON.stringify(status),
        fetchedAt: now(),
      };
      await shared.write(holder, record);
      this.#lastFailure = undefined;
      const snapshot = this.#adopt(record);
      await changes.notify({ kind: 'catalogue' });
      return snapshot;
    } catch (error) {
      await shared.release(holder);
      if (error instanceof ProblemError) this.#lastFailure = { at: now(), error };
      throw error;
    }
  }

  /** The copy the lease holder announces next; a holder that dies meanwhile lets the wait end in a 503. */
  #announced(): Promise<CatalogueSnapshot> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(resolve);
        reject(new ProblemError(problem(503, 'upstream_unavailable', 'The product catalogue is not available right now', {
          detail: 'Try again in a moment.',
        }), { 'Retry-After': '5' }));
      }, LEASE_MS).unref();
      this.#waiting.add((snapshot) => {
        clearTimeout(timer);
        resolve(snapshot);
      });
    });
  }

  async #adoptShared(): Promise<void> {
    const record = await this.#deps.shared.read();
    if (record && (!this.#snapshot || record.fetchedAt > this.#snapshot.fetchedAt)) this.#adopt(record);
  }

  #adopt(record: CatalogueRecord): CatalogueSnapshot {
    if (this.#snapshot && this.#snapshot.fetchedAt >= record.fetchedAt) return this.#snapshot;
    // Both halves are stored as the JSON they are served as, so the body is spliced, not re-encoded.
    const fetchedAt = new Date(record.fetchedAt).toISOString();
    const body = Buffer.from(`{"products":${record.productsJson},"status":${record.statusJson},"fetched_at":"${fetchedAt}"}`);
    const etag = etagOf(body);
    const products = JSON.parse(record.productsJson) as Product[];
    const snapshot = {
      body, etag, fetchedAt: record.fetchedAt, statusJson: record.statusJson,
      products: new Map(products.map((p) => [p.slug, p])),
    };
    this.#snapshot = snapshot;
    for (const waiter of [...this.#waiting]) waiter(snapshot);
    this.#waiting.clear();
    return snapshot;
  }
}
