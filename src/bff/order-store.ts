import type { Order } from '../contract/order.ts';
import type { OrderRecords, StoredOrder, WebhookOutcome } from './storage/storage.ts';

export type { StoredOrder, WebhookOutcome };

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
  saveCreatedOrder({ order, tokenHash }: { order: Order; tokenHash: string }): Promise<void> {
    return this.#records.saveCreated(order, tokenHash, this.#now());
  }

  getOrder(id: string): Promise<StoredOrder | undefined> {
    return this.#records.get(id);
  }

  /** Keeps an order the BFF just read or changed upstream, unless a newer one is already here. */
  async saveIfNewer(order: Order): Promise<Order | null> {
    return await this.#records.saveIfNewer(order, this.#now()) ? order : null;
  }

  /**
   * Records a webhook delivery once per `webhook-id` and, for an order event,
   * stores the order only if we hold it and its version is newer than ours:
   * deliveries are at-least-once and may arrive out of order.
   */
  applyWebhook(webhookId: string, order: Order | null): Promise<WebhookOutcome> {
    const now = this.#now();
    return this.#records.applyWebhook(webhookId, order, now, now - WEBHOOK_ID_TTL_MS);
  }
}
