import type { Database } from 'better-sqlite3';
import { localChangeFeed } from './local-change-feed.ts';
import { sqliteBaskets } from './sqlite-baskets.ts';
import { openSqliteDatabase } from './sqlite-database.ts';
import { sqliteJobs } from './sqlite-jobs.ts';
import { sqliteOrders } from './sqlite-orders.ts';
import type { BffStorage, CatalogueRecord, QuotaLedger, SharedCatalogue } from './storage.ts';

/**
 * The embedded engine: one BFF instance and its SQLite file in `dataDir`.
 * That instance owns every claim in the file, so at open an attempt a crash
 * interrupted is due again at once instead of waiting for its claim to lapse.
 */
export function openSqliteStorage(dataDir: string, now: () => number = Date.now): BffStorage {
  const db = openSqliteDatabase(dataDir);
  db.prepare("UPDATE checkout_jobs SET state = 'retrying', next_attempt_at = ? WHERE state = 'attempting'").run(now());
  const ping = db.prepare('SELECT 1');
  return {
    engine: 'sqlite',
    orders: sqliteOrders(db),
    jobs: sqliteJobs(db),
    baskets: sqliteBaskets(db),
    quota: sqliteQuota(db),
    catalogue: sqliteCatalogue(db),
    changes: localChangeFeed(),
    ping: async () => {
      ping.get();
    },
    close: async () => {
      db.close();
    },
  };
}

function sqliteQuota(db: Database): QuotaLedger {
  const forget = db.prepare<[string, number]>('DELETE FROM quota_calls WHERE key = ? AND at <= ?');
  const live = db.prepare<[string]>('SELECT at FROM quota_calls WHERE key = ? ORDER BY at');
  const record = db.prepare<[string, number]>('INSERT INTO quota_calls (key, at) VALUES (?, ?)');
  const forgetAll = db.prepare<[number]>('DELETE FROM quota_calls WHERE at <= ?');
  const refund = db.prepare<[string, number]>(
    'DELETE FROM quota_calls WHERE rowid = (SELECT rowid FROM quota_calls WHERE key = ? AND at = ? LIMIT 1)',
  );
  const liveCalls = (key: string, windowMs: number, now: number) => {
    forget.run(key, now - windowMs);
    return (live.all(key) as Array<{ at: number }>).map((row) => row.at);
  };
  const take = db.transaction((key: string, limit: number, windowMs: number, now: number) => {
    if (liveCalls(key, windowMs, now).length >= limit) return false;
    record.run(key, now);
    return true;
  });
  return {
    take: async (key, limit, windowMs, now) => take(key, limit, windowMs, now),
    waitMs: async (key, limit, windowMs, now) => {
      const calls = liveCalls(key, windowMs, now);
      return calls.length < limit ? 0 : (calls[calls.length - limit] as number) + windowMs - now;
    },
    refund: async (key, at) => {
      refund.run(key, at);
    },
    forget: async (before) => {
      forgetAll.run(before);
    },
  };
}

interface CatalogueRow {
  products_json: string | null;
  products_fetched_at: number | null;
  status_json: string | null;
  fetched_at: number | null;
}

function sqliteCatalogue(db: Database): SharedCatalogue {
  db.prepare('INSERT OR IGNORE INTO catalogue (id) VALUES (1)').run();
  // Like claims, a lease in the file was this instance's, left by a crash: nobody else is refreshing.
  db.prepare('UPDATE catalogue SET lease_holder = NULL, lease_until = NULL').run();
  const read = db.prepare('SELECT products_json, products_fetched_at, status_json, fetched_at FROM catalogue');
  const lease = db.prepare<[string, number, number]>(`UPDATE catalogue SET lease_holder = ?, lease_until = ?
    WHERE lease_holder IS NULL OR lease_until <= ?`);
  const write = db.prepare<Record<string, unknown>>(`UPDATE catalogue SET products_json = @productsJson,
    products_fetched_at = @productsFetchedAt, status_json = @statusJson, fetched_at = @fetchedAt,
    lease_holder = CASE WHEN lease_holder = @holder THEN NULL ELSE lease_holder END,
    lease_until = CASE WHEN lease_holder = @holder THEN NULL ELSE lease_until END`);
  const release = db.prepare<[string]>(
    'UPDATE catalogue SET lease_holder = NULL, lease_until = NULL WHERE lease_holder = ?',
  );
  return {
    read: async () => {
      const row = read.get() as CatalogueRow;
      if (row.products_json === null || row.status_json === null) return undefined;
      return {
        productsJson: row.products_json,
        productsFetchedAt: row.products_fetched_at ?? 0,
        statusJson: row.status_json,
        fetchedAt: row.fetched_at ?? 0,
      } satisfies CatalogueRecord;
    },
    lease: async (holder, now, until) => lease.run(holder, until, now).changes === 1,
    write: async (holder, record) => {
      write.run({ holder, ...record });
    },
    release: async (holder) => {
      release.run(holder);
    },
  };
}
