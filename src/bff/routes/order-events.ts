import { Hono } from 'hono';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Order } from '../../contract/order.ts';
import { ORDER_SSE_EVENT } from '../../contract/widget-api.ts';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import { authorizedOrder } from '../order-access.ts';
import type { OrderEvents } from '../order-events.ts';
import type { OrderStore } from '../order-store.ts';

/** Below the idle timeouts of common proxies, so an open stream is not cut. */
const HEARTBEAT_MS = 15_000;

export interface OrderEventsRouteDeps {
  store: OrderStore;
  events: OrderEvents;
  view: (order: Order) => CheckoutOrder;
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
    return streamSSE(c, async (stream) => {
      let sentVersion = -1;
      const send = (order: Order) => {
        // Versions only grow: skip what this stream has already shown.
        if (order.version <= sentVersion) return;
        sentVersion = order.version;
        void stream.writeSSE({ event: ORDER_SSE_EVENT, id: String(order.version), data: JSON.stringify(view(order)) });
      };
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      // Subscribe before reading the snapshot, so no change can fall between the two.
      const unsubscribe = events.subscribe(id, send);
      const untrack = events.trackStream(end);
      stream.onAbort(end);
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      // A failed read ends the stream (the widget reconnects); what it holds is let go either way.
      try {
        const current = await store.getOrder(id);
        if (current) send(current.order);
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        untrack();
        leave();
      }
    });
  });
}
