import { Hono } from 'hono';
import type { OrderView } from '../checkout-order.ts';
import { authorizedOrder } from '../order-access.ts';
import type { OrderStore } from '../order-store.ts';

/**
 * GET /api/orders/{id}?token=: the order as the BFF holds it, so a widget
 * that was reloaded or closed can pick its order up again. Webhooks keep the
 * copy current; nothing here calls the upstream.
 */
export function orderDetailRoute(store: OrderStore, view: OrderView): Hono {
  return new Hono().get('/api/orders/:id', async (c) => {
    const { order, endedBy } = await authorizedOrder(store, c.req.param('id'), c.req.query('token'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(view(order, endedBy));
  });
}
