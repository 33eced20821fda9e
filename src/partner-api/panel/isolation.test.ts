import { afterEach, describe, expect, it } from 'vitest';
import { KEYS, openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { expectProblem, placeOrder, settingsWithOutbox } from '../test-support/order-kit.ts';
import { signedInPanel } from '../test-support/panel-client.ts';

let api: TestApi;
afterEach(async () => api.close());

describe('one partner never sees another\'s data in the panel', () => {
  it('keeps orders, timelines, PDFs, deliveries, redeliveries and payouts to their own partner', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    const standard = await signedInPanel(api, KEYS.standard);
    const premium = await signedInPanel(api, KEYS.premium);

    expect(((await (await standard.call('/orders')).json()) as { total: number }).total).toBe(1);
    expect(await (await premium.call('/orders')).json()).toMatchObject({ data: [], total: 0 });
    expect(await (await premium.call(`/orders?q=${encodeURIComponent('W 12345 A')}`)).json()).toMatchObject({ total: 0 });
    expect(await (await premium.call('/orders?q=shopper@example.com')).json()).toMatchObject({ total: 0 });
    await expectProblem(await premium.call(`/orders/${order.id}`), 404, 'order_not_found');
    await expectProblem(await premium.call(`/orders/${order.id}/cars/0/confirmation.pdf`), 404, 'order_not_found');

    const standardLog = (await (await standard.call('/webhooks/deliveries')).json()) as { data: { id: string }[] };
    expect(standardLog.data.length).toBeGreaterThan(0);
    expect(await (await premium.call('/webhooks/deliveries')).json()).toEqual({ data: [], page: 1, per_page: 50, total: 0 });
    await expectProblem(await premium.call(`/webhooks/deliveries/${standardLog.data[0]!.id}/redeliver`, { method: 'POST' }), 404, 'delivery_not_found');

    const payouts = (await (await premium.call('/payouts')).json()) as { partner_collected: { amount: number }; ledger: unknown[] };
    expect(payouts.partner_collected.amount).toBe(0);
    expect(payouts.ledger).toEqual([]);
  });

  it('changes only the signed-in partner\'s webhook URL', async () => {
    api = openTestApi();
    const premium = await signedInPanel(api, KEYS.premium);
    expect((await premium.call('/webhooks', { method: 'PUT', json: { url: 'https://premium.example/hooks' } })).status).toBe(200);
    const standard = await signedInPanel(api, KEYS.standard);
    expect(await (await standard.call('/webhooks')).json()).toMatchObject({ url: null });
    expect(await (await premium.call('/webhooks')).json()).toMatchObject({ url: 'https://premium.example/hooks' });
  });
});
