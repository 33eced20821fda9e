import type { Pool } from 'pg';

/**
 * Each entry moves the schema one version up and is never edited once
 * released: instances of different releases may share one database, so a
 * change is a new entry that only adds (columns, tables, indexes). Version 2
 * is the one exception: it removes the widget keys and access tokens kept in
 * clear, so instances of older releases must be stopped before it runs
 * (README, "Several instances on PostgreSQL").
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE orders (
     id TEXT PRIMARY KEY,
     order_json TEXT NOT NULL,
     version INTEGER NOT NULL,
     token_hash TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE TABLE webhook_deliveries (
     webhook_id TEXT PRIMARY KEY,
     received_at BIGINT NOT NULL
   );
   CREATE INDEX webhook_deliveries_received_at ON webhook_deliveries (received_at);
   CREATE TABLE checkout_jobs (
     seq BIGSERIAL PRIMARY KEY,
     checkout_id TEXT NOT NULL UNIQUE,
     idempotency_key TEXT NOT NULL UNIQUE,
     request_hash TEXT NOT NULL,
     input_json TEXT NOT NULL,
     access_token TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('queued', 'attempting', 'retrying', 'created', 'rejected', 'given_up')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     order_id TEXT,
     problem_json TEXT,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE INDEX checkout_jobs_due ON checkout_jobs (state, next_attempt_at, seq);
   CREATE TABLE quota_calls (
     key TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX quota_calls_key_at ON quota_calls (key, at);
   CREATE INDEX quota_calls_at ON quota_calls (at);
   CREATE TABLE catalogue (
     -- One row for the fleet: the key can only be true.
     id BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
     products_json TEXT,
     products_fetched_at BIGINT,
     status_json TEXT,
     fetched_at BIGINT,
     lease_holder TEXT,
     lease_until BIGINT
   );`,
  // Widget keys and access tokens only as hashes (access-token.ts: the token is made again from the key on a replay),
  // those already stored hashed in place so saved checkouts still open.
  `ALTER TABLE checkout_jobs ADD COLUMN key_hash TEXT, ADD COLUMN token_hash TEXT;
   UPDATE checkout_jobs SET
     key_hash = encode(sha256(convert_to('checkout:' || idempotency_key, 'UTF8')), 'hex'),
     token_hash = encode(sha256(convert_to(access_token, 'UTF8')), 'hex');
   ALTER TABLE checkout_jobs
     ALTER COLUMN key_hash SET NOT NULL,
     ALTER COLUMN token_hash SET NOT NULL,
     ADD CONSTRAINT checkout_jobs_key_hash_key UNIQUE (key_hash),
     DROP COLUMN idempotency_key,
     DROP COLUMN access_token;`,
  // Baskets: several products for one vehicle, paid once through one external order (basket-store.ts).
  `CREATE TABLE baskets (
     id TEXT PRIMARY KEY,
     external_order_json TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('OPEN', 'PAID', 'CANCELED', 'EXPIRED')),
     facts_json TEXT NOT NULL,
     token_hash TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL
   );`,
  // How a refunded order ended (storage.ts OrderEnd), which its snapshot cannot tell.
  `ALTER TABLE orders ADD COLUMN ended_by TEXT CHECK (ended_by IN ('cancelled', 'failed'));`,
];

/** Any constant will do, as long as nothing else in the database takes this advisory lock. */
const MIGRATION_LOCK = 0x6266_6d69_67; // "bfmig"

/**
 * Brings the schema up to date, one migration per transaction. The advisory
 * lock makes instances starting together take turns: the first applies what
 * is missing, the others find it applied.
 */
export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    for (;;) {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await client.query(`CREATE TABLE IF NOT EXISTS bff_schema_migrations (
          version INTEGER PRIMARY KEY,
          applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
        )`);
        const { rows } = await client.query<{ version: number }>(
          'SELECT COALESCE(MAX(version), 0) AS version FROM bff_schema_migrations',
        );
        const version = rows[0]?.version ?? 0;
        const next = MIGRATIONS[version];
        if (next === undefined) {
          await client.query('COMMIT');
          return;
        }
        await client.query(next);
        await client.query('INSERT INTO bff_schema_migrations (version) VALUES ($1)', [version + 1]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    client.release();
  }
}
