import { FINAL_STATUSES } from '../contract/order.ts';
import type { OrderEvents } from './order-events.ts';
import type { OrderStore } from './order-store.ts';
import type { UpstreamClient } from './upstream-client.ts';

/**
 * How long a watched order may go without news before we ask the upstream.
 * Once a minute per order stays well inside GET /orders/{id}'s limit of 5 a
 * minute for the same id (spec 8, Standard and Premium).
 */
export const RECONCILE_AFTER_MS = 60_000;

export interface OrderReconcilerDeps {
  store: OrderStore;
  events: OrderEvents;
  upstream: Pick<UpstreamClient, 'getOrder'>;
  now: () => number;
  warn: (message: string) => void;
}

/**
 * Webhooks are the way status arrives; this covers the ones that never do
 * (dropped, misrouted, our endpoint down while the upstream gave up): an
 * order a widget is watching that has not changed for a minute is read from
 * the upstream, and any newer version is stored and pushed like a webhook's.
 * Orders nobody watches wait for their webhooks: a reload reads them again.
 */
/** A paid order the national provider failed (DELETED) is not done for its shopper: support's refund is to come. */
const awaitsRefund = (order: { status: string; paid: boolean }) => order.status === 'DELETED' && order.paid;

export class OrderReconciler {
  readonly #deps: OrderReconcilerDeps;
  /** Each watched order's version and when it was last known current (a new version seen, or a read made). */
  readonly #current = new Map<string, { at: number; version: number }>();

  constructor(deps: OrderReconcilerDeps) {
    this.#deps = deps;
  }

  /** Reads every watched order that is due; resolves when all reads are done. */
  async runDue(): Promise<void> {
    const { store, events, upstream, now, warn } = this.#deps;
    const watched = new Set(events.watchedOrderIds());
    for (const id of this.#current.keys()) if (!watched.has(id)) this.#current.delete(id);
    const due: string[] = [];
    for (const id of watched) {
      const stored = (await store.getOrder(id))?.order;
      if (!stored || (FINAL_STATUSES.includes(stored.status) && !awaitsRefund(stored))) continue;
      const known = this.#current.get(id);
      if (!known || known.version !== stored.version) this.#current.set(id, { at: now(), version: stored.version });
      else if (now() - known.at >= RECONCILE_AFTER_MS) due.push(id);
    }
    await Promise.all(due.map(async (id) => {
      const known = this.#current.get(id);
      if (known) known.at = now();
      try {
        const saved = await store.saveIfNewer(await upstream.getOrder(id));
        if (saved) await events.publish(saved.id);
      } catch {
        warn(`BFF: could not read order ${id} to reconcile it; trying again in a minute`);
      }
    }));
  }
}
