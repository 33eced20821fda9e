import { describe, expect, it } from 'vitest';
import type { Product, ProductsStatus } from '../contract/product.ts';
import { catalogueFromUpstream } from './catalogue-loader.ts';
import type { ProductList } from './catalogue-loader.ts';

const status: ProductsStatus = { checked_at: '2026-11-22T10:00:00Z', providers: [], products: [] };

describe('catalogueFromUpstream', () => {
  it('asks for the status on every load but for the products only once the last list is 5 minutes old', async () => {
    let clock = 1_000_000;
    const calls = { products: 0, status: 0 };
    const load = catalogueFromUpstream({
      listProducts: async () => { calls.products += 1; return [] as Product[]; },
      productsStatus: async () => { calls.status += 1; return status; },
    }, () => clock);

    let previous: ProductList | undefined = (await load(undefined)).products;
    expect(previous.fetchedAt).toBe(1_000_000);
    clock += 60_000;
    previous = (await load(previous)).products;
    clock = 1_000_000 + 300_000 - 1;
    previous = (await load(previous)).products;
    expect(calls).toEqual({ products: 1, status: 3 });
    expect(previous.fetchedAt).toBe(1_000_000);

    clock = 1_000_000 + 300_000;
    expect((await load(previous)).products.fetchedAt).toBe(1_300_000);
    expect(calls).toEqual({ products: 2, status: 4 });
  });

  it('reports each changed price against the list it was given', async () => {
    const price = (amount: number) => ({ amount, currency: 'EUR' });
    const product = (amount: number) => ({ slug: 'at-vignette-10-days', prices: [{ vehicle_type: 'car', price: price(amount) }] });
    const reported: string[][] = [];
    const load = catalogueFromUpstream({
      listProducts: async () => [product(1250)] as unknown as Product[],
      productsStatus: async () => status,
    }, () => 600_000, (changes) => reported.push(changes));
    await load({ products: [product(1190)] as unknown as Product[], fetchedAt: 0 });
    expect(reported).toEqual([['at-vignette-10-days car: 1190 EUR -> 1250 EUR']]);
  });
});
