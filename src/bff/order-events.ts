import type { CheckoutBasket } from '../contract/basket-api.ts';
import type { CheckoutProgress } from '../contract/widget-api.ts';
import type { Change, ChangeFeed, StoredOrder } from './storage/storage.ts';

/** An order as its streams show it: the snapshot, and how it ended where that snapshot cannot tell. */
export type HeldOrder = Pick<StoredOrder, 'order' | 'endedBy'>;

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

  has(key: string): boolean {
    return this.#byKey.has(key);
  }

  send(key: string, value: T): void {
    for (const listener of this.#byKey.get(key) ?? []) listener(value);
  }

  keys(): IterableIterator<string> {
    return this.#byKey.keys();
  }
}

/** How a notice becomes news: the current state read from storage (undefined when there is none). */
export interface ChangeReaders {
  order(id: string): Promise<HeldOrder | undefined>;
  checkout(checkoutId: string): Promise<CheckoutProgress | undefined>;
  basket(basketId: string): Promise<CheckoutBasket | undefined>;
}

/**
 * Order changes (from webhooks, reconciling, the shopper's own actions) and
 * queued checkouts' progress, to the open streams that watch them, on this
 * instance and every other: a change is announced on the storage's feed, and
 * each instance reads what changed for the streams it holds. Also ends every
 * stream on shutdown, because a server cannot close while event streams hold
 * their connections open.
 */
export class OrderEvents {
  readonly #changes: ChangeFeed;
  readonly #orders = new Listeners<HeldOrder>();
  readonly #checkouts = new Listeners<CheckoutProgress>();
  readonly #baskets = new Listeners<CheckoutBasket>();
  readonly #closers = new Set<() => void>();
  readonly #warn: (message: string) => void;
  #closed = false;

  constructor(changes: ChangeFeed, warn: (message: string) => void) {
    this.#changes = changes;
    this.#warn = warn;
  }

  /** Starts delivering announced changes to this instance's streams; returns the stop function. */
  connect(read: ChangeReaders, warn: (message: string) => void): () => void {
    const deliver = (change: Change) => {
      if (change.kind === 'order' && this.#orders.has(change.id)) {
        read.order(change.id).then((held) => {
          if (held) this.#orders.send(held.order.id, held);
        }, (error: unknown) => warn(`BFF: could not read order ${change.id} for its streams: ${String(error)}`));
      } else if (change.kind === 'checkout' && this.#checkouts.has(change.id)) {
        read.checkout(change.id).then((progress) => {
          if (progress) this.#checkouts.send(progress.checkout_id, progress);
        }, (error: unknown) => warn(`BFF: could not read checkout ${change.id} for its streams: ${String(error)}`));
      } else if (change.kind === 'basket' && this.#baskets.has(change.id)) {
        read.basket(change.id).then((basket) => {
          if (basket) this.#baskets.send(basket.id, basket);
        }, (error: unknown) => warn(`BFF: could not read basket ${change.id} for its streams: ${String(error)}`));
      }
    };
    // Notices sent while the feed was down are lost: every watched key is read again instead.
    const resync = () => {
      for (const id of [...this.#orders.keys()]) deliver({ kind: 'order', id });
      for (const id of [...this.#checkouts.keys()]) deliver({ kind: 'checkout', id });
      for (const id of [...this.#baskets.keys()]) deliver({ kind: 'basket', id });
    };
    return this.#changes.listen(deliver, resync);
  }

  subscribe(orderId: string, listener: (held: HeldOrder) => void): () => void {
    return this.#orders.add(orderId, listener);
  }

  /** Orders with at least one open stream on this instance. */
  watchedOrderIds(): IterableIterator<string> {
    return this.#orders.keys();
  }

  /**
   * Announces that an order changed in storage, to every instance's streams.
   * The change is stored already: a notice that fails is logged, not turned
   * into an error for a request that did its work (the streams' reconciling
   * and reconnects catch up).
   */
  publish(orderId: string): Promise<void> {
    return this.#announce({ kind: 'order', id: orderId });
  }

  subscribeCheckout(checkoutId: string, listener: (progress: CheckoutProgress) => void): () => void {
    return this.#checkouts.add(checkoutId, listener);
  }

  /** Announces that a queued checkout moved on, to every instance's streams. */
  publishCheckout(checkoutId: string): Promise<void> {
    return this.#announce({ kind: 'checkout', id: checkoutId });
  }

  subscribeBasket(basketId: string, listener: (basket: CheckoutBasket) => void): () => void {
    return this.#baskets.add(basketId, listener);
  }

  /** Baskets with at least one open stream on this instance. */
  watchedBasketIds(): IterableIterator<string> {
    return this.#baskets.keys();
  }

  /** Announces that a basket changed in storage (itself, or which orders it has), to every instance's streams. */
  publishBasket(basketId: string): Promise<void> {
    return this.#announce({ kind: 'basket', id: basketId });
  }

  /** Registers how to end one open stream; returns the unregister function. Once closing, ends it at once. */
  trackStream(close: () => void): () => void {
    if (this.#closed) {
      close();
      return () => {};
    }
    this.#closers.add(close);
    return () => this.#closers.delete(close);
  }

  /** Ends every open stream, and any that opens from now on (its request was already past its checks). */
  closeAllStreams(): void {
    this.#closed = true;
    for (const close of [...this.#closers]) close();
    this.#closers.clear();
  }

  async #announce(change: Change): Promise<void> {
    try {
      await this.#changes.notify(change);
    } catch (error) {
      this.#warn(`BFF: could not announce a change of ${change.kind} to the streams: ${String(error)}`);
    }
  }
}
