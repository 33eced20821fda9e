import type { Order } from '../contract/order.ts';
import type { OrderEnd, OrderRecords, StoredOrder, WebhookOutcome } from './storage/storage.ts';

export type { OrderEnd, StoredOrder, WebhookOutcome };

/** Comfortably longer than the upstream keeps redelivering one event. */
const WEBHOOK_ID_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The BFF's own records: orders it created and webhook ids seen, on the BFF's clock. */
export class OrderStore {
  readonly #records: OrderRecords;
  readonly #now: () => number;

  constructor(records: OrderRecords, now: () => number = Date.now) {
    this.#records = records;
    this.#now = now;
  }

  /** Stores a new order with its token's hash (the queue keeps which widget key made it). */
  async saveCreatedOrder({ order, tokenHash }: { order: Order; tokenHash: string }): Promise<void> {
    await this.#records.saveCreated(order, tokenHash, this.#now());
    await this.#noteFailure(order);
  }

  getOrder(id: string): Promise<StoredOrder | undefined> {
    return this.#records.get(id);
  }

  /**
   * Keeps an order the BFF just read or changed upstream, unless a newer one is already here. Gives it back when
   * what its widgets see changed (a newer snapshot, or the failure an older one shows, noted now), for its streams.
   */
  async saveIfNewer(order: Order): Promise<Order | null> {
    const newer = await this.#records.saveIfNewer(order, this.#now());
    return await this.#noteFailure(order) || newer ? order : null;
  }

  /** The shopper's cancel went through this BFF: the refund that follows is theirs. True when noted now. */
  noteCancelled(id: string): Promise<boolean> {
    return this.#records.noteEnd(id, 'cancelled');
  }

  /**
   * A failure is noted from any snapshot that shows it, even one older than the copy held (webhooks arrive in any
   * order), before its change is announced, so a stream reading the order back finds it; true when noted now.
   */
  async #noteFailure(order: Order | null): Promise<boolean> {
    return order?.status === 'DELETED' && await this.#records.noteEnd(order.id, 'failed');
  }

  /**
   * Records a webhook delivery once per `webhook-id` and, for an order event,
   * stores the order only if we hold it and its version is newer than ours:
   * deliveries are at-least-once and may arrive out of order.
   */
  /**
   * `ended`: the failure the event shows was noted now, which its streams are to hear even when the snapshot was
   * older than ours. Noted for a redelivery too: a delivery whose note failed (its answer a 5xx) comes again.
   */
  async applyWebhook(webhookId: string, order: Order | null): Promise<WebhookOutcome & { ended: boolean }> {
    const now = this.#now();
    const outcome = await this.#records.applyWebhook(webhookId, order, now, now - WEBHOOK_ID_TTL_MS);
    return { ...outcome, ended: await this.#noteFailure(order) };
  }
}
