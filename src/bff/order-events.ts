import type { Order } from '../contract/order.ts';
import type { CheckoutProgress } from '../contract/widget-api.ts';

/** Listeners by key, each set dropped with its last listener so finished keys leave nothing behind. */
class Listeners<T> {
  readonly #byKey = new Map<string, Set<(value: T) => void>>();

  add(key: string, listener: (value: T) => void): () => void {
    let set = this.#byKey.get(key);
    if (!set) this.#byKey.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#byKey.get(key) === set) this.#byKey.delete(key);
    };
  }

  send(key: string, value: T): void {
    for (const listener of this.#byKey.get(key) ?? []) listener(value);
  }

  keys(): IterableIterator<string> {
    return this.#byKey.keys();
  }
}

/**
 * In-process fan-out of order changes (from webhooks) and of queued
 * checkouts' progress to the open streams that watch them. Also ends every
 * stream on shutdown, because a server cannot close while event streams hold
 * their connections open.
 */
export class OrderEvents {
  readonly #orders = new Listeners<Order>();
  readonly #checkouts = new Listeners<CheckoutProgress>();
  readonly #closers = new Set<() => void>();

  subscribe(orderId: string, listener: (order: Order) => void): () => void {
    return this.#orders.add(orderId, listener);
  }

  /** Orders with at least one open stream. */
  watchedOrderIds(): IterableIterator<string> {
    return this.#orders.keys();
  }

  publish(order: Order): void {
    this.#orders.send(order.id, order);
  }

  subscribeCheckout(checkoutId: string, listener: (progress: CheckoutProgress) => void): () => void {
    return this.#checkouts.add(checkoutId, listener);
  }

  publishCheckout(progress: CheckoutProgress): void {
    this.#checkouts.send(progress.checkout_id, progress);
  }

  /** Registers how to end one open stream; returns the unregister function. */
  trackStream(close: () => void): () => void {
    this.#closers.add(close);
    return () => this.#closers.delete(close);
  }

  closeAllStreams(): void {
    for (const close of [...this.#closers]) close();
    this.#closers.clear();
  }
}
