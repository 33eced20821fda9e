import { type Signal, signal } from '@preact/signals-core';
import type { BasketRequest, CheckoutBasket } from '../../contract/basket-api.ts';
import type { CheckoutProgress } from '../../contract/widget-api.ts';
import type { Store } from '../app/store.ts';
import type { basketApi } from './basket-api.ts';
import type { TripTranslate } from './trip-words.ts';

/**
 * A basket on its way: the Idempotency-Key of its first "Place order", and the checkout the BFF queued it as (a
 * 202) until the basket exists. The trip's tab memory keeps it (trip-memory.ts), so a reload follows the same
 * checkout or places under the same key, and never makes a second basket.
 */
export interface Placement {
  key: string;
  checkout?: { id: string; token: string };
}

/** `items.3.product` or upstream's `products.3`: the basket line a refusal concerns. */
const lineOf = (path: string) => /^(?:items|products)\.(\d+)/.exec(path)?.[1];

/** Placing the trip's basket under one key, and waiting while the BFF queues it, across a reload too. */
export function basketPlacing(store: Store, t: TripTranslate, api: ReturnType<typeof basketApi>, flow: {
  notice: Signal<string | null>;
  busy: Signal<boolean>;
  request: () => BasketRequest;
  /** The basket exists: paid or followed from here on. */
  take: (basket: CheckoutBasket, token: string) => void;
  /** Lines the BFF or the service refused, each with its words: the plan is where they change. */
  refused: (lines: Record<string, string>) => void;
}) {
  const { core } = store;
  const placement = signal<Placement | null>(null);
  let stream: { close(): void } | null = null;

  const close = () => {
    stream?.close();
    stream = null;
  };

  /**
   * A basket the BFF queued: its place in line, until the basket exists. Followed only while it is the placement
   * and the widget is there: a shopper who went back to change the basket left this one (it lapses unpaid, as a
   * single order left waiting does), and a removed widget follows nothing.
   */
  function wait(progress: CheckoutProgress, token: string) {
    close();
    const current = placement.value;
    const left = () => core.isDisposed() || placement.value !== current;
    const update = (next: CheckoutProgress) => {
      if (left()) return close();
      const waiting = next.state === 'queued' || next.state === 'confirming';
      flow.notice.value = next.state === 'queued' ? t('trip.queued', { ahead: next.ahead })
        : next.state === 'confirming' ? t('trip.confirming', { attempt: next.attempts }) : next.problem?.title ?? null;
      flow.busy.value = waiting;
      if (waiting) return;
      close();
      if (next.basket_id) {
        void api.get(next.basket_id, token).then((found) => {
          if (left()) return;
          // Placed: the host hears it as from a direct answer; a basket not read back is asked again by Place.
          if (typeof found === 'string') {
            flow.notice.value = core.t('problem.offline');
            core.deps.emit('error', { code: 'order_unavailable' });
            return;
          }
          core.deps.emit('order-created', { orderId: found.id, products: found.items.map((i) => i.product.slug) });
          flow.take(found, token);
        });
        return;
      }
      // Refused, the key stays: placed again, its answer names the lines to change. Given up, the BFF answers the
      // key so for a day: the next Place takes a new one, as a single order does (app/checkout-flow.ts #problem).
      const kept = placement.value;
      placement.value = next.state === 'given_up' || !kept ? null : { key: kept.key };
      core.deps.emit('error', { code: next.problem?.code ?? next.state });
    };
    update(progress);
    if (!flow.busy.value) return;
    stream = core.deps.openStream(store.api.checkoutEventsUrl(progress.checkout_id, token), {
      checkout: update,
      state: () => undefined,
    });
  }

  return {
    placement,
    async place() {
      if (flow.busy.value) return;
      flow.busy.value = true;
      flow.notice.value = null;
      // Kept before it is sent: an answer a reload cut off is asked again under the same key.
      placement.value ??= { key: core.deps.newKey() };
      const { key } = placement.value;
      const outcome = await api.create(flow.request(), key);
      if (core.isDisposed()) return;
      flow.busy.value = false;
      if (outcome.kind === 'created') {
        core.deps.emit('order-created', { orderId: outcome.basket.id, products: outcome.basket.items.map((i) => i.product.slug) });
        return flow.take(outcome.basket, outcome.token);
      }
      if (outcome.kind === 'accepted') {
        // The same key asked again while queued gets the same checkout (place-order.ts #placeOnce): followed again.
        placement.value = { key, checkout: { id: outcome.checkout.checkout_id, token: outcome.token } };
        return wait(outcome.checkout, outcome.token);
      }
      if (outcome.kind === 'retry') {
        flow.notice.value = core.t('problem.offline');
        return core.deps.emit('error', { code: outcome.code });
      }
      core.deps.emit('error', { code: outcome.problem.code ?? `http_${outcome.problem.status}` });
      const found: Record<string, string> = {};
      for (const e of outcome.problem.errors ?? []) {
        const line = lineOf(e.path);
        if (line !== undefined) found[`item${line}`] = outcome.problem.code === 'duplicate_order' ? t('trip.duplicate') : t('trip.refusedLine', { reason: e.message });
      }
      if (Object.keys(found).length) return flow.refused(found);
      flow.notice.value = outcome.problem.code === 'duplicate_order' ? t('trip.duplicate') : outcome.problem.title ?? core.t('problem.offline');
    },
    /** After a reload: the checkout the placement waited on, followed again; false when there is none to follow. */
    async resume() {
      const kept = placement.value;
      if (!kept?.checkout) return false;
      flow.busy.value = true;
      const found = await store.api.getCheckout(kept.checkout.id, kept.checkout.token);
      // The shopper went back to change the basket meanwhile (another purchase), or the widget is gone.
      if (core.isDisposed() || placement.value !== kept) return false;
      flow.busy.value = false;
      if (found.kind === 'found') {
        wait(found.checkout, kept.checkout.token);
        return true;
      }
      // Not to be read: the review again, under the same key, so Place again is this purchase and no second one.
      if (found.kind === 'gone') placement.value = { key: kept.key };
      else {
        flow.notice.value = core.t('problem.offline');
        core.deps.emit('error', { code: 'order_unavailable' });
      }
      return false;
    },
    /**
     * The basket exists, or the shopper changes it or starts over: what is placed next is another purchase, and a
     * checkout still waiting is left (its line, its notice and the busy buttons go with it).
     */
    forget() {
      if (stream) {
        close();
        flow.busy.value = false;
        flow.notice.value = null;
      }
      placement.value = null;
    },
    dispose: close,
  };
}
