import { randomBytes } from 'node:crypto';
import type { Order, OrderCreateInput } from '../contract/order.ts';
import type { PaymentProvider } from '../contract/primitives.ts';
import { problem } from '../contract/problem.ts';
import type { Problem } from '../contract/problem.ts';
import type {
  CheckoutAccepted, CheckoutCreated, CheckoutOrder, CheckoutProgress, CheckoutRequest,
} from '../contract/widget-api.ts';
import type * as z from 'zod/mini';
import type { ClientShares } from './abuse/client-shares.ts';
import { accessTokenFor, accessTokenMatches, checkoutKeyHash, hashAccessToken } from './access-token.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { hasVehicle } from './checkout-order.ts';
import type { OrderEvents } from './order-events.ts';
import type { OrderStore } from './order-store.ts';
import { ProblemError } from '../server-kit/problem-error.ts';
import { requestHash } from '../server-kit/request-hash.ts';
import type { CheckoutJob, CheckoutJobs } from './queue/checkout-jobs.ts';
import type { QuotaGuard } from './queue/quota-guard.ts';
import type { UpstreamClient } from './upstream-client.ts';

export type CheckoutInput = z.output<typeof CheckoutRequest>;

export interface PlaceOrderDeps {
  store: OrderStore;
  jobs: CheckoutJobs;
  upstream: UpstreamClient;
  catalogue: CatalogueCache;
  quota: QuotaGuard;
  /** Each new job spends a call of its client's share of the order creations; replays spend none. */
  shares: ClientShares;
  events: OrderEvents;
  view: (order: Order) => CheckoutOrder;
  paymentProviders: PaymentProvider[];
  openOrderDetails: boolean;
  now: () => number;
  /** Asks for runDue() again after this long (startBff sets a timer), so a retry goes out on its minute. */
  wakeAfter?: (ms: number) => void;
  /** A job ended: created, rejected, or given_up. */
  outcome?: (state: 'created' | 'rejected' | 'given_up') => void;
  warn: (message: string) => void;
}

/** What POST /api/orders answers: the order (201), or where its creation stands (202). */
export type Placement =
  | { kind: 'created'; created: CheckoutCreated }
  | { kind: 'accepted'; accepted: CheckoutAccepted };

/** Spec 4: transient failures are retried once a minute, at most 5 attempts, with one idempotency key. */
export const RETRY_INTERVAL_MS = 60_000;
export const MAX_ATTEMPTS = 5;

/**
 * Creates orders so that one widget Idempotency-Key makes at most one
 * upstream order and always gets the same answer. Every creation is a job in
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
  readonly #inFlight = new Map<string, { requestHash: string; answer: Promise<Placement> }>();
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
  place(key: string, request: CheckoutInput, client: string): Promise<Placement> {
    const hash = requestHash(request);
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
    const answer = this.#placeOnce(keyHash, accessTokenFor(key), hash, request, client)
      .finally(() => this.#inFlight.delete(keyHash));
    this.#inFlight.set(keyHash, { requestHash: hash, answer });
    return answer;
  }

  /** The key's job as it stands, or a new one. */
  async #placeOnce(
    keyHash: string, token: string, hash: string, request: CheckoutInput, client: string,
  ): Promise<Placement> {
    const job = await this.#deps.jobs.byKeyHash(keyHash);
    if (job) {
      if (job.requestHash !== hash) throw keyReused();
      // A partner cut off made nothing upstream: once sales resume, the same key may simply try again.
      if (job.state === 'rejected' && job.problem?.code === SALES_PAUSED) await this.#deps.jobs.remove(job.seq);
      else return this.#answer(job, token);
    }
    return this.#submit({ keyHash, token, requestHash: hash, request, client });
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
          const call = job && await this.#deps.quota.reserve('POST /orders');
          if (job && !call) this.#wakeForQuota(await this.#deps.quota.waitMs('POST /orders'));
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

  async #submit({ keyHash, token, requestHash, request, client }: {
    keyHash: string; token: string; requestHash: string; request: CheckoutInput; client: string;
  }): Promise<Placement> {
    const input = await this.#orderInput(request);
    const { jobs, quota, shares } = this.#deps;
    const spent = await shares.spend(client, 'POST /orders');
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
        return await this.#answer(job, token);
      }
      // Orders keep their turn: a new one goes straight up only when none waits before it;
      // otherwise the drain takes the queue on in order, as far as the quota allows.
      const call = !this.#stopped && await jobs.ahead(job.seq) === 0 ? await quota.reserve('POST /orders') : undefined;
      if (call) {
        wentUp = true;
        await this.#attempt(job, call);
      }
    } finally {
      this.#direct.delete(keyHash);
    }
    if (!wentUp) this.#kick();
    return this.#answer(await jobs.byKeyHash(keyHash) ?? job, token);
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

  /** One attempt of `job` on a call of the quota, given back when another run holds the job. */
  async #attempt(job: CheckoutJob, call: { giveBack(): Promise<void> }): Promise<void> {
    const { jobs, store, upstream, now, warn } = this.#deps;
    const claimed = await jobs.claim(job.seq);
    if (!claimed) {
      await call.giveBack();
      return;
    }
    const attempt = claimed.attempts;
    try {
      const order = await upstream.createOrder(job.input, upstreamKey(job.keyHash));
      if (!hasVehicle(order)) throw outcomeUnknown();
      await store.saveCreatedOrder({ order, tokenHash: job.tokenHash });
      await jobs.finish(claimed, { state: 'created', orderId: order.id });
      this.#deps.outcome?.('created');
    } catch (error) {
      const refused = error instanceof ProblemError && isRefusal(error.problem) ? error.problem : null;
      if (refused) {
        await jobs.finish(claimed, { state: 'rejected', problem: refused });
        this.#deps.outcome?.('rejected');
      } else if (attempt >= MAX_ATTEMPTS) {
        warn(`BFF: order creation ${job.checkoutId} given up after ${MAX_ATTEMPTS} attempts`);
        await jobs.finish(claimed, { state: 'given_up', problem: givenUp() });
        this.#deps.outcome?.('given_up');
      } else {
        if (!(error instanceof ProblemError)) warn(`BFF: order creation ${job.checkoutId} failed unexpectedly: ${String(error)}`);
        const inUse = error instanceof ProblemError && error.problem.code === KEY_IN_USE;
        const wait = inUse ? KEY_IN_USE_RETRY_MS : RETRY_INTERVAL_MS;
        await jobs.finish(claimed, { state: 'retrying', nextAttemptAt: now() + wait });
        this.#deps.wakeAfter?.(wait);
      }
    }
    await this.#deps.events.publishCheckout(job.checkoutId);
    // The jobs behind this one may go now.
    if (await jobs.depth() > 0) this.#kick();
  }

  /** Where a checkout stands now, for the streams that follow it on any instance. */
  async progressOf(checkoutId: string): Promise<CheckoutProgress | undefined> {
    const job = await this.#deps.jobs.byCheckoutId(checkoutId);
    return job && this.#progress(job);
  }

  async #progress(job: CheckoutJob): Promise<CheckoutProgress> {
    const stored = job.orderId === null ? undefined : await this.#deps.store.getOrder(job.orderId);
    const waiting = job.state === 'queued' || job.state === 'attempting' || job.state === 'retrying';
    const { code, title, detail } = job.problem ?? {};
    return {
      checkout_id: job.checkoutId,
      state: job.state === 'attempting' || job.state === 'retrying' ? 'confirming' : job.state,
      attempts: job.attempts,
      ahead: waiting ? await this.#deps.jobs.ahead(job.seq) : 0,
      next_attempt_at: job.state === 'retrying' ? new Date(job.nextAttemptAt).toISOString() : null,
      order: stored ? this.#deps.view(stored.order) : null,
      problem: code === undefined || title === undefined
        ? null
        : { code, title, ...(detail === undefined ? {} : { detail }) },
    };
  }

  /** Checks the request against the catalogue and builds the upstream order; the price is never the browser's. */
  async #orderInput(request: CheckoutInput): Promise<OrderCreateInput> {
    const { snapshot } = await this.#deps.catalogue.read();
    const product = snapshot.products.get(request.product);
    if (!product) {
      throw new ProblemError(problem(400, 'unknown_product', 'This product is not in the catalogue', {
        errors: [{ path: 'product', message: 'Choose a product from the catalogue' }],
      }));
    }
    if (!product.prices.some((p) => p.vehicle_type === request.vehicle_type)) {
      throw new ProblemError(problem(400, 'vehicle_type_not_available', 'This product is not sold for this vehicle type', {
        errors: [{ path: 'vehicle_type', message: `Choose one of: ${product.prices.map((p) => p.vehicle_type).join(', ')}` }],
      }));
    }
    const { email, first_name, last_name, phone, address } = request;
    return {
      order_has_been_paid: false,
      user: {
        email,
        ...(first_name === undefined ? {} : { first_name }),
        ...(last_name === undefined ? {} : { last_name }),
        ...(phone === undefined ? {} : { phone }),
        ...(address === undefined ? {} : { address }),
      },
      allowed_payment_providers: this.#deps.paymentProviders,
      open_order_details_by_default: this.#deps.openOrderDetails,
      products: [{
        product: product.slug,
        start_date: request.start_date,
        vehicle: {
          plate: request.plate,
          country: request.vehicle_country,
          type: request.vehicle_type,
          ...(request.vin === undefined ? {} : { vin: request.vin }),
        },
      }],
      ...(request.locale === undefined ? {} : { locale: request.locale }),
    };
  }
}

/**
 * Deterministic, so every retry of one widget request reuses one upstream key: the key hash as base64url, which
 * is what the releases that kept the widget key derived from it, so a job they queued keeps its upstream key.
 */
function upstreamKey(keyHash: string): string {
  return `bff_${Buffer.from(keyHash, 'hex').toString('base64url')}`;
}


function keyReused(): ProblemError {
  return new ProblemError(problem(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different order', {
    detail: 'Use a new key for a new order.',
  }));
}

/**
 * The upstream's answer about the request itself (spec 4: a 409 means stop,
 * another 4xx must be corrected): never retried. A 429, a 5xx, no answer, or
 * a key still in use upstream is transient.
 */
const isRefusal = (p: Problem) =>
  (p.status >= 400 && p.status < 500 && p.status !== 429 && p.code !== KEY_IN_USE) || p.code === SALES_PAUSED;

/**
 * DESIGN.md: the upstream still works on an earlier request with this key (one a crash cut off, say);
 * it is done within one request's time, so the next attempt, sooner than a minute, gets its answer.
 */
const KEY_IN_USE = 'idempotency_key_in_use';
const KEY_IN_USE_RETRY_MS = 10_000;

/** The partner's access is off (unpaid debt): no retry a minute apart will help, the shopper is told at once. */
const SALES_PAUSED = 'sales_paused';

function newCheckoutId(): string {
  return `chk_${randomBytes(12).toString('base64url')}`;
}

function givenUp(): Problem {
  return problem(409, 'checkout_given_up', 'Your order could not be placed', {
    detail: `The road-products service did not answer ${MAX_ATTEMPTS} attempts a minute apart. Nothing was charged.`,
  });
}

function outcomeUnknown(): ProblemError {
  return new ProblemError(problem(503, 'upstream_unavailable', 'The order could not be confirmed yet', {
    detail: 'The order may still have been created. Retry with the same Idempotency-Key: it will not create a second order.',
  }), { 'Retry-After': '5' });
}
