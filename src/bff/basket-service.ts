import * as z from 'zod/mini';
import type { CheckoutBasket } from '../contract/basket-api.ts';
import type { ExternalOrder } from '../contract/external-order.ts';
import { problem } from '../contract/problem.ts';
import { ProblemError } from '../server-kit/problem-error.ts';
import { accessTokenMatches } from './access-token.ts';
import type { BasketStore, StoredBasket } from './basket-store.ts';
import { toCheckoutBasket } from './basket-view.ts';
import type { BasketViewDeps } from './basket-view.ts';
import { hasVehicle } from './checkout-order.ts';
import type { OrderEvents } from './order-events.ts';
import type { OrderStore } from './order-store.ts';
import type { UpstreamClient } from './upstream-client.ts';

/**
 * How long an OPEN basket may go without news before the BFF, asked for it,
 * reads it upstream: once a minute per basket stays well inside
 * GET /external-orders/{id}'s 5 a minute for the same id (Standard).
 */
export const BASKET_STALE_MS = 60_000;

const BasketAccess = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});

export interface BasketServiceDeps extends BasketViewDeps {
  baskets: BasketStore;
  store: OrderStore;
  events: OrderEvents;
  /** The quota-guarded upstream: each read spends the partner's per-id budget or fails with 503 quota_wait. */
  upstream: Pick<UpstreamClient, 'getOrder' | 'getExternalOrder'>;
  now: () => number;
  warn: (message: string) => void;
}

/**
 * Baskets after their creation: their view, news of them (webhooks, or a read
 * upstream when one a widget watches went quiet), and their orders once paid,
 * each stored with the basket's token hash so the per-order routes serve them
 * with the basket's access token.
 */
export class BasketService {
  readonly #deps: BasketServiceDeps;
  /** When each basket was last read upstream (this instance), so a widget asking often reads it once a minute. */
  readonly #checkedAt = new Map<string, number>();

  constructor(deps: BasketServiceDeps) {
    this.#deps = deps;
  }

  /** The basket as the widget sees it, or undefined when it is not ours. */
  async view(id: string): Promise<CheckoutBasket | undefined> {
    const stored = await this.#deps.baskets.get(id);
    return stored && this.#toView(stored);
  }

  /** The basket a widget may read with its access token; one 404 for a malformed or unknown id and a wrong token. */
  async authorized(id: string | undefined, token: string | undefined): Promise<StoredBasket> {
    const access = BasketAccess.safeParse({ id, token });
    const stored = access.success ? await this.#deps.baskets.get(access.data.id) : undefined;
    if (!access.success || !stored || !accessTokenMatches(access.data.token, stored.tokenHash)) {
      throw new ProblemError(problem(404, 'basket_not_found', 'No basket here for this token'));
    }
    return stored;
  }

  /**
   * News of an external order (a webhook, or a read upstream): kept if it is our basket and moves it forward;
   * a paid basket's orders are read and kept too. Failures to read the orders are left to the next ask.
   */
  async record(externalOrder: ExternalOrder): Promise<void> {
    const { baskets, events } = this.#deps;
    if (await baskets.saveIfForward(externalOrder)) await events.publishBasket(externalOrder.id);
    const stored = await baskets.get(externalOrder.id);
    if (stored?.externalOrder.status === 'PAID') await this.#adoptOrders(stored);
  }

  /**
   * A widget asks for a basket: when it is OPEN and nothing was heard of it for a minute (a lost webhook), it is
   * read upstream; when it is PAID with orders not yet held, those are read. At most once a minute per basket on
   * this instance, and always within the partner's quota.
   */
  async refreshIfStale(id: string): Promise<void> {
    const { baskets, upstream, now, warn } = this.#deps;
    const stored = await baskets.get(id);
    if (!stored) return;
    const last = Math.max(stored.updatedAt, this.#checkedAt.get(id) ?? 0);
    const paidMissing = stored.externalOrder.status === 'PAID' && (await this.#missingOrders(stored)).length > 0;
    if (!paidMissing && (stored.externalOrder.status !== 'OPEN' || now() - last < BASKET_STALE_MS)) return;
    if (paidMissing && now() - (this.#checkedAt.get(id) ?? 0) < BASKET_STALE_MS / 6) return;
    this.#checkedAt.set(id, now());
    try {
      if (paidMissing) await this.#adoptOrders(stored);
      else await this.record(await upstream.getExternalOrder(id));
    } catch (error) {
      warn(`BFF: could not read basket ${id} upstream; trying again when it is next asked for: ${String(error)}`);
    }
  }

  /** Reads the baskets this instance's streams watch that are due (the BFF's due work). */
  async runDue(watched: Iterable<string>): Promise<void> {
    const ids = new Set(watched);
    for (const id of this.#checkedAt.keys()) if (!ids.has(id)) this.#checkedAt.delete(id);
    for (const id of ids) await this.refreshIfStale(id);
  }

  async #missingOrders(stored: StoredBasket): Promise<string[]> {
    const ids = stored.externalOrder.order_ids;
    const held = await Promise.all(ids.map((id) => this.#deps.store.getOrder(id)));
    return ids.filter((_id, i) => held[i] === undefined);
  }

  /** Reads each order of a paid basket not yet held and keeps it under the basket's token hash. */
  async #adoptOrders(stored: StoredBasket): Promise<void> {
    const { store, upstream, events, warn } = this.#deps;
    let adopted = 0;
    for (const id of await this.#missingOrders(stored)) {
      try {
        const order = await upstream.getOrder(id);
        if (!hasVehicle(order)) continue;
        await store.saveCreatedOrder({ order, tokenHash: stored.tokenHash });
        await events.publish(order.id);
        adopted++;
      } catch (error) {
        warn(`BFF: could not read order ${id} of basket ${stored.externalOrder.id}; trying again later: ${String(error)}`);
      }
    }
    if (adopted > 0) await events.publishBasket(stored.externalOrder.id);
  }

  async #toView(stored: StoredBasket): Promise<CheckoutBasket> {
    const ids = stored.externalOrder.order_ids;
    const orders = await Promise.all(ids.map((id) => this.#deps.store.getOrder(id)));
    return toCheckoutBasket(stored, orders.filter((o) => o !== undefined), this.#deps);
  }
}
