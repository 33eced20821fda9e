import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { Order } from '../../src/contract/order.ts';
import { CheckoutCreated, CheckoutOrder, CheckoutProgress } from '../../src/contract/widget-api.ts';
import { MIGRATIONS as POSTGRES_MIGRATIONS } from '../../src/bff/storage/postgres-migrations.ts';
import { MIGRATIONS as SQLITE_MIGRATIONS } from '../../src/bff/storage/sqlite-database.ts';
import { testDatabase } from '../../src/bff/storage/test-postgres.ts';
import { shopperOf, startSecurityStack } from './support/security-stack.ts';
import type { SecurityStack } from './support/security-stack.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 30_000);

/** A row as the releases before the hashing wrote it: the widget's key and the order's token in clear. */
interface OldCheckout {
  order: Order;
  checkoutId: string;
  key: string;
  token: string;
}

/**
 * Where a BFF keeps its state, and all of it as text to search: every byte
 * of the SQLite files (free pages and the WAL included), or every row of
 * every table of the PostgreSQL database.
 */
interface Engine {
  /** Env for a BFF on this engine's store. */
  env: Record<string, string>;
  /** Writes the schema of the release before the hashing, with `old` in it, as that release left it. */
  writeOldSchema(old: OldCheckout): Promise<void>;
  everything(): Promise<string>;
}

const hashHex = (s: string) => createHash('sha256').update(s).digest('hex');

function sqliteEngine(stack: SecurityStack): Engine {
  const dataDir = join(stack.dir, 'bff-sqlite');
  return {
    env: { BFF_DATA_DIR: dataDir },
    async writeOldSchema(old) {
      mkdirSync(dataDir, { recursive: true });
      const db = new Database(join(dataDir, 'bff.sqlite'));
      db.pragma('journal_mode = WAL');
      // Schema version 3: the last one whose checkout_jobs (and the older checkout_keys) held tokens in clear.
      for (const migration of SQLITE_MIGRATIONS.slice(0, 3)) db.exec(migration);
      db.pragma('user_version = 3');
      const now = Date.now();
      db.prepare(`INSERT INTO orders (id, order_json, version, token_hash, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?)`).run(old.order.id, JSON.stringify(old.order), old.order.version, hashHex(old.token), now, now);
      db.prepare(`INSERT INTO checkout_jobs (checkout_id, idempotency_key, request_hash, input_json, access_token, state,
        attempts, next_attempt_at, order_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'created', 1, 0, ?, ?, ?)`)
        .run(old.checkoutId, old.key, 'old-request-hash', '{}', old.token, old.order.id, now, now);
      db.prepare(`INSERT INTO checkout_keys (idempotency_key, request_hash, order_id, access_token, created_at)
        VALUES (?, ?, ?, ?, ?)`).run(`${old.key}-v1`, 'old-request-hash', old.order.id, old.token, now);
      db.close();
    },
    async everything() {
      return readdirSync(dataDir).map((file) => readFileSync(join(dataDir, file)).toString('latin1')).join('\n');
    },
  };
}

async function postgresEngine(): Promise<Engine> {
  const database = await testDatabase();
  cleanups.push(() => database.drop());
  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    env: { BFF_DATABASE_URL: database.url },
    async writeOldSchema(old) {
      // Schema version 1, recorded the way the BFF's migrate() records it.
      await query(`CREATE TABLE bff_schema_migrations (version INTEGER PRIMARY KEY,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
      await query(POSTGRES_MIGRATIONS[0]!);
      await query('INSERT INTO bff_schema_migrations (version) VALUES (1)');
      const now = Date.now();
      await query(`INSERT INTO orders (id, order_json, version, token_hash, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $5)`, [old.order.id, JSON.stringify(old.order), old.order.version, hashHex(old.token), now]);
      await query(`INSERT INTO checkout_jobs (checkout_id, idempotency_key, request_hash, input_json, access_token, state,
        attempts, next_attempt_at, order_id, created_at, updated_at) VALUES ($1, $2, 'old-request-hash', '{}', $3, 'created',
        1, 0, $4, $5, $5)`, [old.checkoutId, old.key, old.token, old.order.id, now]);
    },
    async everything() {
      const tables = await query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()");
      const rows = await Promise.all(tables.map(({ name }) =>
        query<{ row: string }>(`SELECT t::text AS row FROM ${pg.escapeIdentifier(name)} t`)));
      return rows.flat().map(({ row }) => row).join('\n');
    },
  };
}

const engines: Array<[string, (stack: SecurityStack) => Promise<Engine>]> = [
  ['SQLite', async (stack) => sqliteEngine(stack)],
  ['PostgreSQL', () => postgresEngine()],
];

describe.each(engines)('order access tokens at rest (%s)', (_name, engineOf) => {
  it('keeps no token (and no widget key it could be made from) in the database after an order', async () => {
    const stack = await startSecurityStack();
    cleanups.push(() => stack.close());
    const engine = await engineOf(stack);
    const bff = await stack.startBff(engine.env);
    const shopper = shopperOf(bff.url);
    const key = `at-rest-key-${randomBytes(8).toString('hex')}`;
    const res = await shopper.order('203.0.113.5', 'W 12345A', key);
    expect(res.status).toBe(201);
    const created = CheckoutCreated.parse(await res.json());
    await bff.close();

    const stored = await engine.everything();
    expect(stored).toContain(created.order.id);
    expect(stored).not.toContain(created.access_token);
    expect(stored).not.toContain(key);

    // What the widget saved still opens the order, after a restart, and a replay of its key still answers the same.
    const again = await stack.startBff(engine.env);
    const read = await fetch(`${again.url}/api/orders/${created.order.id}?token=${created.access_token}`);
    expect(read.status).toBe(200);
    expect(CheckoutOrder.parse(await read.json()).id).toBe(created.order.id);
    const replay = await shopperOf(again.url).order('203.0.113.5', 'W 12345A', key);
    expect(replay.status).toBe(201);
    expect(CheckoutCreated.parse(await replay.json()).access_token).toBe(created.access_token);
  });

  it('hashes the clear tokens an older release left, and the widgets that saved them still open their orders', async () => {
    const stack = await startSecurityStack();
    cleanups.push(() => stack.close());
    const engine = await engineOf(stack);
    const upstreamOrder = await stack.upstream('/public/orders', {
      method: 'POST',
      body: JSON.stringify({
        order_has_been_paid: false, user: { email: 'anna@example.com' },
        products: [{ product: 'vignette-at-10-days', start_date: new Date().toISOString().slice(0, 10),
          vehicle: { plate: 'W 54321A', country: 'AT', type: 'car' } }],
      }),
    });
    expect(upstreamOrder.status).toBe(200);
    const old: OldCheckout = {
      order: Order.parse(await upstreamOrder.json()),
      checkoutId: `chk_${randomBytes(12).toString('base64url')}`,
      key: `old-widget-key-${randomBytes(8).toString('hex')}`,
      token: randomBytes(32).toString('base64url'),
    };
    await engine.writeOldSchema(old);
    expect(await engine.everything()).toContain(old.token);

    const bff = await stack.startBff(engine.env);
    const order = await fetch(`${bff.url}/api/orders/${old.order.id}?token=${old.token}`);
    expect(order.status).toBe(200);
    expect(CheckoutOrder.parse(await order.json()).id).toBe(old.order.id);
    const checkout = await fetch(`${bff.url}/api/checkouts/${old.checkoutId}?token=${old.token}`);
    expect(checkout.status).toBe(200);
    expect(CheckoutProgress.parse(await checkout.json())).toMatchObject({ state: 'created', order: { id: old.order.id } });
    const wrong = await fetch(`${bff.url}/api/checkouts/${old.checkoutId}?token=${randomBytes(32).toString('base64url')}`);
    expect(wrong.status).toBe(404);
    await bff.close();

    const stored = await engine.everything();
    expect(stored).toContain(old.order.id);
    expect(stored).not.toContain(old.token);
    expect(stored).not.toContain(old.key);
  });
});
