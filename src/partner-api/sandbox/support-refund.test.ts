import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../contract/order.ts';
import { openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { expectProblem, forceStatus, placeOrder, queuedEvents, reachStatus, settingsWithOutbox, storedOrder } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(() => api.close());

const refund = (id: string) => api.call(`/sandbox/orders/${encodeURIComponent(id)}/support-refund`, { method: 'POST', key: null });
const debt = async () => ((await (await api.call('/public/account')).json()) as { debt: { amount: number } }).debt.amount;

describe('POST /sandbox/orders/{id}/support-refund (spec 3: DELETED, "contact support")', () => {
  it('refunds a failed partner-collected order: REFUNDED, off the partner\'s debt, and the partner is told', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    expect((await api.call('/sandbox/providers/AT/errors', { key: null, method: 'POST', json: { fail_next: 1 } })).status).toBe(200);
    const order = await placeOrder(api, orderInput());
    const failed = await reachStatus(api, order.id, 'DELETED');
    // The Austrian 10-day vignette, 12.40 EUR, collected by the partner: owed until support refunds it.
    expect(await debt()).toBe(1240);

    const res = await refund(order.id);
    expect(res.status).toBe(200);
    const refunded = storedOrder(api, order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', version: failed.version + 1 });
    expect(refunded.refunded_at).toEqual(expect.any(String));
    expect(await debt()).toBe(0);
    expect(queuedEvents(api).at(-1)).toMatchObject({
      type: 'ORDER_STATUS_CHANGED', data: { order_id: order.id, status: 'REFUNDED', previous_status: 'DELETED' },
    });
  });

  it.each<OrderStatus>(['PENDING', 'ACTIVE', 'REFUNDED'])('refuses a %s order with 409 and changes nothing', async (status) => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    forceStatus(api, order.id, status);
    const events = queuedEvents(api).length;
    await expectProblem(await refund(order.id), 409, 'order_not_support_refundable');
    expect(storedOrder(api, order.id).status).toBe(status);
    expect(queuedEvents(api)).toHaveLength(events);
    await expectProblem(await refund('ord_unknown'), 404, 'order_not_found');
  });
});
