import type { Context, MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { clientAddress } from './client-address.ts';
import { WindowCounter } from './window-counter.ts';

export interface ClientLimitSettings {
  trustedProxies: number;
  /** Requests to POST /api/orders a minute, new or replayed (new ones also spend the client's share). */
  ordersPerMinute: number;
  /** Requests to POST /api/validate-vehicle a minute. */
  vehicleChecksPerMinute: number;
  /** Fraction of each shared upstream budget one client may spend (see client-shares.ts). */
  share: number;
  openStreams: number;
  unpaidOrders: number;
}

const MINUTE_MS = 60_000;

function tooMany(what: string, retryAfterSeconds: number): ProblemError {
  return new ProblemError(problem(429, 'rate_limited', `Too many ${what} from this device`, {
    detail: `Wait ${retryAfterSeconds} s and try again.`,
  }), { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Limits one client (one address, see clientAddress) can meet on the BFF's
 * own routes, before anything reaches the partner's upstream quota: a loop in
 * one browser must not spend the budget every other shopper shares.
 */
export class ClientLimits {
  readonly #settings: ClientLimitSettings;
  readonly #orders: WindowCounter;
  readonly #checks: WindowCounter;
  readonly #streams = new Map<string, number>();
  /** Orders each client placed that were unpaid when last seen, by client. */
  readonly #unpaid = new Map<string, Set<string>>();

  constructor(settings: ClientLimitSettings, now: () => number) {
    this.#settings = settings;
    this.#orders = new WindowCounter(MINUTE_MS, now);
    this.#checks = new WindowCounter(MINUTE_MS, now);
  }

  client(c: Context): string {
    return clientAddress(c, this.#settings.trustedProxies);
  }

  /**
   * Order creations a minute, and orders left unpaid at once. `isUnpaid` tells
   * whether an order placed earlier still waits for its payment.
   */
  orderCreation(isUnpaid: (orderId: string) => Promise<boolean>): MiddlewareHandler {
    return async (c, next) => {
      const client = this.client(c);
      const wait = this.#orders.take(client, this.#settings.ordersPerMinute);
      if (wait > 0) throw tooMany('orders', wait);
      const open = this.#unpaid.get(client);
      if (open) {
        for (const id of [...open]) if (!await isUnpaid(id)) open.delete(id);
        if (open.size >= this.#settings.unpaidOrders) {
          throw new ProblemError(problem(429, 'too_many_unpaid_orders', 'Pay or finish your open orders first', {
            detail: `This device already has ${open.size} orders waiting for payment.`,
          }), { 'Retry-After': '60' });
        }
        if (open.size === 0) this.#unpaid.delete(client);
      }
      await next();
    };
  }

  /** Remembers an order placed by this request's client until it is paid or over. */
  recordOrder(c: Context, orderId: string): void {
    const client = this.client(c);
    let open = this.#unpaid.get(client);
    if (!open) this.#unpaid.set(client, (open = new Set()));
    open.add(orderId);
  }

  /** An unpaid order its shopper gave up: it no longer keeps any client from ordering. */
  release(orderId: string): void {
    for (const [client, open] of this.#unpaid) {
      if (open.delete(orderId) && open.size === 0) this.#unpaid.delete(client);
    }
  }

  vehicleCheck(): MiddlewareHandler {
    return async (c, next) => {
      const wait = this.#checks.take(this.client(c), this.#settings.vehicleChecksPerMinute);
      if (wait > 0) throw tooMany('plate checks', wait);
      await next();
    };
  }

  /** Open event streams at once; the returned function gives the place back when a stream ends. */
  openStream(c: Context): () => void {
    const client = this.client(c);
    const open = this.#streams.get(client) ?? 0;
    if (open >= this.#settings.openStreams) throw tooMany('open status connections', 5);
    this.#streams.set(client, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#streams.get(client) ?? 1) - 1;
      if (left <= 0) this.#streams.delete(client);
      else this.#streams.set(client, left);
    };
  }
}
