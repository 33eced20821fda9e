import { describe, expect, it } from 'vitest';
import type { Product, ProductsStatus } from '../contract/product.ts';
import { PRODUCTS_TTL_MS, catalogueFromUpstream } from './catalogue-cache.ts';

const status: ProductsStatus = { checked_at: '2026-11-22T10:00:00Z', providers: [], products: [] };

describe('catalogueFromUpstream', () => {
  it('asks for the status on every load but for the products only every 5 minutes', async () => {
    let clock = 1_000_000;
    const calls = { products: 0, status: 0 };
    const load = catalogueFromUpstream({
      listProducts: async () => { calls.products += 1; return [] as Product[]; },
      productsStatus: async () => { calls.status += 1; return status; },
    }, () => clock);

    await load();
    clock += 60_000;
    await load();
    clock += PRODUCTS_TTL_MS - 60_000 - 1;
    await load();
    expect(calls).toEqual({ products: 1, status: 3 });

    clock += 1;
    await load();
    expect(calls).toEqual({ products: 2, status: 4 });
  });

  it('asks for the products again after a failed fetch', async () => {
    let fail = true;
    const load = catalogueFromUpstream({
      listProducts: async () => { if (fail) throw new Error('down'); return [] as Product[]; },
      productsStatus: async () => status,
    }, () => 0);
    await expect(load()).rejects.toThrow('down');
    fail = false;
    await expect(load()).resolves.toEqual({ products: [], status });
  });
});
