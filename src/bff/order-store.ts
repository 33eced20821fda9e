import type { Database, Statement } from 'better-sqlite3';
import type { Order } from '../contract/order.ts';
import { hashAccessToken } from './access-token.ts';

/** As long as the upstream keeps its idempotency keys: after that a replay could not be the same order anyway. */
const CHECKOUT_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Comfortably longer than the upstream keeps redelivering one event. */
const WEBHOOK_ID_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredCheckout {
  orderId: string;
  requestHash: string;
  /**
   * Kept in clear beside the widget's Idempotency-Key so that a replay returns
   * the same token. The key is as much a secret as the token (whoever holds it
   * gets this answer), and the row goes after 24 h; the order itself keeps
   * only the token's hash.
   */
  accessToken: string;
}

export interface StoredOrder {
  order: Order;
  tokenHash: string;
}

export interface WebhookOutcome {
  duplicate: boolean;
  /** The order as now stored, when this event made it newer. */
  updated: Order | null;
}

/** The BFF's own records: orders it created, widget idempotency keys, webhook ids seen. */
export class OrderStore {
  readonly #now: () => number;
  readonly #findCheckout: Statement<[string, number]>;
  readonly #upsertOrder: Statement<{ id: string; json: string; version: number; tokenHash: string; now: number }>;
  readonly #insertCheckout: Statement<[string, string, string, string, number]>;
  readonly #pruneCheckouts: Statement<[number]>;
  readonly #getOrder: Statement<[string]>;
  readonly #updateOrderIfNewer: Statement<{ id: string; json: string; version: number; now: number }>;
  readonly #insertWebhook: Statement<[string, number]>;
  readonly #pruneWebhooks: Statement<[number]>;
  readonly #saveCreated: (input: { key: string; requestHash: string; order: Order; accessToken: string }) => void;
  readonly #applyWebhook: (webhookId: string, order: Order | null) => WebhookOutcome;

  constructor(db: Database, now: () => number = Date.now) {
    this.#now = now;
    this.#findCheckout = db.prepare(
      'SELECT order_id, request_hash, access_token FROM checkout_keys WHERE idempotency_key = ? AND created_at >= ?',
    );
    // An upstream replay can name an order we already hold: keep its newest snapshot, adopt the new token.
    this.#upsertOrder = db.prepare(`
      INSERT INTO orders (id, order_json, version, token_hash, created_at, updated_at)
      VALUES (@id, @json, @version, @tokenHash, @now, @now)
      ON CONFLICT(id) DO UPDATE SET
        token_hash = excluded.token_hash,
        order_json = CASE WHEN excluded.version > orders.version THEN excluded.order_json ELSE orders.order_json END,
        version = MAX(orders.version, excluded.version),
        updated_at = excluded.updated_at`);
    this.#insertCheckout = db.prepare(
      'INSERT OR REPLACE INTO checkout_keys (idempotency_key, request_hash, order_id, access_token, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.#pruneCheckouts = db.prepare('DELETE FROM checkout_keys WHERE created_at < ?');
    this.#getOrder = db.prepare('SELECT order_json, token_hash FROM orders WHERE id = ?');
    this.#updateOrderIfNewer = db.prepare(
      'UPDATE orders SET order_json = @json, version = @version, updated_at = @now WHERE id = @id AND version < @version',
    );
    this.#insertWebhook = db.prepare('INSERT OR IGNORE INTO webhook_deliveries (webhook_id, received_at) VALUES (?, ?)');
    this.#pruneWebhooks = db.prepare('DELETE FROM webhook_deliveries WHERE received_at < ?');

    this.#saveCreated = db.transaction(({ key, requestHash, order, accessToken }) => {
      const now = this.#now();
      this.#pruneCheckouts.run(now - CHECKOUT_KEY_TTL_MS);
      this.#upsertOrder.run({
        id: order.id,
        json: JSON.stringify(order),
        version: order.version,
        tokenHash: hashAccessToken(accessToken),
        now,
      });
      this.#insertCheckout.run(key, requestHash, order.id, accessToken, now);
    });
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

  findCheckout(idempotencyKey: string): StoredCheckout | undefined {
    const row = this.#findCheckout.get(idempotencyKey, this.#now() - CHECKOUT_KEY_TTL_MS) as
      { order_id: string; request_hash: string; access_token: string } | undefined;
    return row && { orderId: row.order_id, requestHash: row.request_hash, accessToken: row.access_token };
  }

  /** Stores a new order with its token's hash and the widget key that made it, in one transaction. */
  saveCreatedOrder(input: { key: string; requestHash: string; order: Order; accessToken: string }): void {
    this.#saveCreated(input);
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
