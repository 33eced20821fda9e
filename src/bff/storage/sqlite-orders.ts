import type { Database } from 'better-sqlite3';
import type { Order } from '../../contract/order.ts';
import type { OrderEnd, OrderRecords, StoredOrder, WebhookOutcome } from './storage.ts';

/** Orders and webhook ids in the SQLite file; better-sqlite3 is synchronous, so each call is one step. */
export function sqliteOrders(db: Database): OrderRecords {
  // An upstream replay can name an order we already hold: keep its newest snapshot, adopt the new token.
  const upsert = db.prepare<{ id: string; json: string; version: number; tokenHash: string; now: number }>(`
    INSERT INTO orders (id, order_json, version, token_hash, created_at, updated_at)
    VALUES (@id, @json, @version, @tokenHash, @now, @now)
    ON CONFLICT(id) DO UPDATE SET
      token_hash = excluded.token_hash,
      order_json = CASE WHEN excluded.version > orders.version THEN excluded.order_json ELSE orders.order_json END,
      version = MAX(orders.version, excluded.version),
      updated_at = excluded.updated_at`);
  const select = db.prepare<[string]>('SELECT order_json, token_hash, ended_by FROM orders WHERE id = ?');
  const noteEnd = db.prepare<[string, string]>('UPDATE orders SET ended_by = ? WHERE id = ? AND ended_by IS NULL');
  const updateIfNewer = db.prepare<{ id: string; json: string; version: number; now: number }>(
    'UPDATE orders SET order_json = @json, version = @version, updated_at = @now WHERE id = @id AND version < @version',
  );
  const insertWebhook = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO webhook_deliveries (webhook_id, received_at) VALUES (?, ?)',
  );
  const forgetWebhooks = db.prepare<[number]>('DELETE FROM webhook_deliveries WHERE received_at < ?');
  const newer = (order: Order, now: number) =>
    updateIfNewer.run({ id: order.id, json: JSON.stringify(order), version: order.version, now }).changes > 0;
  const applyWebhook = db.transaction(
    (webhookId: string, order: Order | null, now: number, forgetBefore: number): WebhookOutcome => {
      forgetWebhooks.run(forgetBefore);
      if (insertWebhook.run(webhookId, now).changes === 0) return { duplicate: true, updated: null };
      return { duplicate: false, updated: order && newer(order, now) ? order : null };
    },
  );

  return {
    saveCreated: async (order, tokenHash, now) => {
      upsert.run({ id: order.id, json: JSON.stringify(order), version: order.version, tokenHash, now });
    },
    get: async (id) => {
      const row = select.get(id) as { order_json: string; token_hash: string; ended_by: OrderEnd | null } | undefined;
      // Only orders validated against the contract are ever written, so the JSON is trusted here.
      return row && ({
        order: JSON.parse(row.order_json) as Order, tokenHash: row.token_hash, endedBy: row.ended_by,
      } satisfies StoredOrder);
    },
    saveIfNewer: async (order, now) => newer(order, now),
    applyWebhook: async (webhookId, order, now, forgetBefore) => applyWebhook(webhookId, order, now, forgetBefore),
    noteEnd: async (id, end) => noteEnd.run(end, id).changes > 0,
  };
}
