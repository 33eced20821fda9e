import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';

/** Each entry moves the schema one version up; `PRAGMA user_version` records how far a file got. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE orders (
     id TEXT PRIMARY KEY,
     order_json TEXT NOT NULL,
     version INTEGER NOT NULL,
     token_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE checkout_keys (
     idempotency_key TEXT PRIMARY KEY,
     request_hash TEXT NOT NULL,
     order_id TEXT NOT NULL REFERENCES orders(id),
     access_token TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX checkout_keys_created_at ON checkout_keys(created_at);
   CREATE TABLE webhook_deliveries (
     webhook_id TEXT PRIMARY KEY,
     received_at INTEGER NOT NULL
   );
   CREATE INDEX webhook_deliveries_received_at ON webhook_deliveries(received_at);`,
  // The durable queue of order creations (queue/checkout-jobs.ts): seq keeps their order. Its rows hold the
  // widget keys from now on; checkout_keys above is kept as it is, no longer written.
  `CREATE TABLE checkout_jobs (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     checkout_id TEXT NOT NULL UNIQUE,
     idempotency_key TEXT NOT NULL UNIQUE,
     request_hash TEXT NOT NULL,
     input_json TEXT NOT NULL,
     access_token TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('queued', 'attempting', 'retrying', 'created', 'rejected', 'given_up')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     order_id TEXT,
     problem_json TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX checkout_jobs_due ON checkout_jobs(state, next_attempt_at, seq);`,
  // The upstream quota and the catalogue moved from memory into storage (one interface for SQLite and PostgreSQL).
  `CREATE TABLE quota_calls (key TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX quota_calls_key_at ON quota_calls(key, at);
   CREATE INDEX quota_calls_at ON quota_calls(at);
   CREATE TABLE catalogue (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     products_json TEXT,
     products_fetched_at INTEGER,
     status_json TEXT,
     fetched_at INTEGER,
     lease_holder TEXT,
     lease_until INTEGER
   );`,
];

/** Opens (creating if needed) the BFF's database file in `dataDir` and brings its schema up to date. */
export function openSqliteDatabase(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'bff.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const current = db.pragma('user_version', { simple: true }) as number;
  db.transaction(() => {
    for (let version = current; version < MIGRATIONS.length; version++) db.exec(MIGRATIONS[version] as string);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
  return db;
}
