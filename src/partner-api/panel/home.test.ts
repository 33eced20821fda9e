import { afterEach, describe, expect, it } from 'vitest';
import { PanelHome } from '../../contract/panel-home.ts';
import { openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { expectProblem, placeOrder, reachStatus, settingsWithOutbox } from '../test-support/order-kit.ts';
import { signedInPanel } from '../test-support/panel-client.ts';

let api: TestApi;
afterEach(async () => api.close());

describe('the panel\'s home screen', () => {
  it('counts today\'s orders, revenue and failures, the webhook outcomes, this minute\'s calls and the debt', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    // Partner-paid Austrian 10-day vignettes at 12.40 EUR: one goes ACTIVE, one the provider fails, one is unpaid.
    const active = await placeOrder(api, orderInput());
    await reachStatus(api, active.id, 'ACTIVE');
    expect((await api.call('/sandbox/providers/AT/errors', { key: null, method: 'POST', json: { fail_next: 1 } })).status).toBe(200);
    const failed = await placeOrder(api, orderInput({}, { vehicle: { plate: 'W 2 BB', country: 'AT', type: 'car' } }));
    await reachStatus(api, failed.id, 'DELETED');
    await placeOrder(api, orderInput({ order_has_been_paid: false }, { vehicle: { plate: 'W 3 CC', country: 'AT', type: 'car' } }));
    const panel = await signedInPanel(api);

    const res = await panel.call('/home?tz=UTC');
    expect(res.status).toBe(200);
    const home = PanelHome.parse(await res.json());
    expect(home.days).toHaveLength(30);
    expect(home.days.at(-1)).toEqual({
      date: new Date(api.service.clock.now()).toISOString().slice(0, 10), orders: 3, revenue: 1240, failures: 1,
    });
    expect(home.days.slice(0, -1).every((d) => d.orders === 0 && d.revenue === 0 && d.failures === 0)).toBe(true);
    expect(home.rate_limit).toEqual([{ route: 'POST /orders', used: 3, limit: 10 }]);
    // The failed order is still owed until support refunds it (12.40 EUR twice); the unpaid one never was.
    expect(home.debt).toMatchObject({
      owed: { amount: 2480, currency: 'EUR' },
      threshold: { amount: 200_000, currency: 'EUR' }, pay_within_hours: 72, amount_due: null, due_at: null, status: 'active',
    });
    const { delivered, failing, waiting } = home.webhooks;
    expect(delivered + failing + waiting).toBeGreaterThan(0);

    // 31 days on, the window holds none of it.
    api.service.clock.advanceBy(31 * 86_400_000);
    const later = PanelHome.parse(await (await panel.call('/home')).json());
    expect(later.days.every((d) => d.orders === 0 && d.failures === 0)).toBe(true);
    await expectProblem(await panel.call('/home?tz=Mars/Olympus'), 400, 'invalid_request');
  });
});
