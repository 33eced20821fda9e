import type { ExternalOrder, ExternalOrderCreateInput } from '../../contract/external-order.ts';
import type { Order, OrderCreateInput } from '../../contract/order.ts';
import type { VehicleType } from '../../contract/primitives.ts';
import type * as z from 'zod/mini';
import type { Problem } from '../../contract/problem.ts';
import type { OrderEnd } from '../../contract/widget-api.ts';

export type { OrderEnd };

/**
 * Everything a BFF keeps, behind one interface with two engines: SQLite (one
 * instance, the embedded default) and PostgreSQL (any number of instances
 * sharing one database). Whatever must hold for the partner as a whole
 * (one order per widget key, one claim per job, the upstream quota, one
 * catalogue refresh per window, change notices) is decided here, by the
 * database, never in one instance's memory.
 */
export interface BffStorage {
  readonly engine: 'sqlite' | 'postgres';
  readonly orders: OrderRecords;
  readonly jobs: JobRecords;
  readonly baskets: BasketRecords;
  readonly quota: QuotaLedger;
  readonly catalogue: SharedCatalogue;
  readonly changes: ChangeFeed;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoredOrder {
  order: Order;
  tokenHash: string;
  /** How it ended where its snapshot cannot tell (the shopper's cancel, or a failure first); null otherwise. */
  endedBy: OrderEnd | null;
}

export interface WebhookOutcome {
  duplicate: boolean;
  /** The order as now stored, when this event made it newer. */
  updated: Order | null;
}

export interface OrderRecords {
  /** Stores a created order; a replay naming an order already held keeps its newest version, adopts the token. */
  saveCreated(order: Order, tokenHash: string, now: number): Promise<void>;
  get(id: string): Promise<StoredOrder | undefined>;
  /** Stores `order` when an older version of it is held; true when it did. */
  saveIfNewer(order: Order, now: number): Promise<boolean>;
  /**
   * In one transaction: records `webhookId` (forgetting ids older than
   * `forgetBefore`) and, unless it was seen, stores `order` if newer.
   */
  applyWebhook(webhookId: string, order: Order | null, now: number, forgetBefore: number): Promise<WebhookOutcome>;
  /** Notes how the order ended unless a first note is there (a failure refunded later stays one); true when it did. */
  noteEnd(id: string, end: OrderEnd): Promise<boolean>;
}

/** What a basket's view needs beyond its external order: the widget's request, without personal data. */
export interface BasketFacts {
  vehicle: { plate: string; country: string; type: VehicleType };
  items: Array<{ product: string; start_date: string }>;
  locale: string | null;
  open_order_details_by_default: boolean;
}

export interface StoredBasket {
  externalOrder: ExternalOrder;
  facts: BasketFacts;
  /** SHA-256 of the basket's access token; its orders are stored with the same hash. */
  tokenHash: string;
  /** When the BFF last stored news of it (BFF clock, ms). */
  updatedAt: number;
}

/**
 * Baskets (external orders) this BFF created. A basket only moves forward:
 * OPEN, then PAID, CANCELED or EXPIRED, never back.
 */
export interface BasketRecords {
  /** Stores a created basket; one already held (a replay) keeps what it has, adopting the token hash. */
  saveCreated(externalOrder: ExternalOrder, facts: BasketFacts, tokenHash: string, now: number): Promise<void>;
  get(id: string): Promise<StoredBasket | undefined>;
  /** Stores `externalOrder` over an OPEN one held under its id when it has left OPEN; true when it did. */
  saveIfForward(externalOrder: ExternalOrder, now: number): Promise<boolean>;
}

/** What a queued creation sends upstream: an order, or a basket as one external order. */
export type JobInput = OrderCreateInput | BasketJobInput;

/**
 * A basket's external order as the BFF sends it, the payment page's `open_order_details_by_default` and the
 * shopper's `locale` included (the orders its payment makes keep the locale for their PDFs).
 */
export type BasketJobInput = z.input<typeof ExternalOrderCreateInput>;

export type JobState = 'queued' | 'attempting' | 'retrying' | 'created' | 'rejected' | 'given_up';

export interface CheckoutJob {
  seq: number;
  checkoutId: string;
  /** The widget's Idempotency-Key as access-token.ts hashes it; the key itself is never stored. */
  keyHash: string;
  requestHash: string;
  input: JobInput;
  /** SHA-256 of the order's access token (made again from the key on a replay); the token is never stored. */
  tokenHash: string;
  state: JobState;
  attempts: number;
  /** For a waiting job, when it may go; for one being attempted, when its claim lapses. */
  nextAttemptAt: number;
  orderId: string | null;
  problem: Problem | null;
}

export interface NewCheckoutJob {
  checkoutId: string;
  keyHash: string;
  requestHash: string;
  input: JobInput;
  tokenHash: string;
}

export type JobOutcome =
  | { state: 'created'; orderId: string }
  | { state: 'rejected' | 'given_up'; problem: Problem }
  | { state: 'retrying'; nextAttemptAt: number };

/**
 * The durable queue of order creations, one job per widget Idempotency-Key.
 * A claim holds a job for one attempt until `leaseUntil`; a claim whose
 * holder died lapses then and the job is due again, for any instance.
 */
export interface JobRecords {
  byKeyHash(keyHash: string): Promise<CheckoutJob | undefined>;
  byCheckoutId(checkoutId: string): Promise<CheckoutJob | undefined>;
  /**
   * Adds a job unless one already has its key hash: then that one is returned,
   * with `added` false. Finished jobs older than `forgetBefore` are dropped.
   */
  add(job: NewCheckoutJob, now: number, forgetBefore: number): Promise<{ job: CheckoutJob; added: boolean }>;
  /** Takes `seq` for one attempt if it is due (or its last claim lapsed); false when another holds it. */
  claim(seq: number, now: number, leaseUntil: number): Promise<CheckoutJob | undefined>;
  /** Ends the attempt `claim` holds; a claim that lapsed and was taken over ends nothing. */
  finish(claim: Pick<CheckoutJob, 'seq' | 'attempts'>, outcome: JobOutcome, now: number): Promise<void>;
  /** Forgets a finished job, so its key can start again. */
  remove(seq: number): Promise<void>;
  /** The oldest job that may be attempted now, if any. */
  nextDue(now: number): Promise<CheckoutJob | undefined>;
  /** Waiting jobs that came before `seq`. */
  ahead(seq: number): Promise<number>;
  /** Waiting jobs in all. */
  depth(): Promise<number>;
}

/**
 * The partner's upstream calls of the last `windowMs`, counted per key for
 * every instance together: take() is atomic across instances.
 */
export interface QuotaLedger {
  /** Spends one call of `key` unless `limit` were made in the window; true when spent. */
  take(key: string, limit: number, windowMs: number, now: number): Promise<boolean>;
  /** Milliseconds until `key` has a call to spend again (0 when it has one now). */
  waitMs(key: string, limit: number, windowMs: number, now: number): Promise<number>;
  /** Gives back one call of `key` spent at `at` that was not made after all. */
  refund(key: string, at: number): Promise<void>;
  /** Drops every call made at or before `before`, of keys no longer spent too (one per order id). */
  forget(before: number): Promise<void>;
}

/** The catalogue as one refresh left it, for every instance to serve. */
export interface CatalogueRecord {
  /** The products list and when it was fetched (it is fetched less often than the status). */
  productsJson: string;
  productsFetchedAt: number;
  statusJson: string;
  fetchedAt: number;
}

/** One catalogue for the fleet: one instance at a time holds the lease to refresh it. */
export interface SharedCatalogue {
  read(): Promise<CatalogueRecord | undefined>;
  /** Takes the refresh lease until `until` when no live lease is held; true when taken. */
  lease(holder: string, now: number, until: number): Promise<boolean>;
  /** Writes a refreshed catalogue and gives the lease back. */
  write(holder: string, record: CatalogueRecord): Promise<void>;
  /** Gives the lease back after a failed refresh. */
  release(holder: string): Promise<void>;
}

/** What changed: an order (by id), a queued checkout (by checkout id), a basket (by id), or the shared catalogue. */
export type Change = { kind: 'order' | 'checkout' | 'basket'; id: string } | { kind: 'catalogue' };

/**
 * Notices of changes, from any instance to every instance (itself included).
 * Only the notice travels: a listener reads the current state from storage,
 * so a notice lost or doubled changes nothing but timing.
 */
export interface ChangeFeed {
  notify(change: Change): Promise<void>;
  /**
   * Calls `listener` for each notice. `resync` runs after the feed had to
   * reconnect: notices may have been missed, so watchers read everything again.
   */
  listen(listener: (change: Change) => void, resync: () => void): () => void;
}
