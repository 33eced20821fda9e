import pg from 'pg';
import type { Change, ChangeFeed } from './storage.ts';

const CHANNEL = 'bff_changes';
/** Waits before reconnecting the listening connection, growing while the server stays away. */
const RECONNECT_MS = [100, 500, 2_000] as const;

interface Subscriber {
  listener: (change: Change) => void;
  resync: () => void;
}

function parseChange(payload: string | undefined): Change | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  if (kind === 'catalogue') return { kind };
  if ((kind === 'order' || kind === 'checkout' || kind === 'basket') && typeof id === 'string') return { kind, id };
  return undefined;
}

/**
 * Change notices through LISTEN/NOTIFY. One connection listens for every
 * subscriber of this storage; it is opened at the first listen() and, when it
 * drops, opened again until close().
 */
export class PostgresChangeFeed implements ChangeFeed {
  readonly #pool: pg.Pool;
  readonly #url: string;
  readonly #subscribers = new Set<Subscriber>();
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;
  #closed = false;

  constructor(pool: pg.Pool, url: string) {
    this.#pool = pool;
    this.#url = url;
  }

  async notify(change: Change): Promise<void> {
    await this.#pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(change)]);
  }

  listen(listener: (change: Change) => void, resync: () => void): () => void {
    const subscriber = { listener, resync };
    this.#subscribers.add(subscriber);
    if (!this.#client && !this.#retry && !this.#closed) this.#connect();
    return () => {
      this.#subscribers.delete(subscriber);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  #connect(): void {
    // Keepalive: a half-open socket would otherwise never end, and notices would stop with no resync.
    const client = new pg.Client({ connectionString: this.#url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    this.#client = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      void client.end().catch(() => undefined);
      if (this.#client === client) this.#client = undefined;
      if (this.#closed) return;
      const delay = RECONNECT_MS[Math.min(this.#failures++, RECONNECT_MS.length - 1)];
      this.#retry = setTimeout(() => {
        this.#retry = undefined;
        this.#connect();
      }, delay).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', ({ channel, payload }) => {
      const change = channel === CHANNEL ? parseChange(payload) : undefined;
      if (change) for (const { listener } of [...this.#subscribers]) listener(change);
    });
    client.connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (lost) return;
        this.#failures = 0;
        // Notices sent before LISTEN took hold (at the first connection as after a drop) reached no one here.
        for (const { resync } of [...this.#subscribers]) resync();
      }, onLost);
  }
}
