import { randomBytes } from 'node:crypto';
import type { BasketAccepted, BasketCreated, CheckoutBasket } from '../contract/basket-api.ts';
import type { OrderView } from './checkout-order.ts';
import type { PaymentProvider } from '../contract/primitives.ts';
import { problem } from '../contract/problem.ts';
import type {
  CheckoutAccepted, CheckoutCreated, CheckoutProgress,
} from '../contract/widget-api.ts';
import type { ClientShares } from './abuse/client-shares.ts';
import { accessTokenFor, accessTokenMatches, checkoutKeyHash, hashAccessToken } from './access-token.ts';
import type { BasketStore } from './basket-store.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { basketInput, isBasketInput, orderInput } from './checkout-input.ts';
import type { BasketInput, CheckoutInput } from './checkout-input.ts';
import { attemptJob } from './checkout-attempt.ts';
import { SALES_PAUSED, givenUp, keyReused } from './checkout-outcomes.ts';
import { checkoutProgress } from './checkout-progress.ts';
import type { OrderEvents } from './order-events.ts';
import type { OrderStore } from './order-store.ts';
import { ProblemError } from '../server-kit/problem-error.ts';
import { requestHash } from '../server-kit/request-hash.ts';
import type { CheckoutJob, CheckoutJobs } from './queue/checkout-jobs.ts';
import type { QuotaGuard } from './queue/quota-guard.ts';
import type { JobInput } from './storage/storage.ts';
import type { UpstreamClient } from './upstream-client.ts';

export type { BasketInput, CheckoutInput };

export interface PlaceOrderDeps {
  store: OrderStore;
  baskets: BasketStore;
  /** A basket as the widget sees it (basket-service.ts), once created. */
  basketView: (basketId: string) => Promise<CheckoutBasket | undefined>;
  jobs: CheckoutJobs;
  upstream: UpstreamClient;
  catalogue: CatalogueCache;
  quota: QuotaGuard;
  /** Each new job spends a call of its client's share of the order creations; replays spend none. */
  shares: ClientShares;
  events: OrderEvents;
  view: OrderView;
  paymentProviders: PaymentProvider[];
  openOrderDetails: boolean;
  now: () => number;
  /** Asks for runDue() again after this long (startBff sets a timer), so a retry goes out on its minute. */
  wakeAfter?: (ms: number) => void;
  /** Spec 4's minute between attempts, unless a browser test needs a give-up in seconds (BffAppOptions). */
  retryIntervalMs?: number;
  /** A job ended: created, rejected, or given_up. */
  outcome?: (state: 'created' | 'rejected' | 'given_up') => void;
  warn: (message: string) => void;
}

/** What POST /api/orders answers: the order (201), or where its creation stands (202). */
export type Placement =
  | { kind: 'created'; created: CheckoutCreated }
  | { kind: 'accepted'; accepted: CheckoutAccepted };

/** What POST /api/baskets answers: the basket (201), or where its creation stands (202). */
export type BasketPlacement =
  | { kind: 'created'; created: BasketCreated }
  | { kind: 'accepted'; accepted: BasketAccepted };

/** A key's job as it stands after its request, and the key's access token. */
interface Settled {
  job: CheckoutJob;
  token: string;
}

/** The upstream quota route a job spends: one call for an order, one for a whole basket. */
type CreationRoute = 'POST /orders' | 'POST /external-orders';
const routeOf = (input: JobInput): CreationRoute => (isBasketInput(input) ? 'POST /external-orders' : 'POST /orders');

export { MAX_ATTEMPTS, RETRY_INTERVAL_MS } from './checkout-outcomes.ts';

/**
 * Creates orders and baskets (one external order each) so that one widget
 * Idempotency-Key makes at most one upstream order or basket and always gets
 * the same answer. Every creation is a job in
 * the durable queue (queue/checkout-jobs.ts): it goes to the upstream at once
 * when the partner's quota allows and no earlier job waits; otherwise, or
 * after a transient failure, the widget gets a checkout to follow and
 * runDue() carries the job on, a minute between attempts, across restarts.
 * The upstream key is derived from the widget key, so every attempt, ours or
 * the widget's, lands on the same upstream order.
 */
export class OrderPlacement {
  readonly #deps: PlaceOrderDeps;
  /** Requests placing their key now (reading, adding or taking up its job), by key hash. */
  readonly #inFlight = new Map<string, { requestHash: string; answer: Promise<Settled> }>();
  #draining: Promise<void> | null = null;
  #drainAgain = false;
  #stopped = false;
  /**
   * Key hashes whose own request is adding their job and may take it straight up:
   * the drain leaves those to it, so a shopper alone in the queue gets the
   * order (201) rather than a checkout to follow (202).
   */
  readonly #direct = new Set<string>();
  /** When the wake asked for the quota comes; none is asked for again before it. */
  #quotaWakeAt = 0;

  constructor(deps: PlaceOrderDeps) {
    this.#deps = deps;
  }

  /**
   * `client` as the per-client limits count it: a new order spends a call of its share. Requests with one key on
   * this instance share one answer from before the first read, so a double click or a retry racing the first
   * request never spends the share twice.
   */
  async place(key: string, request: CheckoutInput, client: string): Promise<Placement> {
    const { job, token } = await this.#settle(key, requestHash(request), client, async () => {
      const { snapshot } = await this.#deps.catalogue.read();
      return orderInput(request, snapshot.products, this.#deps);
    });
    return this.#answer(job, token);
  }

  /** Like place(), for a basket: its items checked against the catalogue, one external order upstream. */
  async placeBasket(key: string, request: BasketInput, client: string): Promise<BasketPlacement> {
    const { job, token } = await this.#settle(key, requestHash({ basket: request }), client, async (keyHash) => {
      const { snapshot } = await this.#deps.catalogue.read();
      return basketInput(request, keyHash, snapshot.products, this.#deps);
    });
    if (job.state === 'rejected' || job.state === 'given_up') throw new ProblemError(job.problem ?? givenUp());
    const basket = job.orderId === null ? undefined : await this.#deps.basketView(job.orderId);
    if (basket) return { kind: 'created', created: { basket, access_token: token } };
    return { kind: 'accepted', accepted: { checkout: await this.#progress(job), access_token: token } };
  }

  #settle(
    key: string, hash: string, client: string, build: (keyHash: string) => Promise<JobInput>,
  ): Promise<Settled> {
    const keyHash = checkoutKeyHash(key);
    const running = this.#inFlight.get(keyHash);
    if (running) {
      if (running.requestHash !== hash) {
        throw new ProblemError(problem(409, 'idempotency_key_in_use', 'An order with this Idempotency-Key is being created', {
          detail: 'Wait for the first request to finish; use a new key for a different order.',
        }));
      }
      return running.answer;
    }
    const answer = this.#placeOnce(keyHash, accessTokenFor(key), hash, build, client)
      .finally(() => this.#inFlight.delete(keyHash));
    this.#inFlight.set(keyHash, { requestHash: hash, answer });
    return answer;
  }

  /** The key's job as it stands, or a new one. */
  async #placeOnce(
    keyHash: string, token: string, hash: string, build: (keyHash: string) => Promise<JobInput>, client: string,
  ): Promise<Settled> {
    const job = await this.#deps.jobs.byKeyHash(keyHash);
    if (job) {
      if (job.requestHash !== hash) throw keyReused();
      // A partner cut off made nothing upstream: once sales resume, the same key may simply try again.
      if (job.state === 'rejected' && job.problem?.code === SALES_PAUSED) await this.#deps.jobs.remove(job.seq);
      else return { job, token };
    }
    return this.#submit({ keyHash, token, requestHash: hash, input: await build(keyHash), client });
  }

  /**
   * Attempts every job that is due, oldest first, while the quota lasts. One
   * drain runs at a time; a call during it makes it look once more at the end,
   * so a job added meanwhile is never left for the next timer.
   */
  runDue(): Promise<void> {
    if (this.#draining) {
      this.#drainAgain = true;
      return this.#draining;
    }
    this.#draining = (async () => {
      do {
        this.#drainAgain = false;
        while (!this.#stopped) {
          const job = await this.#deps.jobs.nextDue();
          // Its request takes it up, or kicks the drain again when it does not.
          if (job && this.#direct.has(job.keyHash)) break;
          const call = job && await this.#deps.quota.reserve(routeOf(job.input));
          if (job && !call) this.#wakeForQuota(await this.#deps.quota.waitMs(routeOf(job.input)));
          if (!job || !call) break;
          await this.#attempt(job, call);
        }
      } while (this.#drainAgain && !this.#stopped);
    })().finally(() => {
      this.#draining = null;
    });
    return this.#draining;
  }

  /** A checkout the widget follows, for the token it was given; the same 404 for anything else. */
  async checkout(checkoutId: string | undefined, token: string | undefined): Promise<CheckoutProgress> {
    const job = checkoutId === undefined ? undefined : await this.#deps.jobs.byCheckoutId(checkoutId);
    if (!job || token === undefined || !accessTokenMatches(token, job.tokenHash)) {
      throw new ProblemError(problem(404, 'checkout_not_found', 'No checkout here for this token'));
    }
    return this.#progress(job);
  }

  /**
   * Lets the attempt under way finish and starts no other, so the storage can
   * close under no one; what is left waits in the queue for the next start or
   * another instance.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    // A request whose client hung up may still be attempting its order: it too ends before the storage does.
    await Promise.allSettled([this.#draining, ...[...this.#inFlight.values()].map((running) => running.answer)]);
  }

  /**
   * Asks for a drain once the quota has a call again (`ms`), so a backlog goes
   * on the moment it may, not at the next timer; one wake per freed call.
   */
  #wakeForQuota(ms: number): void {
    const at = this.#deps.now() + ms;
    if (this.#quotaWakeAt > this.#deps.now() && this.#quotaWakeAt <= at) return;
    this.#quotaWakeAt = at;
    this.#deps.wakeAfter?.(ms);
  }

  /** Starts (or extends) a drain without waiting for it; the timer's next run retries what fails here. */
  #kick(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#drainAgain = true;
      return;
    }
    this.runDue().catch((error: unknown) => this.#deps.warn(`BFF: the order queue stopped early: ${String(error)}`));
  }

  async #submit({ keyHash, token, requestHash, input, client }: {
    keyHash: string; token: string; requestHash: string; input: JobInput; client: string;
  }): Promise<Settled> {
    const { jobs, quota, shares } = this.#deps;
    // A basket is one call of the client's share, however many products it holds.
    const route = routeOf(input);
    const spent = await shares.spend(client, route);
    this.#direct.add(keyHash);
    let job: CheckoutJob;
    let wentUp = false;
    try {
      const added = await jobs.add({
        checkoutId: newCheckoutId(), keyHash, requestHash, input, tokenHash: hashAccessToken(token),
      }).catch(async (error: unknown) => {
        await spent.giveBack();
        throw error;
      });
      job = added.job;
      // Another instance took this key first (a retry that came through another door): its job is the answer.
      if (!added.added) {
        await spent.giveBack();
        if (job.requestHash !== requestHash) throw keyReused();
        return { job, token };
      }
      // Orders keep their turn: a new one goes straight up only when none waits before it;
      // otherwise the drain takes the queue on in order, as far as the quota allows.
      const call = !this.#stopped && await jobs.ahead(job.seq) === 0 ? await quota.reserve(route) : undefined;
      if (call) {
        wentUp = true;
        await this.#attempt(job, call);
      }
    } finally {
      this.#direct.delete(keyHash);
    }
    if (!wentUp) this.#kick();
    return { job: await jobs.byKeyHash(keyHash) ?? job, token };
  }

  /** What a request with the job's key is told; `token` is the key's access token (accessTokenFor). */
  async #answer(job: CheckoutJob, token: string): Promise<Placement> {
    if (job.state === 'rejected' || job.state === 'given_up') {
      throw new ProblemError(job.problem ?? givenUp());
    }
    const progress = await this.#progress(job);
    if (progress.order) return { kind: 'created', created: { order: progress.order, access_token: token } };
    return { kind: 'accepted', accepted: { checkout: progress, access_token: token } };
  }

  /** One attempt of `job` (checkout-attempt.ts); the jobs behind it may go then. */
  async #attempt(job: CheckoutJob, call: { giveBack(): Promise<void> }): Promise<void> {
    if (await attemptJob(this.#deps, job, call) && await this.#deps.jobs.depth() > 0) this.#kick();
  }

  /** Where a checkout stands now, for the streams that follow it on any instance. */
  async progressOf(checkoutId: string): Promise<CheckoutProgress | undefined> {
    const job = await this.#deps.jobs.byCheckoutId(checkoutId);
    return job && this.#progress(job);
  }

  #progress(job: CheckoutJob): Promise<CheckoutProgress> {
    return checkoutProgress(this.#deps, job);
  }
}

function newCheckoutId(): string {
  return `chk_${randomBytes(12).toString('base64url')}`;
}
