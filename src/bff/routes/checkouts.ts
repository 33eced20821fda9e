import { Hono } from 'hono';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { CHECKOUT_SSE_EVENT } from '../../contract/widget-api.ts';
import type { CheckoutProgress } from '../../contract/widget-api.ts';
import type { OrderEvents } from '../order-events.ts';
import type { OrderPlacement } from '../place-order.ts';
import { holdStream } from './live-stream.ts';

const settled = (progress: CheckoutProgress) => progress.state !== 'queued' && progress.state !== 'confirming';

export interface CheckoutsRouteDeps {
  placement: OrderPlacement;
  events: OrderEvents;
  admitStream: (c: Context) => () => void;
}

/**
 * A queued order creation, for the widget that placed it (its access token):
 * GET /api/checkouts/{id}?token= where it stands now (after a reload), and
 * GET /api/checkouts/{id}/events?token= each change until it is settled.
 */
export function checkoutsRoute({ placement, events, admitStream }: CheckoutsRouteDeps): Hono {
  return new Hono()
    .get('/api/checkouts/:id', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await placement.checkout(c.req.param('id'), c.req.query('token')));
    })
    .get('/api/checkouts/:id/events', async (c) => {
      const id = c.req.param('id');
      const token = c.req.query('token');
      await placement.checkout(id, token);
      const leave = admitStream(c);
      return streamSSE(c, (stream) => holdStream(stream, events, leave, (end) => {
        // The last event is written out before the stream ends, so it is never cut off. Once settled, nothing
        // follows: the snapshot may come back after a notice already told the end.
        let over = false;
        const send = (progress: CheckoutProgress) => {
          if (over) return;
          const last = settled(progress);
          over = last;
          void stream.writeSSE({ event: CHECKOUT_SSE_EVENT, data: JSON.stringify(progress) }).then(() => {
            if (last) end();
          });
        };
        return {
          unsubscribe: events.subscribeCheckout(id, send),
          snapshot: async () => send(await placement.checkout(id, token)),
        };
      }));
    });
}
