import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../contract/order.ts';
import { OrderStore } from './order-store.ts';
import { upstreamOrder } from './storage/order-fixture.ts';
import { openSqliteStorage } from './storage/sqlite-storage.ts';

const order = (id: string, status: OrderStatus, version: number) =>
  upstreamOrder(id, status, { version, paid: true, order_has_been_paid: true });

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function storeOnFile() {
  const dir = mkdtempSync(join(tmpdir(), 'bff-order-store-'));
  const storage = openSqliteStorage(dir);
  cleanups.push(() => {
    void storage.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { store: new OrderStore(storage.orders, () => 1_000), records: storage.orders };
}

describe('OrderStore: how a refunded order ended', () => {
  it('notes a failure from a webhook that arrives after the refund it led to', async () => {
    const { store } = storeOnFile();
    await store.saveCreatedOrder({ order: order('ord_1', 'PENDING', 1), tokenHash: 'hash' });
    expect((await store.applyWebhook('wh_2', order('ord_1', 'REFUNDED', 3))).updated?.status).toBe('REFUNDED');
    // Older than the copy held: the snapshot is not kept, what it shows happened is.
    expect(await store.applyWebhook('wh_1', order('ord_1', 'DELETED', 2))).toEqual({ duplicate: false, updated: null, ended: true });
    expect(await store.getOrder('ord_1')).toMatchObject({ order: { status: 'REFUNDED', version: 3 }, endedBy: 'failed' });
    expect(await store.applyWebhook('wh_1', order('ord_1', 'DELETED', 2))).toEqual({ duplicate: true, updated: null, ended: false });
  });

  it('notes a failure from a redelivery whose first delivery was recorded without it, and says so for its streams', async () => {
    const { store, records } = storeOnFile();
    await store.saveCreatedOrder({ order: order('ord_5', 'PENDING', 1), tokenHash: 'hash' });
    // The delivery's id was kept, then the note failed (its answer a 5xx): the sender delivers it again.
    await records.applyWebhook('wh_5', order('ord_5', 'DELETED', 2), 1_000, 0);
    expect(await store.applyWebhook('wh_5', order('ord_5', 'DELETED', 2))).toEqual({ duplicate: true, updated: null, ended: true });
    expect((await store.getOrder('ord_5'))?.endedBy).toBe('failed');
  });

  it('gives an older snapshot back when the failure it shows is noted now, so its streams hear it', async () => {
    const { store } = storeOnFile();
    await store.saveCreatedOrder({ order: order('ord_6', 'REFUNDED', 3), tokenHash: 'hash' });
    expect(await store.saveIfNewer(order('ord_6', 'DELETED', 2))).toMatchObject({ id: 'ord_6' });
    expect(await store.saveIfNewer(order('ord_6', 'DELETED', 2))).toBeNull();
  });

  it('keeps the first of a cancel and a failure, and notes nothing for an order that ends otherwise', async () => {
    const { store } = storeOnFile();
    await store.saveCreatedOrder({ order: order('ord_2', 'DELETED', 1), tokenHash: 'hash' });
    await store.noteCancelled('ord_2');
    expect((await store.getOrder('ord_2'))?.endedBy).toBe('failed');

    await store.saveCreatedOrder({ order: order('ord_3', 'DEFERRED', 1), tokenHash: 'hash' });
    await store.noteCancelled('ord_3');
    await store.saveIfNewer(order('ord_3', 'REFUNDED', 2));
    expect((await store.getOrder('ord_3'))?.endedBy).toBe('cancelled');

    await store.saveCreatedOrder({ order: order('ord_4', 'PENDING', 1), tokenHash: 'hash' });
    await store.saveIfNewer(order('ord_4', 'EXPIRED', 2));
    expect((await store.getOrder('ord_4'))?.endedBy).toBeNull();
  });
});
