import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../contract/order.ts';
import { KEYS, openTestApi, orderInput, today, type TestApi } from './test-support/harness.ts';

/**
 * Random modify, external-order and cancel requests: never a 5xx, every
 * error is problem+json, and a refused request leaves every stored row as it
 * was (idempotency keys aside: DESIGN.md stores 4xx answers for replay).
 */
let api: TestApi;
let target: Order;

const MINUTE = 61_000;

const newTarget = async () => {
  const res = await api.call('/public/orders', { method: 'POST', key: KEYS.enterprise, json: orderInput({ order_has_been_paid: false }, { start_date: today(api.service, 5) }) });
  expect(res.status).toBe(200);
  return Order.parse(await res.json());
};

beforeAll(async () => {
  api = openTestApi();
  // A paid order for the duplicate rule to find.
  await api.call('/public/orders', { method: 'POST', key: KEYS.enterprise, json: orderInput({}, { vehicle: { plate: 'L 123 AB', country: 'AT', type: 'car' } }) });
  target = await newTarget();
});
afterAll(async () => api.close());

function snapshot(): string {
  const { db } = api.service;
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'idempotency_keys' ORDER BY name").all() as { name: string }[]);
  return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
}

const junk = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.double());
/** Mostly valid, so most bodies get past the schema into the business rules. */
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: junk, weight: 1 });

const nearModify = fc.record({
  plate: maybe(fc.constantFrom('W 54321 B', 'L 123 AB', 'XY 123 AB', 'M-AB 1234', '', 'W 1 A!')),
  country: maybe(fc.constantFrom('AT', 'de', 'XX', 'A')),
  vin: maybe(fc.oneof(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/), fc.constant('IOQ'))),
  start_date: maybe(fc.constantFrom('2020-01-01', '2099-12-31', '2025-02-30', new Date().toISOString().slice(0, 10))),
}, { requiredKeys: [] });

const nearExternal = fc.record({
  reference_id: maybe(fc.constantFrom('cart-1', 'cart-2', 'cart-3', 'cart-4', 'cart-5', 'x y', 'a'.repeat(65))),
  user: maybe(fc.constantFrom({ email: 'shopper@example.com' }, { email: 'not-an-email' }, {})),
  products: maybe(fc.constantFrom(
    [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 12345 A', country: 'AT', type: 'car' } }],
    [{ product: 'vignette-ro-30-days', vehicle: { plate: 'B 123 ABC', country: 'RO', type: 'car' } }],
    [{ product: 'no-such-product', vehicle: { plate: 'W 12345 A', country: 'AT', type: 'car' } }],
    [],
  )),
  description: maybe(fc.string({ maxLength: 220 })),
  expires_in: maybe(fc.integer({ min: 0, max: 4000 })),
  allowed_payment_providers: maybe(fc.constantFrom(['stripe', 'paypal'], ['revolut'], ['paypal', 'stripe', 'revolut'], ['cash'], [], ['stripe', 'stripe'])),
}, { requiredKeys: ['reference_id', 'user', 'products'] });

const bodiesNear = (near: fc.Arbitrary<unknown>) => fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json(),
  junk.map((v) => JSON.stringify(v) ?? ''),
  { arbitrary: near.map((v) => JSON.stringify(v)), weight: 6 },
);

const contentTypes = fc.oneof({ arbitrary: fc.constant('application/json'), weight: 6 }, { arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded'), weight: 1 });

async function check(path: string, body: string | undefined, headers: Record<string, string>): Promise<number> {
  // A new rate-limit window for every request, so the rules behind the limits are reached.
  api.service.clock.advanceBy(MINUTE);
  const before = snapshot();
  const res = await api.call(path, { method: 'POST', key: KEYS.enterprise, headers, ...(body === undefined ? {} : { body }) });
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: res.status, code: expect.any(String) });
    expect(snapshot()).toBe(before);
  } else {
    await res.arrayBuffer();
  }
  return res.status;
}

describe('stateful POST routes under random input', () => {
  it('modify never answers 5xx and changes nothing when it refuses', async () => {
    await fc.assert(fc.asyncProperty(bodiesNear(nearModify), contentTypes, async (body, contentType) => {
      const status = await check(`/public/orders/${target.id}/modify`, body, { 'Content-Type': contentType });
      if (status === 200) target = await newTarget();
    }), { numRuns: 150 });
  });

  it.each([false, true])('external order creation (Idempotency-Key: %s) never answers 5xx and changes nothing when it refuses', async (withKey) => {
    let run = 0;
    await fc.assert(fc.asyncProperty(bodiesNear(nearExternal), contentTypes, async (body, contentType) => {
      const headers: Record<string, string> = { 'Content-Type': contentType };
      if (withKey) headers['Idempotency-Key'] = `fuzz-eo-${String(run++).padStart(8, '0')}`;
      await check('/public/external-orders', body, headers);
    }), { numRuns: 150 });
  });

  it('external order cancel never answers 5xx for any id and changes nothing when it refuses', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.string({ minLength: 1, maxLength: 80 }), fc.constantFrom('cart-1', 'eo_x')), fc.option(fc.json(), { nil: undefined }), async (id, body) => {
      await check(`/public/external-orders/${encodeURIComponent(id)}/cancel`, body, body === undefined ? {} : { 'Content-Type': 'application/json' });
    }), { numRuns: 100 });
  });
});
