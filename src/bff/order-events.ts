import type { Order } from '../contract/order.ts';

type Listener = (order: Order) => void;

/**
 * In-process fan-out of order changes (from webhooks) to the open status
 * streams of that order. Also ends every stream on shutdown, because a
 * server cannot close while event streams hold their connections open.
 */
export class OrderEvents {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #closers = new Set<() => void>();

  subscribe(orderId: string, listener: Listener): () => void {
    let set = this.#listeners.get(orderId);
    if (!set) this.#listeners.set(orderId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(orderId) === set) this.#listeners.delete(orderId);
    };
  }

  /** Orders with at least one open stream. */
  watchedOrderIds(): IterableIterator<string> {
    return this.#listeners.keys();
  }

  publish(order: Order): void {
    for (const listener of this.#listeners.get(order.id) ?? []) listener(order);
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
