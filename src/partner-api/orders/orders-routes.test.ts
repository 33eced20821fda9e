import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Order, OrderStatusResponse } from '../../contract/order.ts';
import { Paged } from '../../contract/list.ts';
import { KEYS, openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';

let api: TestApi;
beforeEach(() => { api = openTestApi(); });
afterEach(async () => api.close());

const OrderPage = Paged(Order);

async function createOrder(
  plate: string, extra: Record<string, unknown> = {}, key: string = KEYS.standard,
): Promise<Order> {
  const res = await api.call('/public/orders', { method: 'POST', key, json: orderInput({}, { vehicle: { plate, country: 'AT', type: 'car' }, ...extra }) });
  expect(res.status).toBe(200);
  return Order.parse(await res.json());
}

describe('reading orders', () => {
  it('gets one order, and from /status only its status (spec 4: "returns only the order status")', async () => {
    const order = await createOrder('W 1 A');
    const detail = await api.call(`/public/orders/${order.id}`);
    expect(Order.parse(await detail.json())).toEqual(order);
    const status = await api.call(`/public/orders/${order.id}/status`);
    // Spec 4: GET /public/orders/{id}/status "returns only the order status".
    const body: unknown = await status.json();
    expect(body).toStrictEqual({ status: 'CREATED' });
    expect(OrderStatusResponse.parse(body)).toStrictEqual({ status: 'CREATED' });
  });

  it("answers 404 order_not_found for unknown ids and other partners' orders", async () => {
    const order = await createOrder('W 1 A');
    for (const [path, key] of [[`/public/orders/ord_nothing`, KEYS.standard], [`/public/orders/${order.id}`, KEYS.premium], [`/public/orders/${order.id}/status`, KEYS.enterprise]] as const) {
      const res = await api.call(path, { key });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'order_not_found' });
    }
  });

  it('lists the partner\'s orders newest first, 50 a page, filtered by status', async () => {
    const first = await createOrder('W 1 A');
    api.service.clock.advanceBy(1000);
    const second = await createOrder('W 2 A', { start_date: today(api.service, 1) });
    await createOrder('W 3 A', {}, KEYS.premium);
    const page = OrderPage.parse(await (await api.call('/public/orders')).json());
    expect(page).toMatchObject({ page: 1, per_page: 50, total: 2 });
    expect(page.data.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(page.data).toEqual([second, first]);
    expect(OrderPage.parse(await (await api.call('/public/orders?status=CREATED&page=1')).json()).total).toBe(2);
    expect(OrderPage.parse(await (await api.call('/public/orders?status=ACTIVE')).json())).toMatchObject({ total: 0, data: [] });
    expect(OrderPage.parse(await (await api.call('/public/orders?page=2')).json())).toMatchObject({ page: 2, total: 2, data: [] });
  });

  it.each(['?status=SHIPPED', '?page=0', '?page=abc'])('refuses the bad list query %s with 400', async (query) => {
    const res = await api.call(`/public/orders${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_request' });
  });
});
