import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Order } from '../../contract/order.ts';
import { BASKET_COLUMNS, basketFromRow } from './basket-row.ts';
import type { BasketRow } from './basket-row.ts';
import { PostgresChangeFeed } from './postgres-changes.ts';
import { PostgresJobs } from './postgres-jobs.ts';
import { migrate } from './postgres-migrations.ts';
import type {
  BasketRecords, BffStorage, CatalogueRecord, OrderEnd, OrderRecords, QuotaLedger, SharedCatalogue, StoredOrder,
  WebhookOutcome,
} from './storage.ts';

/** Quota keys lock in their own advisory-lock space (two-int form), apart from the migrations' lock. */
const QUOTA_LOCK_SPACE = 0x71756f;

/**
 * Times are milliseconds (BIGINT) and counts are BIGINT too; both stay far
 * below 2^53, so they are read as plain numbers rather than pg's strings.
 */
function numericTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  return types;
}

async function inTransaction<T>(pool: pg.Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const UPDATE_IF_NEWER = `UPDATE orders SET order_json = $2, version = $3, updated_at = $4
  WHERE id = $1 AND version < $3`;

function ordersIn(pool: pg.Pool): OrderRecords {
  return {
    async saveCreated(order, tokenHash, now) {
      // An upstream replay can name an order we already hold: keep its newest snapshot, adopt the new token.
      await pool.query(`
        INSERT INTO orders (id, order_json, version, token_hash, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $5)
        ON CONFLICT (id) DO UPDATE SET
          token_hash = excluded.token_hash,
          order_json = CASE WHEN excluded.version > orders.version THEN excluded.order_json ELSE orders.order_json END,
          version = GREATEST(orders.version, excluded.version),
          updated_at = excluded.updated_at`, [order.id, JSON.stringify(order), order.version, tokenHash, now]);
    },
    async get(id): Promise<StoredOrder | undefined> {
      const { rows } = await pool.query<{ order_json: string; token_hash: string; ended_by: OrderEnd | null }>(
        'SELECT order_json, token_hash, ended_by FROM orders WHERE id = $1', [id]);
      // Only orders validated against the contract are ever written, so the JSON is trusted here.
      const row = rows[0];
      return row && { order: JSON.parse(row.order_json) as Order, tokenHash: row.token_hash, endedBy: row.ended_by };
    },
    async saveIfNewer(order, now) {
      const { rowCount } = await pool.query(UPDATE_IF_NEWER, [order.id, JSON.stringify(order), order.version, now]);
      return rowCount === 1;
    },
    applyWebhook(webhookId, order, now, forgetBefore) {
      return inTransaction(pool, async (client): Promise<WebhookOutcome> => {
        await client.query('DELETE FROM webhook_deliveries WHERE received_at < $1', [forgetBefore]);
        const seen = await client.query(
          'INSERT INTO webhook_deliveries (webhook_id, received_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [webhookId, now]);
        if (seen.rowCount === 0) return { duplicate: true, updated: null };
        if (!order) return { duplicate: false, updated: null };
        const { rowCount } = await client.query(UPDATE_IF_NEWER, [order.id, JSON.stringify(order), order.version, now]);
        return { duplicate: false, updated: rowCount === 1 ? order : null };
      });
    },
    async noteEnd(id, end) {
      const { rowCount } = await pool.query('UPDATE orders SET ended_by = $1 WHERE id = $2 AND ended_by IS NULL', [end, id]);
      return rowCount === 1;
    },
  };
}

function basketsIn(pool: pg.Pool): BasketRecords {
  return {
    async saveCreated(externalOrder, facts, tokenHash, now) {
      // A replay naming a basket already held keeps what it has and adopts the token hash.
      await pool.query(`
        INSERT INTO baskets (id, external_order_json, status, facts_json, token_hash, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $6)
        ON CONFLICT (id) DO UPDATE SET token_hash = excluded.token_hash`,
      [externalOrder.id, JSON.stringify(externalOrder), externalOrder.status, JSON.stringify(facts), tokenHash, now]);
    },
    async get(id) {
      const { rows } = await pool.query<BasketRow>(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE id = $1`, [id]);
      return rows[0] && basketFromRow(rows[0]);
    },
    async saveIfForward(externalOrder, now) {
      // One statement: of two instances storing news of one basket, only the first to leave OPEN writes.
      const { rowCount } = await pool.query(`
        UPDATE baskets SET external_order_json = $2, status = $3, updated_at = $4
        WHERE id = $1 AND status = 'OPEN' AND $3 <> 'OPEN'`,
      [externalOrder.id, JSON.stringify(externalOrder), externalOrder.status, now]);
      return rowCount === 1;
    },
  };
}

function quotaIn(pool: pg.Pool): QuotaLedger {
  // Every change to a key's calls holds the key's lock, so count-then-insert is one step for every instance.
  const underLock = <T>(key: string, work: (client: PoolClient) => Promise<T>) =>
    inTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [QUOTA_LOCK_SPACE, key]);
      return work(client);
    });
  return {
    take(key, limit, windowMs, now) {
      return underLock(key, async (client) => {
        await client.query('DELETE FROM quota_calls WHERE key = $1 AND at <= $2', [key, now - windowMs]);
        const { rowCount } = await client.query(`
          INSERT INTO quota_calls (key, at)
          SELECT $1, $2 WHERE (SELECT COUNT(*) FROM quota_calls WHERE key = $1) < $3`, [key, now, limit]);
        return rowCount === 1;
      });
    },
    async waitMs(key, limit, windowMs, now) {
      // Spendable again when the limit-th newest live call leaves the window.
      const { rows } = await pool.query<{ at: number }>(`
        SELECT at FROM quota_calls WHERE key = $1 AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1`,
      [key, now - windowMs, limit - 1]);
      return rows[0] ? rows[0].at + windowMs - now : 0;
    },
    async refund(key, at) {
      // Calls have no key of their own: one of those made at `at` goes, whichever it is.
      await underLock(key, (client) => client.query(`
        DELETE FROM quota_calls
        WHERE ctid = (SELECT ctid FROM quota_calls WHERE key = $1 AND at = $2 LIMIT 1)`, [key, at]));
    },
    async forget(before) {
      // Calls this old count in no window, so no key's lock is needed to drop them.
      await pool.query('DELETE FROM quota_calls WHERE at <= $1', [before]);
    },
  };
}

function catalogueIn(pool: pg.Pool): SharedCatalogue {
  return {
    async read() {
      const { rows } = await pool.query<CatalogueRecord>(`
        SELECT products_json AS "productsJson", products_fetched_at AS "productsFetchedAt",
          status_json AS "statusJson", fetched_at AS "fetchedAt"
        FROM catalogue WHERE products_json IS NOT NULL`);
      return rows[0];
    },
    async lease(holder, now, until) {
      // Racing takers queue on the one row; each sees the lease the one before it left.
      const { rowCount } = await pool.query(`
        INSERT INTO catalogue (lease_holder, lease_until) VALUES ($1, $3)
        ON CONFLICT (id) DO UPDATE SET lease_holder = excluded.lease_holder, lease_until = excluded.lease_until
        WHERE catalogue.lease_holder IS NULL OR catalogue.lease_until <= $2`, [holder, now, until]);
      return rowCount === 1;
    },
    async write(holder, record) {
      // A refresher whose lease lapsed still writes (the newest write wins) but leaves a successor's lease alone.
      await pool.query(`
        INSERT INTO catalogue (products_json, products_fetched_at, status_json, fetched_at)
        VALUES ($2, $3, $4, $5)
        ON CONFLICT (id) DO UPDATE SET
          products_json = excluded.products_json, products_fetched_at = excluded.products_fetched_at,
          status_json = excluded.status_json, fetched_at = excluded.fetched_at,
          lease_until = CASE WHEN catalogue.lease_holder = $1 THEN NULL ELSE catalogue.lease_until END,
          lease_holder = CASE WHEN catalogue.lease_holder = $1 THEN NULL ELSE catalogue.lease_holder END`,
      [holder, record.productsJson, record.productsFetchedAt, record.statusJson, record.fetchedAt]);
    },
    async release(holder) {
      await pool.query(
        'UPDATE catalogue SET lease_holder = NULL, lease_until = NULL WHERE lease_holder = $1', [holder]);
    },
  };
}

/** Opens the shared database at `url` and brings its schema up to date. */
export async function openPostgresStorage(url: string): Promise<BffStorage> {
  // An unreachable database fails a request in seconds instead of holding it (and /readyz) open; keepalive finds
  // connections a failover or a NAT left half-open.
  const pool = new pg.Pool({
    connectionString: url, max: 10, types: numericTypes(),
    connectionTimeoutMillis: 5_000, query_timeout: 10_000, keepAlive: true,
  });
  // An idle connection the server dropped is replaced at the next query, which reports any lasting failure.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const changes = new PostgresChangeFeed(pool, url);
  let closed: Promise<void> | undefined;
  return {
    engine: 'postgres',
    orders: ordersIn(pool),
    jobs: new PostgresJobs(pool),
    baskets: basketsIn(pool),
    quota: quotaIn(pool),
    catalogue: catalogueIn(pool),
    changes,
    async ping() {
      await pool.query('SELECT 1');
    },
    close() {
      closed ??= changes.close().then(() => pool.end());
      return closed;
    },
  };
}
