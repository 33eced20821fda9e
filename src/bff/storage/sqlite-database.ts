import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';

/** Each entry moves the schema one version up; `PRAGMA user_version` records how far a file got. */
export const MIGRATIONS: readonly string[] = [
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
  // Widget keys and access tokens only as hashes (access-token.ts: the token is made again from the key on a replay),
  // those already stored hashed here so saved checkouts still open. SQLite cannot drop a UNIQUE column, so the table
  // is copied; checkout_keys, unread since version 2, goes with the clear tokens it held.
  `CREATE TABLE checkout_jobs_hashed (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     checkout_id TEXT NOT NULL UNIQUE,
     key_hash TEXT NOT NULL UNIQUE,
     request_hash TEXT NOT NULL,
     input_json TEXT NOT NULL,
     token_hash TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('queued', 'attempting', 'retrying', 'created', 'rejected', 'given_up')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     order_id TEXT,
     problem_json TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   INSERT INTO checkout_jobs_hashed (seq, checkout_id, key_hash, request_hash, input_json, token_hash, state, attempts,
     next_attempt_at, order_id, problem_json, created_at, updated_at)
   SELECT seq, checkout_id, sha256_hex('checkout:' || idempotency_key), request_hash, input_json, sha256_hex(access_token),
     state, attempts, next_attempt_at, order_id, problem_json, created_at, updated_at
   FROM checkout_jobs;
   DROP TABLE checkout_jobs;
   ALTER TABLE checkout_jobs_hashed RENAME TO checkout_jobs;
   CREATE INDEX checkout_jobs_due ON checkout_jobs(state, next_attempt_at, seq);
   DROP TABLE checkout_keys;`,
  // Baskets: several products for one vehicle, paid once through one external order (basket-store.ts).
  `CREATE TABLE baskets (
     id TEXT PRIMARY KEY,
     external_order_json TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('OPEN', 'PAID', 'CANCELED', 'EXPIRED')),
     facts_json TEXT NOT NULL,
     token_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );`,
  // How a refunded order ended (storage.ts OrderEnd), which its snapshot cannot tell.
  `ALTER TABLE orders ADD COLUMN ended_by TEXT CHECK (ended_by IN ('cancelled', 'failed'));`,
];

/** Opens (creating if needed) the BFF's database file in `dataDir` and brings its schema up to date. */
export function openSqliteDatabase(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'bff.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // For migrations that hash what older releases kept in clear (as access-token.ts does).
  db.function('sha256_hex', { deterministic: true }, (text: unknown) => createHash('sha256').update(String(text)).digest('hex'));
  const current = db.pragma('user_version', { simple: true }) as number;
  // A file a newer release brought further (and this one rolled back to) is left at its version: lowered, that
  // release's own migrations would run again on its way back, and fail on what they already added.
  if (current >= MIGRATIONS.length) return db;
  // What a migration drops or rewrites is zeroed on disk, not left in free pages or the log: clear tokens among it.
  db.pragma('secure_delete = ON');
  db.transaction(() => {
    for (let version = current; version < MIGRATIONS.length; version++) db.exec(MIGRATIONS[version] as string);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('secure_delete = OFF');
  return db;
}
