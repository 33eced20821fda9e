import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../contract/order.ts';
import { openTestApi, orderInput, type TestApi } from './test-support/harness.ts';

let api: TestApi;
let payPath: string;

beforeAll(async () => {
  api = openTestApi();
  const res = await api.call('/public/orders', { method: 'POST', json: orderInput({ order_has_been_paid: false }, { product: 'tunnel-at-karawanken' }) });
  payPath = new URL(Order.parse(await res.json()).payment_link ?? '').pathname;
});
afterAll(async () => api.close());

const junk = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.double());
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, junk);

/** Bodies close to a real order, so the fuzzing reaches past the schema into the business rules. */
const nearOrder = fc.record({
  order_has_been_paid: maybe(fc.boolean()),
  user: maybe(fc.record(
    { email: maybe(fc.emailAddress()), first_name: maybe(fc.string()), phone: maybe(fc.string()) },
    { requiredKeys: [] },
  )),
  allowed_payment_providers: maybe(fc.array(fc.constantFrom('stripe', 'paypal', 'revolut', 'cash'))),
  products: maybe(fc.array(fc.record({
    product: maybe(fc.constantFrom('vignette-at-10-days', 'vignette-ro-30-days', 'vignette-md-7-days', 'bridge-ro-fetesti', 'x')),
    start_date: maybe(fc.constantFrom('2020-01-01', '2099-12-31', '2025-02-30', new Date().toISOString().slice(0, 10))),
    vehicle: maybe(fc.record({
      plate: maybe(fc.stringMatching(/^[A-Z0-9 -]{0,12}$/)),
      country: maybe(fc.constantFrom('AT', 'ro', 'XX', 'A')),
      type: maybe(fc.constantFrom('car', 'van', 'moto', 'bus')),
      vin: maybe(fc.stringMatching(/^[A-Z0-9]{17}$/)),
    }, { requiredKeys: [] })),
    flex: maybe(fc.record({ type: maybe(fc.constantFrom('default', 'expanded')), enabled: maybe(fc.boolean()) }, { requiredKeys: [] })),
  }, { requiredKeys: [] }), { maxLength: 3 })),
}, { requiredKeys: [] });

const bodies = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json(),
  junk.map((v) => JSON.stringify(v) ?? ''),
  nearOrder.map((v) => JSON.stringify(v)),
);

const contentTypes = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', undefined);

describe('POST routes under random input', () => {
  it.each([
    ['/public/orders', false],
    ['/public/orders', true],
    ['/public/validate-vehicle', false],
    ['PAY/pay', false],
    ['PAY/fail', false],
  ] as const)('%s (Idempotency-Key: %s) never answers 5xx', async (route, withKey) => {
    let run = 0;
    await fc.assert(fc.asyncProperty(bodies, contentTypes, async (body, contentType) => {
      const headers: Record<string, string> = {};
      if (contentType) headers['Content-Type'] = contentType;
      if (withKey) headers['Idempotency-Key'] = `fuzz-key-${String(run++).padStart(8, '0')}`;
      const res = await api.call(route.replace('PAY', payPath), { method: 'POST', body, headers, key: route.startsWith('PAY') ? null : undefined });
      expect(res.status).toBeLessThan(500);
      await res.arrayBuffer();
    }), { numRuns: 120 });
  });
});
