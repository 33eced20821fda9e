import type { Database } from 'better-sqlite3';
import { BASKET_COLUMNS, basketFromRow } from './basket-row.ts';
import type { BasketRow } from './basket-row.ts';
import type { BasketRecords } from './storage.ts';

/** Baskets in the SQLite file. A row leaves OPEN once and never comes back to it. */
export function sqliteBaskets(db: Database): BasketRecords {
  const insert = db.prepare<Record<string, unknown>>(`
    INSERT INTO baskets (id, external_order_json, status, facts_json, token_hash, created_at, updated_at)
    VALUES (@id, @json, @status, @facts, @tokenHash, @now, @now)
    ON CONFLICT(id) DO UPDATE SET token_hash = excluded.token_hash`);
  const select = db.prepare<[string]>(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE id = ?`);
  const forward = db.prepare<Record<string, unknown>>(`
    UPDATE baskets SET external_order_json = @json, status = @status, updated_at = @now
    WHERE id = @id AND status = 'OPEN' AND @status <> 'OPEN'`);
  return {
    saveCreated: async (externalOrder, facts, tokenHash, now) => {
      insert.run({
        id: externalOrder.id, json: JSON.stringify(externalOrder), status: externalOrder.status,
        facts: JSON.stringify(facts), tokenHash, now,
      });
    },
    get: async (id) => {
      const row = select.get(id) as BasketRow | undefined;
      return row && basketFromRow(row);
    },
    saveIfForward: async (externalOrder, now) => forward.run({
      id: externalOrder.id, json: JSON.stringify(externalOrder), status: externalOrder.status, now,
    }).changes > 0,
  };
}
