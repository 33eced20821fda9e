import type { ExternalOrder } from '../../../contract/external-order.ts';
import type { Order } from '../../../contract/order.ts';
import { createOutboundPolicy } from '../../outbound/outbound-policy.ts';
import { KeyGuesses } from '../../partners/key-guesses.ts';
import { FixedWindowCounter, type RateCounter } from '../../rate-limit/fixed-window.ts';
import type { LiveApi } from '../../test-support/live-api.ts';
import { KEYS } from '../../test-support/harness.ts';
import { isoDateOf } from '../../support/dates.ts';

export interface Call {
  method: string;
  path: string;
  /** Standard partner's key unless given; null: no Authorization. */
  key?: string | null;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}

const DAY = 86_400_000;
export const MCP_HEADERS = { Accept: 'application/json, text/event-stream' };
export const initialize = (id = 1) => ({
  jsonrpc: '2.0', id, method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'conformance', version: '1.0.0' } },
});

/** A live API and what the generated requests need: unique vehicles, orders in a given status, a disabled partner. */
export class Conformance {
  private plates = 0;

  /** Every call within its limit (with the RateLimit headers of a fresh window), but in `limited`. */
  private readonly unlimited: RateCounter = {
    hit: (_key, limit) => ({ allowed: true, limit, remaining: limit, resetSeconds: 60 }),
  };

  /** `broken`: a server whose database failed, for the 500 of routes no fault can be injected into. */
  constructor(readonly api: LiveApi, readonly broken?: LiveApi) {
    api.service.rateLimits = this.unlimited;
  }

  /** Runs `calls` with section 8 counted from zero, so the set-up of other tests never spends a quota. */
  async limited<T>(calls: () => Promise<T>): Promise<T> {
    const counter = new FixedWindowCounter();
    let firstHit: number | undefined;
    // One window for the whole run: the quota and the call past it count in the same minute, even when the
    // clock crosses a minute's end between them (a 429 then would be the next window's first call, a 200).
    this.api.service.rateLimits = { hit: (key, limit, nowMs) => counter.hit(key, limit, firstHit ??= nowMs) };
    try {
      return await calls();
    } finally {
      this.api.service.rateLimits = this.unlimited;
    }
  }

  /** Runs `calls` with wrong keys counted from zero and forgotten after: a flood of them blocks no other call. */
  async guessing<T>(calls: () => Promise<T>): Promise<T> {
    this.api.service.keyGuesses = new KeyGuesses();
    try {
      return await calls();
    } finally {
      this.api.service.keyGuesses = new KeyGuesses();
    }
  }

  /** Runs `calls` under the outbound policy of a service that is not a sandbox: no local webhook receivers. */
  async strictOutbound<T>(calls: () => Promise<T>): Promise<T> {
    const sandbox = this.api.service.outbound;
    this.api.service.outbound = createOutboundPolicy({ allowLocal: false });
    try {
      return await calls();
    } finally {
      this.api.service.outbound = sandbox;
    }
  }

  send({ method, path, key = KEYS.standard, json, body, headers = {} }: Call): Promise<Response> {
    const all: Record<string, string> = { ...headers };
    if (key !== null) all.Authorization = `Bearer ${key}`;
    if (json !== undefined && all['Content-Type'] === undefined) all['Content-Type'] = 'application/json';
    const sent = json === undefined ? body : JSON.stringify(json);
    return fetch(new URL(path, this.api.url), { method, headers: all, body: sent });
  }

  async json<T>(call: Call): Promise<T> {
    const res = await this.send(call);
    if (res.status >= 300) throw new Error(`${call.method} ${call.path}: ${res.status} ${await res.text()}`);
    return await res.json() as T;
  }

  day(plusDays: number): string {
    return isoDateOf(this.api.service.clock.now() + plusDays * DAY);
  }

  /** A German car no order has used yet, so no order of it is ever a duplicate. */
  vehicle(): { plate: string; country: string; type: 'car' } {
    this.plates += 1;
    return { plate: `M-AB ${this.plates}`, country: 'DE', type: 'car' };
  }

  orderBody(startInDays = 0, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      order_has_been_paid: true, user: { email: 'conformance@example.com' },
      products: [{ product: 'vignette-at-10-days', start_date: this.day(startInDays), vehicle: this.vehicle() }], ...extra,
    };
  }

  externalBody(reference: string): Record<string, unknown> {
    return { reference_id: reference, user: { email: 'link@example.com' }, products: (this.orderBody(1).products as unknown[]) };
  }

  order(startInDays = 0, extra: Record<string, unknown> = {}): Promise<Order> {
    return this.json<Order>({ method: 'POST', path: '/public/orders', json: this.orderBody(startInDays, extra) });
  }

  /** Runs what is due now, after moving the sandbox clock. */
  async advance(ms: number): Promise<void> {
    this.api.service.clock.advanceBy(ms);
    await this.api.service.runDue();
  }

  /** Partner-paid, starting today: processed at once, with the national provider. */
  async pendingOrder(): Promise<Order> {
    const order = await this.order(0);
    await this.api.service.runDue();
    return order;
  }

  /** With the provider's confirmation and its PDF: the provider answers a minute (sandbox clock) later. */
  async activeOrder(): Promise<Order> {
    const order = await this.pendingOrder();
    await this.advance(61_000);
    return order;
  }

  /** Starts in 10 days: processed, then waits until 3 days before. */
  async deferredOrder(): Promise<Order> {
    const order = await this.order(10);
    await this.api.service.runDue();
    return order;
  }

  externalOrder(reference: string): Promise<ExternalOrder> {
    return this.json<ExternalOrder>({ method: 'POST', path: '/public/external-orders', json: this.externalBody(reference) });
  }

  /**
   * Leaves the Premium partner disabled for the rest of the run: ten vans' Hungarian annual vignettes (10 x
   * 287.60 EUR, collected by the partner) pass the 2,000 EUR notice, which nobody pays within 72 hours.
   */
  async disablePremium(): Promise<void> {
    const products = Array.from({ length: 10 }, () => ({ product: 'vignette-hu-yearly', vehicle: { ...this.vehicle(), type: 'van' } }));
    await this.json({ method: 'POST', path: '/public/orders', key: KEYS.premium, json: { order_has_been_paid: true, user: { email: 'debt@example.com' }, products } });
    await this.advance(73 * 3_600_000);
  }
}
