import { afterEach, describe, expect, it } from 'vitest';
import { openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { expectProblem, placeOrder } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

const post = (path: string, json?: unknown) => api.call(path, { method: 'POST', ...(json === undefined ? {} : { json }) });

/**
 * Spec 4: "A 409 or equivalent duplicate signal means stop and do not retry", and spec 7 names 409 for a duplicate
 * order and for cancelling a paid external order. The other conflicts that answer 409 must not read as a duplicate:
 * a client tells them apart by the problem `code` alone.
 */
describe('409 answers (spec 4 and 7)', () => {
  it('gives each conflict its own code, and duplicate_order only to a duplicate', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput());
    const codes = new Map<string, string>();

    codes.set('duplicate', (await expectProblem(await post('/public/orders', orderInput()), 409, 'duplicate_order')).code);
    codes.set('cancel in the wrong status', (await expectProblem(
      await post(`/public/orders/${order.id}/cancel-deferred`), 409, 'order_not_cancellable')).code);
    expect((await post(`/public/orders/${order.id}/modify`, { plate: 'W 54321 B' })).status).toBe(200);
    codes.set('second modify', (await expectProblem(
      await post(`/public/orders/${order.id}/modify`, { plate: 'W 11111 C' }), 409, 'order_not_modifiable')).code);
    const external = { reference_id: 'cart-409', products: orderInput().products, user: orderInput().user };
    expect((await post('/public/external-orders', external)).status).toBe(201);
    codes.set('reference_id taken', (await expectProblem(
      await post('/public/external-orders', { ...external, expires_in: 120 }), 409, 'reference_id_taken')).code);

    expect(new Set(codes.values()).size).toBe(codes.size);
    expect([...codes].filter(([, code]) => code === 'duplicate_order')).toEqual([['duplicate', 'duplicate_order']]);
  });
});
