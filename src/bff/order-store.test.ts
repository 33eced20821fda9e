import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../contract/order.ts';
import { OrderStore } from './order-store.ts';
import { openSqliteStorage } from './storage/sqlite-storage.ts';

function order(id: string, status: OrderStatus, version: number): Order {
  const price = { amount: 1250, currency: 'EUR' };
  return {
    id, custom_id: null, product: 'vignette-at-10-days', user_id: 'usr_1', purchase_date: '2026-01-10T10:00:00Z',
    start_from: '2026-01-20', start_date: '2026-01-20', end_date: '2026-01-29', period: 'P10D', type: 'vignette',
    country: 'AT', status, receipt: { number: 'R-1', lines: [{ description: 'x', quantity: 1, unit_price: price, total: price }], total: price },
    subaccount: null, provider_id: null,
    cars: [{ plate: 'W 1234 A', country: 'AT', vehicle_type: 'car', vin: null, provider_id: null, pdf: null }],
    can_modify: true, order_has_been_paid: true, paid: true, payment_link: null, allowed_payment_providers: ['stripe'],
    open_order_details_by_default: false, flex: null, price, version, updated_at: '2026-01-10T10:00:00Z',
  };
}

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
  return new OrderStore(storage.orders, () => 1_000);
}

describe('OrderStore: how a refunded order ended', () => {
  it('notes a failure from a webhook that arrives after the refund it led to', async () => {
    const store = storeOnFile();
    await store.saveCreatedOrder({ order: order('ord_1', 'PENDING', 1), tokenHash: 'hash' });
    expect((await store.applyWebhook('wh_2', order('ord_1', 'REFUNDED', 3))).updated?.status).toBe('REFUNDED');
    // Older than the copy held: the snapshot is not kept, what it shows happened is.
    expect(await store.applyWebhook('wh_1', order('ord_1', 'DELETED', 2))).toEqual({ duplicate: false, updated: null });
    expect(await store.getOrder('ord_1')).toMatchObject({ order: { status: 'REFUNDED', version: 3 }, endedBy: 'failed' });
  });

  it('keeps the first of a cancel and a failure, and notes nothing for an order that ends otherwise', async () => {
    const store = storeOnFile();
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
