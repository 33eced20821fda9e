import { expect } from 'vitest';
import { Order, type OrderStatus } from '../../contract/order.ts';
import { loadOrder } from '../orders/order-store.ts';
import { KEYS, testSettings, type TestApi } from './harness.ts';

/**
 * Helpers of the order tests. Reads go to the store, not to GET
 * /public/orders/{id}: polling that route would spend its rate limit
 * (5 a minute per order) and is not what these tests are about.
 */

/** Settings whose Standard partner has a webhook URL, so events are queued in the outbox (nothing listens there). */
export const settingsWithOutbox = () => testSettings({ webhookUrl: 'http://127.0.0.1:9/unused' });

export async function placeOrder(api: TestApi, body: unknown, key: string = KEYS.standard): Promise<Order> {
  const res = await api.call('/public/orders', { method: 'POST', json: body, key });
  expect(res.status).toBe(200);
  return Order.parse(await res.json());
}

export const storedOrder = (api: TestApi, id: string): Order => loadOrder(api.service.db, id, api.service.publicUrl);

/**
 * Runs what is due, moving the sandbox clock on by the national provider's
 * processing time between passes, until the order reads `status`: no real
 * time passes, so the answer is the same on a slow machine.
 */
export async function reachStatus(api: TestApi, id: string, status: OrderStatus, steps = 10): Promise<Order> {
  for (let step = 0; ; step++) {
    await api.service.runDue();
    const order = storedOrder(api, id);
    if (order.status === status) return order;
    if (step === steps) throw new Error(`${id} is ${order.status}, not ${status}, after ${steps} provider delays`);
    api.service.clock.advanceBy(api.service.settings.providerDelayMs);
  }
}

/** Arranges an order in `status` directly, for tables over every status. */
export function forceStatus(api: TestApi, id: string, status: OrderStatus): void {
  api.service.db.prepare('UPDATE orders SET status = ? WHERE id = ?').run(status, id);
}

export interface QueuedEvent {
  type: string;
  data: {
    order_id?: string;
    status?: string;
    previous_status?: string | null;
    version?: number;
    order?: Order;
    external_order_id?: string;
  };
}

/** Events queued for the Standard partner, oldest first. */
export function queuedEvents(api: TestApi): QueuedEvent[] {
  const rows = api.service.db.prepare('SELECT payload FROM webhook_outbox ORDER BY seq').all() as { payload: string }[];
  return rows.map((row) => JSON.parse(row.payload) as QueuedEvent);
}

export async function expectProblem(
  res: Response,
  status: number,
  code: string,
): Promise<{ code: string; detail?: string; errors?: { path: string }[] }> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = (await res.json()) as { code: string; detail?: string };
  expect(body.code).toBe(code);
  return body;
}
