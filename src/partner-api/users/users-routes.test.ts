import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Paged } from '../../contract/list.ts';
import { Order } from '../../contract/order.ts';
import { User, Vehicle } from '../../contract/user.ts';
import { KEYS, openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { expectProblem, placeOrder } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

const UserPage = Paged(User);
const OrderPage = Paged(Order);
const Vehicles = z.object({ data: z.array(Vehicle) });
const get = async (path: string, key?: string) => {
  const res = await api.call(path, key ? { key } : {});
  expect(res.status).toBe(200);
  return res.json();
};
const payLink = (order: Order) => api.call(`${new URL(order.payment_link ?? '').pathname}/pay`, {
  method: 'POST', key: null, body: 'provider=stripe', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('GET /public/users', () => {
  it('lists only users with at least one payment; a shopper becomes one by paying the link', async () => {
    api = openTestApi();
    const paid = await placeOrder(api, orderInput({ user: { email: 'Paid@Example.com' } }));
    const unpaid = await placeOrder(api, orderInput({ order_has_been_paid: false, user: { email: 'later@example.com' } }, { vehicle: { plate: 'L 123 AB', country: 'AT', type: 'car' } }));
    await placeOrder(api, orderInput({ user: { email: 'other-partner@example.com' } }), KEYS.premium);
    const before = UserPage.parse(await get('/public/users'));
    expect(before).toMatchObject({ page: 1, per_page: 50, total: 1, data: [{ id: paid.user_id, email: 'paid@example.com' }] });
    expect(before.data[0]?.created_date).toBe(paid.purchase_date);
    expect((await payLink(unpaid)).status).toBe(200);
    expect(UserPage.parse(await get('/public/users')).data.map((u) => u.id)).toEqual([paid.user_id, unpaid.user_id]);
  });

  it('pages by 50', async () => {
    api = openTestApi();
    for (let i = 0; i < 51; i += 1) await placeOrder(api, orderInput({ user: { email: `u${i}@example.com` } }, { product: 'tunnel-at-karawanken' }), KEYS.enterprise);
    const first = UserPage.parse(await get('/public/users', KEYS.enterprise));
    const second = UserPage.parse(await get('/public/users?page=2', KEYS.enterprise));
    expect([first.data.length, first.total, second.data.length, second.page]).toEqual([50, 51, 1, 2]);
    expect(new Set([...first.data, ...second.data].map((u) => u.email)).size).toBe(51);
  });

  it.each(['?page=0', '?page=x'])('refuses %s with 400 invalid_request', async (query) => {
    api = openTestApi();
    await expectProblem(await api.call(`/public/users${query}`), 400, 'invalid_request');
  });
});

describe('GET /public/users/{id}/orders and /vehicles', () => {
  it("lists a user's orders newest first, paged, and no one else's", async () => {
    api = openTestApi();
    const first = await placeOrder(api, orderInput());
    api.service.clock.advanceBy(1000);
    const second = await placeOrder(api, orderInput({}, { product: 'tunnel-at-karawanken' }));
    await placeOrder(api, orderInput({ user: { email: 'someone@example.com' } }, { vehicle: { plate: 'L 123 AB', country: 'AT', type: 'car' } }));
    const page = OrderPage.parse(await get(`/public/users/${first.user_id}/orders`));
    expect(page).toMatchObject({ page: 1, per_page: 50, total: 2 });
    expect(page.data.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(OrderPage.parse(await get(`/public/users/${first.user_id}/orders?page=2`))).toMatchObject({ total: 2, data: [] });
  });

  it('lists each vehicle once, as on its latest paid order, with last_used_at', async () => {
    api = openTestApi();
    const old = await placeOrder(api, orderInput());
    api.service.clock.advanceBy(60_000);
    const latest = await placeOrder(api, orderInput({}, { product: 'tunnel-at-karawanken', vehicle: { plate: 'w-12345-a', country: 'AT', type: 'van' } }));
    api.service.clock.advanceBy(60_000);
    const other = await placeOrder(api, orderInput({}, { product: 'vignette-hu-weekly', vehicle: { plate: 'ABC-123', country: 'HU', type: 'car' } }));
    await placeOrder(api, orderInput({ order_has_been_paid: false }, { product: 'vignette-cz-10-days', vehicle: { plate: '1A2 3456', country: 'CZ', type: 'car' }, start_date: today(api.service, 1) }));
    const vehicles = Vehicles.parse(await get(`/public/users/${old.user_id}/vehicles`));
    expect(vehicles.data).toEqual([
      { plate: 'ABC-123', country: 'HU', vehicle_type: 'car', vin: null, last_used_at: other.purchase_date },
      { plate: 'W 12345 A', country: 'AT', vehicle_type: 'van', vin: null, last_used_at: latest.purchase_date },
    ]);
  });

  it.each(['orders', 'vehicles'])("answers 404 user_not_found for another partner's user on /%s", async (what) => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput());
    await expectProblem(await api.call(`/public/users/${order.user_id}/${what}`, { key: KEYS.premium }), 404, 'user_not_found');
    await expectProblem(await api.call(`/public/users/usr_nothing/${what}`), 404, 'user_not_found');
  });
});
