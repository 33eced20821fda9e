import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../contract/order.ts';
import { openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { expectProblem, forceStatus, placeOrder, queuedEvents, settingsWithOutbox, storedOrder } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(() => api.close());

const chargeback = (id: string) => api.call(`/sandbox/orders/${encodeURIComponent(id)}/chargeback`, { method: 'POST', key: null });

describe('POST /sandbox/orders/{id}/chargeback (spec 3: REFUNDED when charged back)', () => {
  it.each<OrderStatus>(['DEFERRED', 'PENDING', 'WILL BE ACTIVE', 'ACTIVE'])('refunds a %s order and tells the partner', async (status) => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    forceStatus(api, order.id, status);

    const res = await chargeback(order.id);
    expect(res.status).toBe(200);
    const refunded = storedOrder(api, order.id);
    expect(refunded.status).toBe('REFUNDED');
    expect(refunded.refunded_at).toEqual(expect.any(String));
    expect(refunded.version).toBe(order.version + 1);
    const last = queuedEvents(api).at(-1);
    expect(last).toMatchObject({ type: 'ORDER_STATUS_CHANGED', data: { order_id: order.id, status: 'REFUNDED', previous_status: status } });
  });

  it.each<OrderStatus>(['CREATED', 'EXPIRED', 'REFUNDED', 'DELETED'])('refuses a %s order with 409 and changes nothing', async (status) => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    forceStatus(api, order.id, status);
    const events = queuedEvents(api).length;

    await expectProblem(await chargeback(order.id), 409, 'order_not_chargeable');
    expect(storedOrder(api, order.id).status).toBe(status);
    expect(queuedEvents(api)).toHaveLength(events);
  });

  it('answers 404 for an unknown order', async () => {
    api = openTestApi();
    await expectProblem(await chargeback('ord_unknown'), 404, 'order_not_found');
  });
});
