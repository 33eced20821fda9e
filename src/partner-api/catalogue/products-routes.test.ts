import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNTRIES, PRODUCT_TYPES } from '../../contract/primitives.ts';
import { Product, ProductsStatus } from '../../contract/product.ts';
import { openTestApi, type TestApi } from '../test-support/harness.ts';

let api: TestApi;
beforeEach(() => { api = openTestApi(); });
afterEach(async () => api.close());

const products = async (query = '') => {
  const res = await api.call(`/public/products${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Product[];
};

describe('GET /public/products', () => {
  it('lists every country and type, each product valid per the contract', async () => {
    const all = await products();
    for (const p of all) Product.parse(p);
    expect(new Set(all.map((p) => p.country))).toEqual(new Set(COUNTRIES));
    expect(new Set(all.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    for (const slug of ['vignette-at-10-days', 'vignette-at-2-months', 'vignette-at-1-year', 'tunnel-at-karawanken', 'vignette-ch-1-year',
      'train-ch-loetschberg', 'vignette-cz-10-days', 'vignette-hu-county-pest', 'vignette-si-half-year', 'bridge-ro-fetesti', 'ferry-bg-oryahovo', 'vignette-md-7-days']) {
      expect(all.map((p) => p.slug)).toContain(slug);
    }
  });

  it('models the country facts', async () => {
    const bySlug = new Map((await products()).map((p) => [p.slug, p]));
    expect(bySlug.get('vignette-at-10-days')?.prices).toContainEqual({ vehicle_type: 'car', price: { amount: 1240, currency: 'EUR' } });
    expect(bySlug.get('vignette-ch-1-year')?.validity).toBe('calendar_year');
    expect(['vignette-ro-30-days', 'vignette-ro-90-days', 'vignette-ro-365-days'].map((s) => bySlug.get(s)?.vin_required)).toEqual([true, true, true]);
    expect(bySlug.get('vignette-ro-7-days')?.vin_required).toBe(false);
    expect(bySlug.get('vignette-md-30-days')?.required_user_fields).toEqual(['email', 'first_name', 'last_name', 'phone', 'address']);
  });

  it('filters by country (any case), type and vehicle type', async () => {
    const at = await products('?country=at');
    expect(at.length).toBeGreaterThan(3);
    expect(at.every((p) => p.country === 'AT')).toBe(true);
    const tunnels = await products('?type=tunnel&country=AT');
    expect(tunnels.map((p) => p.slug)).toContain('tunnel-at-karawanken');
    expect(tunnels.every((p) => p.type === 'tunnel')).toBe(true);
    const moto = await products('?vehicle_type=moto&country=CZ');
    expect(moto).toEqual([]);
    const siMoto = await products('?vehicle_type=moto&country=SI');
    expect(siMoto.map((p) => p.slug)).toContain('vignette-si-half-year');
    expect((await products('?vehicle_type=car&country=SI')).map((p) => p.slug)).not.toContain('vignette-si-half-year');
  });

  it.each(['?country=DE', '?type=boat', '?vehicle_type=truck'])('answers 400 to the bad filter %s', async (query) => {
    const res = await api.call(`/public/products${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ code: 'invalid_request', errors: [expect.objectContaining({ path: query.slice(1, query.indexOf('=')) })] });
  });
});

describe('GET /public/products/status', () => {
  it('reports all 9 providers operational and every product available', async () => {
    const res = await api.call('/public/products/status');
    const status = ProductsStatus.parse(await res.json());
    expect(status.providers.map((p) => p.country)).toEqual([...COUNTRIES]);
    expect(status.providers.every((p) => p.status === 'operational')).toBe(true);
    expect(status.products.length).toBe((await products()).length);
    expect(status.products.every((p) => p.available && p.immediate_available && p.reason === null)).toBe(true);
  });
});
