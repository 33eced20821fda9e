import { Hono } from 'hono';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ORDER_SSE_EVENT } from '../../contract/widget-api.ts';
import type { OrderView } from '../checkout-order.ts';
import { authorizedOrder } from '../order-access.ts';
import type { HeldOrder, OrderEvents } from '../order-events.ts';
import type { OrderStore } from '../order-store.ts';
import { holdStream } from './live-stream.ts';

export interface OrderEventsRouteDeps {
  store: OrderStore;
  events: OrderEvents;
  view: OrderView;
  /** Admits one more open stream for this client or throws (429); the returned function ends its stay. */
  admitStream: (c: Context) => () => void;
}

/**
 * GET /api/orders/{id}/events?token=: the order now, then each change as the
 * webhooks bring it. Nothing here polls the upstream.
 */
export function orderEventsRoute({ store, events, view, admitStream }: OrderEventsRouteDeps): Hono {
  return new Hono().get('/api/orders/:id/events', async (c) => {
    const id = c.req.param('id');
    await authorizedOrder(store, id, c.req.query('token'));
    const leave = admitStream(c);
    return streamSSE(c, (stream) => holdStream(stream, events, leave, () => {
      let sent = { version: -1, endedBy: null as HeldOrder['endedBy'] };
      const send = ({ order, endedBy }: HeldOrder) => {
        // Versions only grow: skip what this stream has already shown. How it ended is noted without a new version.
        if (order.version < sent.version || (order.version === sent.version && endedBy === sent.endedBy)) return;
        sent = { version: order.version, endedBy };
        const data = JSON.stringify(view(order, endedBy));
        void stream.writeSSE({ event: ORDER_SSE_EVENT, id: String(order.version), data });
      };
      return {
        unsubscribe: events.subscribe(id, send),
        snapshot: async () => {
          const current = await store.getOrder(id);
          if (current) send(current);
        },
      };
    }));
  });
}
