import { afterEach, describe, expect, it } from 'vitest';
import { openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { placeOrder, storedOrder } from '../test-support/order-kit.ts';
import { form, unpaidOrder } from '../test-support/payment-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

describe('duplicates and unpaid orders', () => {
  const payWith = (path: string) => api.call(`${path}/pay`, form({ provider: 'stripe' }));

  it('lets an abandoned unpaid order not block the plate', async () => {
    api = openTestApi();
    await unpaidOrder(api);
    const second = await unpaidOrder(api);
    expect(second.order.status).toBe('CREATED');
    expect((await api.call('/public/orders', { method: 'POST', json: orderInput() })).status).toBe(200);
  });

  it('refuses to take a payment once another paid order covers the vehicle, and charges nothing', async () => {
    api = openTestApi();
    const first = await unpaidOrder(api);
    const second = await unpaidOrder(api);
    expect((await payWith(first.path)).status).toBe(200);
    const refused = await payWith(second.path);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('<span class="plate">W 12345 A</span> (Austria) already has this product for an overlapping period, so this order was not paid and nothing was charged.');
    expect(await storedOrder(api, second.order.id)).toMatchObject({ paid: false, status: 'CREATED', version: 1 });
    expect(await storedOrder(api, first.order.id)).toMatchObject({ paid: true });
  });

  it('refuses the payment when a partner-paid order took the plate meanwhile, and takes it for a period that does not overlap', async () => {
    api = openTestApi();
    const covered = await unpaidOrder(api);
    const later = await unpaidOrder(api, {}, { start_date: today(api.service, 20) });
    await placeOrder(api, orderInput());
    expect((await payWith(covered.path)).status).toBe(409);
    expect((await payWith(later.path)).status).toBe(200);
    expect(await storedOrder(api, later.order.id)).toMatchObject({ paid: true });
  });
});
