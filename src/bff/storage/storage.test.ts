import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExternalOrder } from '../../contract/external-order.ts';
import type { Order } from '../../contract/order.ts';
import { upstreamOrder } from './order-fixture.ts';
import { openPostgresStorage } from './postgres-storage.ts';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { BasketFacts, BffStorage, Change, ChangeFeed, NewCheckoutJob } from './storage.ts';
import { testDatabase } from './test-postgres.ts';
import type { TestDatabase } from './test-postgres.ts';

/** A storage and a second instance on the same data (SQLite has one instance, so there it is the same one). */
interface Opened {
  storage: BffStorage;
  peer: BffStorage;
  close(): Promise<void>;
}

/** One PostgreSQL database for the file, emptied before each test that needs it empty: quicker than one each. */
let shared: TestDatabase;
beforeAll(async () => {
  shared = await testDatabase();
});
afterAll(() => shared.drop());

async function openSqlite(): Promise<Opened> {
  const dir = await mkdtemp(join(tmpdir(), 'bff-storage-'));
  const storage = openSqliteStorage(dir);
  return { storage, peer: storage, close: async () => {
    await storage.close();
    await rm(dir, { recursive: true, force: true });
  } };
}

async function openPostgres(): Promise<Opened> {
  await emptyTables(shared.url);
  const storage = await openPostgresStorage(shared.url);
  const peer = await openPostgresStorage(shared.url);
  return { storage, peer, close: () => Promise.all([storage.close(), peer.close()]).then(() => undefined) };
}

/** Truncates whatever tables the migrations made, without naming them, and keeps the record of migrations. */
async function emptyTables(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables
      WHERE schemaname = current_schema() AND tablename <> 'bff_schema_migrations'`);
    const tables = rows.map(({ name }) => client.escapeIdentifier(name));
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`);
  } finally {
    await client.end();
  }
}

const engines: Array<[string, () => Promise<Opened>]> = [['sqlite', openSqlite], ['postgres', openPostgres]];

const order = (id: string, version: number, status: Order['status'] = 'CREATED') => upstreamOrder(id, status, { version });

function basket(id: string, status: ExternalOrder['status'], orderIds: string[] = []): ExternalOrder {
  return {
    id, reference_id: `bff_${id}`, status, amount: { amount: 3230, currency: 'EUR' }, description: 'Trip',
    payment_link: status === 'OPEN' ? `http://partner.test/pay/tok_${id}` : null, expires_in: 3600,
    expires_at: '2026-01-10T11:00:00Z', allowed_payment_providers: ['stripe'], created_at: '2026-01-10T10:00:00Z',
    order_id: orderIds[0] ?? null, order_ids: orderIds,
    items: [
      { product: 'vignette-at-10-days', start_date: '2026-01-20', amount: { amount: 2350, currency: 'EUR' } },
      { product: 'tunnel-at-karawanken', start_date: '2026-01-20', amount: { amount: 880, currency: 'EUR' } },
    ],
  };
}

const FACTS: BasketFacts = {
  vehicle: { plate: 'W 1234 A', country: 'AT', type: 'car' },
  items: [{ product: 'vignette-at-10-days', start_date: '2026-01-20' }, { product: 'tunnel-at-karawanken', start_date: '2026-01-20' }],
  locale: 'de-AT',
  open_order_details_by_default: false,
};

function newJob(name: string): NewCheckoutJob {
  return {
    checkoutId: `chk_${name}`,
    keyHash: `key-${name}`,
    requestHash: `hash-${name}`,
    input: {
      order_has_been_paid: false,
      user: { email: 'anna@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 1234 A', country: 'AT', type: 'car' } }],
    },
    tokenHash: `token-${name}`,
  };
}

const PROBLEM = { type: 'https://road-checkout.dev/problems/plate', title: 'Bad plate', status: 422, code: 'plate' };

/** Records the notices a feed delivers; until() resolves on the first one that matches, however late it comes. */
function inbox(feed: ChangeFeed, resync: () => void = () => undefined) {
  const received: Change[] = [];
  const checks = new Set<() => void>();
  const stop = feed.listen((change) => {
    received.push(change);
    for (const check of [...checks]) check();
  }, resync);
  const until = (match: (change: Change) => boolean) => new Promise<Change>((resolve) => {
    const check = () => {
      const found = received.find(match);
      if (!found) return;
      checks.delete(check);
      resolve(found);
    };
    checks.add(check);
    check();
  });
  return { received, stop, until };
}

const about = (id: string) => (change: Change) => 'id' in change && change.id === id;

/**
 * Sends probes from `from` until `box` hears one: a listener may take a moment
 * to start listening, and a notice sent before then is (by design) lost.
 * Each round waits on a query to the database, never on a timer.
 */
async function untilListening(from: BffStorage, box: ReturnType<typeof inbox>): Promise<void> {
  let heard = false;
  const probe = box.until((change) => 'id' in change && change.id.startsWith('probe-')).then(() => {
    heard = true;
  });
  for (let round = 0; round < 1000 && !heard; round++) {
    await from.changes.notify({ kind: 'checkout', id: `probe-${round}` });
    await Promise.race([probe, from.ping()]);
  }
  expect(heard).toBe(true);
}

describe.each(engines)('%s storage', (_name, open) => {
  let storage: BffStorage;
  let peer: BffStorage;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ storage, peer, close } = await open());
  });
  afterEach(() => close());

  it('answers a ping', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  describe('orders', () => {
    it('keeps the newest version of a created order and adopts a replayed token', async () => {
      expect(await storage.orders.get('ord_1')).toBeUndefined();
      await storage.orders.saveCreated(order('ord_1', 2), 'hash-a', 1_000);
      expect(await peer.orders.get('ord_1')).toEqual({ order: order('ord_1', 2), tokenHash: 'hash-a', endedBy: null });

      await storage.orders.saveCreated(order('ord_1', 1, 'PENDING'), 'hash-b', 2_000);
      expect(await peer.orders.get('ord_1')).toEqual({ order: order('ord_1', 2), tokenHash: 'hash-b', endedBy: null });
      await storage.orders.saveCreated(order('ord_1', 3, 'PENDING'), 'hash-c', 3_000);
      expect(await peer.orders.get('ord_1')).toEqual({ order: order('ord_1', 3, 'PENDING'), tokenHash: 'hash-c', endedBy: null });
    });

    it('saves an order only over an older version of it', async () => {
      await storage.orders.saveCreated(order('ord_1', 3), 'hash-a', 1_000);
      expect(await storage.orders.saveIfNewer(order('ord_1', 2, 'PENDING'), 2_000)).toBe(false);
      expect(await storage.orders.saveIfNewer(order('ord_1', 3, 'PENDING'), 2_000)).toBe(false);
      expect((await storage.orders.get('ord_1'))?.order.status).toBe('CREATED');

      expect(await storage.orders.saveIfNewer(order('ord_1', 4, 'ACTIVE'), 3_000)).toBe(true);
      expect(await peer.orders.get('ord_1')).toEqual({ order: order('ord_1', 4, 'ACTIVE'), tokenHash: 'hash-a', endedBy: null });

      expect(await storage.orders.saveIfNewer(order('ord_unknown', 9), 3_000)).toBe(false);
      expect(await storage.orders.get('ord_unknown')).toBeUndefined();
    });

    it('notes how an order ended once, for every instance: the first note stays', async () => {
      await storage.orders.saveCreated(order('ord_1', 1, 'PENDING'), 'hash-a', 1_000);
      await storage.orders.noteEnd('ord_1', 'failed');
      await peer.orders.noteEnd('ord_1', 'cancelled');
      expect(await peer.orders.get('ord_1')).toEqual({ order: order('ord_1', 1, 'PENDING'), tokenHash: 'hash-a', endedBy: 'failed' });
      // A newer snapshot keeps the note.
      await storage.orders.saveIfNewer(order('ord_1', 2, 'REFUNDED'), 2_000);
      expect((await storage.orders.get('ord_1'))?.endedBy).toBe('failed');

      await storage.orders.noteEnd('ord_unknown', 'cancelled');
      expect(await storage.orders.get('ord_unknown')).toBeUndefined();
    });

    it('applies each webhook once, in version order, to held orders only', async () => {
      await storage.orders.saveCreated(order('ord_1', 1), 'hash-a', 1_000);
      expect(await storage.orders.applyWebhook('wh_1', order('ord_1', 3, 'ACTIVE'), 2_000, 0))
        .toEqual({ duplicate: false, updated: order('ord_1', 3, 'ACTIVE') });
      expect(await peer.orders.applyWebhook('wh_1', order('ord_1', 3, 'ACTIVE'), 2_500, 0))
        .toEqual({ duplicate: true, updated: null });
      // An older event arriving late is recorded but changes nothing.
      expect(await storage.orders.applyWebhook('wh_2', order('ord_1', 2, 'PENDING'), 3_000, 0))
        .toEqual({ duplicate: false, updated: null });
      expect((await storage.orders.get('ord_1'))?.order).toEqual(order('ord_1', 3, 'ACTIVE'));

      expect(await storage.orders.applyWebhook('wh_3', order('ord_other', 5), 3_000, 0))
        .toEqual({ duplicate: false, updated: null });
      expect(await storage.orders.get('ord_other')).toBeUndefined();
      expect(await storage.orders.applyWebhook('wh_4', null, 3_000, 0)).toEqual({ duplicate: false, updated: null });
      expect(await storage.orders.applyWebhook('wh_4', null, 3_100, 0)).toEqual({ duplicate: true, updated: null });
    });

    it('forgets webhook ids received before forgetBefore', async () => {
      await storage.orders.applyWebhook('wh_1', null, 1_000, 0);
      expect(await storage.orders.applyWebhook('wh_1', null, 5_000, 1_000)).toEqual({ duplicate: true, updated: null });
      expect(await storage.orders.applyWebhook('wh_1', null, 6_000, 1_001))
        .toEqual({ duplicate: false, updated: null });
    });
  });

  describe('baskets', () => {
    it('keeps a created basket with its facts, and a replay adopts the token without going back', async () => {
      expect(await storage.baskets.get('eo_1')).toBeUndefined();
      await storage.baskets.saveCreated(basket('eo_1', 'OPEN'), FACTS, 'hash-a', 1_000);
      expect(await peer.baskets.get('eo_1')).toEqual({
        externalOrder: basket('eo_1', 'OPEN'), facts: FACTS, tokenHash: 'hash-a', updatedAt: 1_000,
      });
      expect(await storage.baskets.saveIfForward(basket('eo_1', 'PAID', ['ord_1', 'ord_2']), 2_000)).toBe(true);
      await storage.baskets.saveCreated(basket('eo_1', 'OPEN'), FACTS, 'hash-b', 3_000);
      expect(await peer.baskets.get('eo_1')).toEqual({
        externalOrder: basket('eo_1', 'PAID', ['ord_1', 'ord_2']), facts: FACTS, tokenHash: 'hash-b', updatedAt: 2_000,
      });
    });

    it('moves a basket only forward: OPEN to PAID, CANCELED or EXPIRED, once, never back', async () => {
      await storage.baskets.saveCreated(basket('eo_1', 'OPEN'), FACTS, 'hash-a', 1_000);
      expect(await storage.baskets.saveIfForward(basket('eo_1', 'OPEN'), 2_000)).toBe(false);
      expect(await storage.baskets.saveIfForward(basket('eo_1', 'EXPIRED'), 3_000)).toBe(true);
      expect(await peer.baskets.saveIfForward(basket('eo_1', 'PAID', ['ord_1']), 4_000)).toBe(false);
      expect(await storage.baskets.saveIfForward(basket('eo_1', 'OPEN'), 5_000)).toBe(false);
      expect((await peer.baskets.get('eo_1'))?.externalOrder.status).toBe('EXPIRED');
      // A basket this BFF never created is not stored by news of it.
      expect(await storage.baskets.saveIfForward(basket('eo_2', 'PAID'), 6_000)).toBe(false);
      expect(await storage.baskets.get('eo_2')).toBeUndefined();
    });

    it('lets exactly one of two racing instances move a basket on', async () => {
      await storage.baskets.saveCreated(basket('eo_1', 'OPEN'), FACTS, 'hash-a', 1_000);
      const moved = await Promise.all([
        storage.baskets.saveIfForward(basket('eo_1', 'PAID', ['ord_1']), 2_000),
        peer.baskets.saveIfForward(basket('eo_1', 'CANCELED'), 2_000),
      ]);
      expect(moved.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('checkout jobs', () => {
    it('adds one job per key and returns the held one for a repeat', async () => {
      const first = await storage.jobs.add(newJob('a'), 1_000, 0);
      expect(first).toEqual({
        added: true,
        job: {
          seq: first.job.seq, checkoutId: 'chk_a', keyHash: 'key-a', requestHash: 'hash-a', input: newJob('a').input,
          tokenHash: 'token-a', state: 'queued', attempts: 0, nextAttemptAt: 1_000, orderId: null, problem: null,
        },
      });
      const again = await peer.jobs.add({ ...newJob('a'), checkoutId: 'chk_a2', requestHash: 'other' }, 2_000, 0);
      expect(again).toEqual({ added: false, job: first.job });
      expect(await storage.jobs.byCheckoutId('chk_a2')).toBeUndefined();
      expect(await storage.jobs.byCheckoutId('chk_a')).toEqual(first.job);
      expect(await storage.jobs.byKeyHash('key-a')).toEqual(first.job);
    });

    it('gives a job to exactly one of two racing claims', async () => {
      const { job } = await storage.jobs.add(newJob('a'), 1_000, 0);
      const claims = await Promise.all([
        storage.jobs.claim(job.seq, 1_000, 31_000), peer.jobs.claim(job.seq, 1_000, 31_000),
      ]);
      expect(claims.filter((claimed) => claimed !== undefined)).toEqual([
        { ...job, state: 'attempting', attempts: 1, nextAttemptAt: 31_000 },
      ]);
    });

    it('lets a later claim take over a job whose claim lapsed', async () => {
      const { job } = await storage.jobs.add(newJob('a'), 1_000, 0);
      expect(await storage.jobs.claim(job.seq, 500, 30_500)).toBeUndefined();
      expect((await storage.jobs.claim(job.seq, 1_000, 31_000))?.attempts).toBe(1);
      expect(await storage.jobs.nextDue(30_999)).toBeUndefined();
      expect(await peer.jobs.claim(job.seq, 30_999, 60_999)).toBeUndefined();

      expect((await peer.jobs.nextDue(31_000))?.seq).toBe(job.seq);
      const taken = await peer.jobs.claim(job.seq, 31_000, 61_000);
      expect(taken).toMatchObject({ state: 'attempting', attempts: 2, nextAttemptAt: 61_000 });

      // The first holder was only slow: its late finish must not end the attempt its successor holds.
      await storage.jobs.finish({ seq: job.seq, attempts: 1 }, { state: 'retrying', nextAttemptAt: 90_000 }, 40_000);
      expect(await peer.jobs.byKeyHash(job.keyHash)).toMatchObject({ state: 'attempting', attempts: 2, nextAttemptAt: 61_000 });
      await peer.jobs.finish(taken!, { state: 'created', orderId: 'ord_taken' }, 41_000);
      expect(await storage.jobs.byKeyHash(job.keyHash)).toMatchObject({ state: 'created', orderId: 'ord_taken' });
    });

    it('finishes attempts and serves due jobs oldest first', async () => {
      const a = (await storage.jobs.add(newJob('a'), 1_000, 0)).job;
      const b = (await storage.jobs.add(newJob('b'), 1_100, 0)).job;
      const c = (await storage.jobs.add(newJob('c'), 1_200, 0)).job;
      expect(a.seq < b.seq && b.seq < c.seq).toBe(true);
      expect((await storage.jobs.nextDue(1_200))?.keyHash).toBe('key-a');
      expect((await storage.jobs.nextDue(1_150))?.keyHash).toBe('key-a');

      // Only a claimed job can be finished.
      await storage.jobs.finish({ seq: a.seq, attempts: 1 }, { state: 'created', orderId: 'ord_x' }, 1_300);
      expect((await storage.jobs.byKeyHash('key-a'))?.state).toBe('queued');

      const claimedA = await storage.jobs.claim(a.seq, 1_300, 31_300);
      await storage.jobs.finish(claimedA!, { state: 'retrying', nextAttemptAt: 5_000 }, 1_400);
      expect(await storage.jobs.byKeyHash('key-a')).toMatchObject({ state: 'retrying', nextAttemptAt: 5_000, attempts: 1 });
      expect((await storage.jobs.nextDue(1_400))?.keyHash).toBe('key-b');

      const claimedB = await storage.jobs.claim(b.seq, 1_500, 31_500);
      await storage.jobs.finish(claimedB!, { state: 'created', orderId: 'ord_b' }, 1_600);
      expect(await storage.jobs.byKeyHash('key-b'))
        .toMatchObject({ state: 'created', orderId: 'ord_b', nextAttemptAt: 0, problem: null });
      expect((await storage.jobs.nextDue(4_999))?.keyHash).toBe('key-c');
      expect((await storage.jobs.nextDue(5_000))?.keyHash).toBe('key-a');

      const claimedC = await storage.jobs.claim(c.seq, 1_700, 31_700);
      await storage.jobs.finish(claimedC!, { state: 'rejected', problem: PROBLEM }, 1_800);
      expect(await peer.jobs.byCheckoutId('chk_c'))
        .toMatchObject({ state: 'rejected', orderId: null, problem: PROBLEM, nextAttemptAt: 0 });
      expect((await storage.jobs.nextDue(4_999))).toBeUndefined();
    });

    it('counts waiting jobs ahead and in all, and removes only finished ones', async () => {
      const a = (await storage.jobs.add(newJob('a'), 1_000, 0)).job;
      const b = (await storage.jobs.add(newJob('b'), 1_000, 0)).job;
      const c = (await storage.jobs.add(newJob('c'), 1_000, 0)).job;
      expect([await storage.jobs.ahead(a.seq), await storage.jobs.ahead(c.seq), await storage.jobs.depth()])
        .toEqual([0, 2, 3]);

      const claimedB = await storage.jobs.claim(b.seq, 1_000, 31_000);
      expect([await storage.jobs.ahead(c.seq), await storage.jobs.depth()]).toEqual([2, 3]);
      await storage.jobs.finish(claimedB!, { state: 'given_up', problem: PROBLEM }, 2_000);
      expect([await peer.jobs.ahead(c.seq), await peer.jobs.depth()]).toEqual([1, 2]);

      await storage.jobs.remove(a.seq);
      expect((await storage.jobs.byKeyHash('key-a'))?.seq).toBe(a.seq);
      await storage.jobs.remove(b.seq);
      expect(await storage.jobs.byKeyHash('key-b')).toBeUndefined();
      const again = await storage.jobs.add(newJob('b'), 3_000, 0);
      expect(again.added).toBe(true);
      expect(again.job.seq > c.seq).toBe(true);
    });

    it('drops finished jobs last changed before forgetBefore, never waiting ones', async () => {
      const a = (await storage.jobs.add(newJob('a'), 1_000, 0)).job;
      await storage.jobs.add(newJob('b'), 1_000, 0);
      const claimedA = await storage.jobs.claim(a.seq, 1_000, 31_000);
      await storage.jobs.finish(claimedA!, { state: 'created', orderId: 'ord_a' }, 2_000);

      await storage.jobs.add(newJob('c'), 3_000, 2_000);
      expect((await storage.jobs.byKeyHash('key-a'))?.state).toBe('created');
      await storage.jobs.add(newJob('d'), 3_000, 2_001);
      expect(await storage.jobs.byKeyHash('key-a')).toBeUndefined();
      expect((await storage.jobs.byKeyHash('key-b'))?.state).toBe('queued');
      expect(await storage.jobs.depth()).toBe(3);
    });
  });

  describe('quota', () => {
    it('spends at most the limit in any window and says when the next call is free', async () => {
      for (const now of [1_000, 2_000, 3_000, 4_000, 5_000]) {
        expect(await storage.quota.take('GET /products', 5, 60_000, now)).toBe(true);
      }
      expect(await peer.quota.take('GET /products', 5, 60_000, 6_000)).toBe(false);
      expect(await peer.quota.waitMs('GET /products', 5, 60_000, 6_000)).toBe(55_000);
      expect(await storage.quota.take('GET /products', 5, 60_000, 60_999)).toBe(false);
      expect(await storage.quota.waitMs('GET /products', 5, 60_000, 60_999)).toBe(1);
      expect(await storage.quota.waitMs('POST /orders', 5, 60_000, 6_000)).toBe(0);

      expect(await storage.quota.waitMs('GET /products', 5, 60_000, 61_000)).toBe(0);
      expect(await storage.quota.take('GET /products', 5, 60_000, 61_000)).toBe(true);
      expect(await storage.quota.waitMs('GET /products', 5, 60_000, 61_000)).toBe(1_000);
      expect(await storage.quota.take('GET /products', 5, 60_000, 61_500)).toBe(false);

      await storage.quota.take('GET /orders/{id} ord_1', 5, 60_000, 62_000);
      await storage.quota.forget(61_999);
      expect(await peer.quota.waitMs('GET /products', 1, 60_000, 61_000)).toBe(0);
      expect(await peer.quota.waitMs('GET /orders/{id} ord_1', 1, 60_000, 62_000)).toBe(60_000);
    });

    it('gives back one refunded call', async () => {
      for (const now of [1_000, 2_000, 3_000, 4_000, 5_000]) await storage.quota.take('GET /products', 5, 60_000, now);
      await storage.quota.refund('GET /products', 7_777);
      expect(await storage.quota.take('GET /products', 5, 60_000, 6_000)).toBe(false);
      await peer.quota.refund('GET /products', 3_000);
      expect(await storage.quota.take('GET /products', 5, 60_000, 6_000)).toBe(true);
      expect(await storage.quota.waitMs('GET /products', 5, 60_000, 6_000)).toBe(55_000);

      // Two calls at one moment: a refund gives back one of them.
      expect(await storage.quota.take('POST /orders', 2, 60_000, 1_000)).toBe(true);
      expect(await storage.quota.take('POST /orders', 2, 60_000, 1_000)).toBe(true);
      await storage.quota.refund('POST /orders', 1_000);
      expect(await storage.quota.take('POST /orders', 2, 60_000, 1_000)).toBe(true);
      expect(await storage.quota.take('POST /orders', 2, 60_000, 1_000)).toBe(false);
    });

    it('spends exactly the limit when twenty takes race', async () => {
      const takes = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? storage : peer).quota.take('POST /orders', 5, 60_000, 10_000)));
      expect(takes.filter(Boolean)).toHaveLength(5);
      expect(await storage.quota.waitMs('POST /orders', 5, 60_000, 10_000)).toBe(60_000);
    });
  });

  describe('catalogue', () => {
    const record = {
      productsJson: '[{"slug":"a"}]', productsFetchedAt: 1_000, statusJson: '{"ok":true}', fetchedAt: 2_000,
    };

    it('leases the refresh to one holder at a time, and to another once the lease lapsed', async () => {
      expect(await storage.catalogue.read()).toBeUndefined();
      const [first, second] = await Promise.all([
        storage.catalogue.lease('one', 1_000, 31_000), peer.catalogue.lease('two', 1_000, 31_000),
      ]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      const loser = first ? 'two' : 'one';
      expect(await storage.catalogue.lease(loser, 30_999, 60_999)).toBe(false);
      expect(await storage.catalogue.lease(loser, 31_000, 61_000)).toBe(true);
      expect(await peer.catalogue.lease('three', 31_000, 61_000)).toBe(false);
    });

    it('serves what a refresh wrote and frees the lease on write and release', async () => {
      expect(await storage.catalogue.lease('one', 1_000, 31_000)).toBe(true);
      await storage.catalogue.write('one', record);
      expect(await peer.catalogue.read()).toEqual(record);
      expect(await peer.catalogue.lease('two', 2_000, 32_000)).toBe(true);

      await storage.catalogue.release('one');
      expect(await storage.catalogue.lease('three', 3_000, 33_000)).toBe(false);
      await peer.catalogue.release('two');
      expect(await storage.catalogue.lease('three', 3_000, 33_000)).toBe(true);
    });

    it('keeps the write of a holder whose lease lapsed, and its successor\'s lease', async () => {
      await storage.catalogue.lease('one', 1_000, 31_000);
      await peer.catalogue.lease('two', 31_000, 61_000);
      const late = { ...record, statusJson: '{"late":true}' };
      await storage.catalogue.write('one', late);
      expect(await peer.catalogue.read()).toEqual(late);
      expect(await storage.catalogue.lease('three', 40_000, 70_000)).toBe(false);
    });
  });

  describe('change feed', () => {
    it('carries a notice to every instance\'s listeners', async () => {
      const there = inbox(peer.changes);
      const here = inbox(storage.changes);
      await untilListening(storage, there);
      await untilListening(storage, here);
      await storage.changes.notify({ kind: 'order', id: 'ord_1' });
      expect(await there.until(about('ord_1'))).toEqual({ kind: 'order', id: 'ord_1' });
      expect(await here.until(about('ord_1'))).toEqual({ kind: 'order', id: 'ord_1' });
      await storage.changes.notify({ kind: 'basket', id: 'eo_1' });
      expect(await there.until(about('eo_1'))).toEqual({ kind: 'basket', id: 'eo_1' });
      await storage.changes.notify({ kind: 'catalogue' });
      expect(await there.until((change) => change.kind === 'catalogue')).toEqual({ kind: 'catalogue' });
    });

    it('stops delivering to a listener that unsubscribed', async () => {
      const gone = inbox(peer.changes);
      const kept = inbox(peer.changes);
      await untilListening(storage, kept);
      await untilListening(storage, gone);
      gone.stop();
      await storage.changes.notify({ kind: 'checkout', id: 'chk_after' });
      await kept.until(about('chk_after'));
      expect(gone.received.filter(about('chk_after'))).toEqual([]);
    });
  });
});

describe('postgres storage, beyond the interface', () => {
  /** Runs `work` on a database of its own, which nothing else has touched. */
  async function onFreshDatabase(work: (url: string, admin: pg.Client) => Promise<void>): Promise<void> {
    const fresh = await testDatabase();
    const admin = new pg.Client({ connectionString: fresh.url });
    try {
      await admin.connect();
      await work(fresh.url, admin);
    } finally {
      await admin.end();
      await fresh.drop();
    }
  }

  it('migrates a new database once when instances start together', () => onFreshDatabase(async (url, admin) => {
    const opened = await Promise.all([1, 2, 3].map(() => openPostgresStorage(url)));
    await Promise.all(opened.map((storage) => storage.close()));
    const { rows } = await admin.query('SELECT version FROM bff_schema_migrations ORDER BY version');
    expect(rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
  }));

  it('listens again after its connection dropped, and asks listeners to resync', () => onFreshDatabase(async (
    url, admin,
  ) => {
    const [storage, peer] = [await openPostgresStorage(url), await openPostgresStorage(url)];
    try {
      let resynced: () => void = () => undefined;
      const box = inbox(peer.changes, () => resynced());
      await untilListening(storage, box);

      const again = new Promise<void>((resolve) => {
        resynced = resolve;
      });
      const { rowCount } = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN bff_changes'`);
      expect(rowCount).toBe(1);
      await again;

      await storage.changes.notify({ kind: 'order', id: 'ord_after' });
      expect(await box.until(about('ord_after'))).toEqual({ kind: 'order', id: 'ord_after' });
    } finally {
      await Promise.all([storage.close(), peer.close()]);
    }
  }));
});
