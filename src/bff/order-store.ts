import type { Database, Statement } from 'better-sqlite3';
import type { Order } from '../contract/order.ts';
import { hashAccessToken } from './access-token.ts';

/** Comfortably longer than the upstream keeps redelivering one event. */
const WEBHOOK_ID_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredOrder {
  order: Order;
  tokenHash: string;
}

export interface WebhookOutcome {
  duplicate: boolean;
  /** The order as now stored, when this event made it newer. */
  updated: Order | null;
}

/** The BFF's own records: orders it created and webhook ids seen. */
export class OrderStore {
  readonly #now: () => number;
  readonly #upsertOrder: Statement<{ id: string; json: string; version: number; tokenHash: string; now: number }>;
  readonly #getOrder: Statement<[string]>;
  readonly #updateOrderIfNewer: Statement<{ id: string; json: string; version: number; now: number }>;
  readonly #insertWebhook: Statement<[string, number]>;
  readonly #pruneWebhooks: Statement<[number]>;
  readonly #applyWebhook: (webhookId: string, order: Order | null) => WebhookOutcome;

  constructor(db: Database, now: () => number = Date.now) {
    this.#now = now;
    // An upstream replay can name an order we already hold: keep its newest snapshot, adopt the new token.
    this.#upsertOrder = db.prepare(`
      INSERT INTO orders (id, order_json, version, token_hash, created_at, updated_at)
      VALUES (@id, @json, @version, @tokenHash, @now, @now)
      ON CONFLICT(id) DO UPDATE SET
        token_hash = excluded.token_hash,
        order_json = CASE WHEN excluded.version > orders.version THEN excluded.order_json ELSE orders.order_json END,
        version = MAX(orders.version, excluded.version),
        updated_at = excluded.updated_at`);
    this.#getOrder = db.prepare('SELECT order_json, token_hash FROM orders WHERE id = ?');
    this.#updateOrderIfNewer = db.prepare(
      'UPDATE orders SET order_json = @json, version = @version, updated_at = @now WHERE id = @id AND version < @version',
    );
    this.#insertWebhook = db.prepare('INSERT OR IGNORE INTO webhook_deliveries (webhook_id, received_at) VALUES (?, ?)');
    this.#pruneWebhooks = db.prepare('DELETE FROM webhook_deliveries WHERE received_at < ?');

    this.#applyWebhook = db.transaction((webhookId: string, order: Order | null): WebhookOutcome => {
      const now = this.#now();
      this.#pruneWebhooks.run(now - WEBHOOK_ID_TTL_MS);
      if (this.#insertWebhook.run(webhookId, now).changes === 0) return { duplicate: true, updated: null };
      if (!order) return { duplicate: false, updated: null };
      const { changes } = this.#updateOrderIfNewer.run({
        id: order.id,
        json: JSON.stringify(order),
        version: order.version,
        now,
      });
      return { duplicate: false, updated: changes > 0 ? order : null };
    });
  }

  /** Stores a new order with its token's hash (the queue keeps which widget key made it). */
  saveCreatedOrder({ order, accessToken }: { order: Order; accessToken: string }): void {
    this.#upsertOrder.run({
      id: order.id,
      json: JSON.stringify(order),
      version: order.version,
      tokenHash: hashAccessToken(accessToken),
      now: this.#now(),
    });
  }

  getOrder(id: string): StoredOrder | undefined {
    const row = this.#getOrder.get(id) as { order_json: string; token_hash: string } | undefined;
    // Only orders validated against the contract are ever written, so the JSON is trusted here.
    return row && { order: JSON.parse(row.order_json) as Order, tokenHash: row.token_hash };
  }

  /** Keeps an order the BFF just read or changed upstream, unless a newer one is already here. */
  saveIfNewer(order: Order): Order | null {
    const { changes } = this.#updateOrderIfNewer.run({
      id: order.id, json: JSON.stringify(order), version: order.version, now: this.#now(),
    });
    return changes > 0 ? order : null;
  }

  /**
   * Records a webhook delivery once per `webhook-id` and, for an order event,
   * stores the order only if we hold it and its version is newer than ours:
   * deliveries are at-least-once and may arrive out of order.
   */
  applyWebhook(webhookId: string, order: Order | null): WebhookOutcome {
    return this.#applyWebhook(webhookId, order);
  }
}
