import { afterEach, describe, expect, it } from 'vitest';
import { Order, ORDER_STATUSES, type OrderStatus } from '../../contract/order.ts';
import { KEYS, openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { expectProblem, forceStatus, placeOrder, queuedEvents, reachStatus, settingsWithOutbox, storedOrder } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

const DAY = 86_400_000;
const cancel = (id: string, which: 'deferred' | 'pending', key?: string) =>
  api.call(`/public/orders/${id}/cancel-${which}`, { method: 'POST', ...(key ? { key } : {}) });

describe('POST /public/orders/{id}/cancel-deferred and /cancel-pending', () => {
  const cases = ORDER_STATUSES.flatMap((status) => (['deferred', 'pending'] as const).map((which) => [status, which] as const));

  it.each(cases)('from %s, cancel-%s', async (status: OrderStatus, which) => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    forceStatus(api, order.id, status);
    const before = storedOrder(api, order.id);
    const events = queuedEvents(api).length;
    const res = await cancel(order.id, which);
    if (status === which.toUpperCase()) {
      expect(res.status).toBe(200);
      const refunded = Order.parse(await res.json());
      expect(refunded).toMatchObject({ status: 'REFUNDED', version: before.version + 1, can_modify: false, refunded_at: refunded.updated_at });
      expect(before.refunded_at).toBeNull();
      expect(queuedEvents(api).slice(events)).toMatchObject([{ type: 'ORDER_STATUS_CHANGED', data: { status: 'REFUNDED', previous_status: status } }]);
    } else {
      const problem = await expectProblem(res, 409, 'order_not_cancellable');
      expect(problem.detail).toBe(`Order ${order.id} is ${status}; cancel-${which} cancels only a ${which.toUpperCase()} order.`);
      expect(storedOrder(api, order.id)).toEqual(before);
      expect(queuedEvents(api)).toHaveLength(events);
    }
  });

  it("answers 404 order_not_found for another partner's order", async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({}, { start_date: today(api.service, 10) }));
    forceStatus(api, order.id, 'DEFERRED');
    await expectProblem(await cancel(order.id, 'deferred', KEYS.premium), 404, 'order_not_found');
    await expectProblem(await cancel('ord_nothing', 'pending'), 404, 'order_not_found');
  });

  it('refunds a DEFERRED order for good: the release at start minus 3 days no longer moves it', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({}, { start_date: today(api.service, 10) }));
    await reachStatus(api, order.id, 'DEFERRED');
    expect((await cancel(order.id, 'deferred')).status).toBe(200);
    api.service.clock.advanceBy(8 * DAY);
    await api.service.runDue();
    expect(storedOrder(api, order.id)).toMatchObject({ status: 'REFUNDED', provider_id: null });
  });

  it('refunds a PENDING order before the provider confirms it', async () => {
    api = openTestApi({ settings: { ...settingsWithOutbox(), providerDelayMs: 400 } });
    const order = await placeOrder(api, orderInput());
    await reachStatus(api, order.id, 'PENDING');
    expect((await cancel(order.id, 'pending')).status).toBe(200);
    // Past the provider's 400 ms answer, which must no longer confirm the refunded order.
    api.service.clock.advanceBy(400);
    await api.service.runDue();
    expect(storedOrder(api, order.id)).toMatchObject({ status: 'REFUNDED', provider_id: null });
    expect(queuedEvents(api).map((e) => e.type)).not.toContain('ORDER_CONFIRMATION_RECEIVED');
  });
});
