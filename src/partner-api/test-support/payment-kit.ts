import { Order } from '../../contract/order.ts';
import { orderInput, type TestApi } from './harness.ts';

/** Helpers of the hosted payment page's tests: an order left to pay there, and its forms' posts. */

/** An order the partner did not pay: the shopper pays it on the page at `path`. */
export async function unpaidOrder(
  api: TestApi, extra: Record<string, unknown> = {}, item: Record<string, unknown> = {},
): Promise<{ order: Order; path: string }> {
  const res = await api.call('/public/orders', {
    method: 'POST',
    json: orderInput({ order_has_been_paid: false, ...extra }, item),
  });
  const order = Order.parse(await res.json());
  return { order, path: new URL(order.payment_link ?? '').pathname };
}

/** A post of the page's own form: no key, as a browser sends it. */
export const form = (fields: Record<string, string>) => ({
  method: 'POST', key: null, body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
