import { Hono } from 'hono';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { CHECKOUT_SSE_EVENT } from '../../contract/widget-api.ts';
import type { CheckoutProgress } from '../../contract/widget-api.ts';
import type { OrderEvents } from '../order-events.ts';
import type { OrderPlacement } from '../place-order.ts';

const HEARTBEAT_MS = 15_000;
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
      return streamSSE(c, async (stream) => {
        let end = () => {};
        const ended = new Promise<void>((resolve) => {
          end = resolve;
        });
        // The last event is written out before the stream ends, so it is never cut off. Once settled, nothing
        // follows: the snapshot read below may come back after a notice already told the end.
        let over = false;
        const send = (progress: CheckoutProgress) => {
          if (over) return;
          const last = settled(progress);
          over = last;
          void stream.writeSSE({ event: CHECKOUT_SSE_EVENT, data: JSON.stringify(progress) }).then(() => {
            if (last) end();
          });
        };
        // Subscribe before reading where it stands, so no change can fall between the two.
        const unsubscribe = events.subscribeCheckout(id, send);
        const untrack = events.trackStream(end);
        stream.onAbort(end);
        const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
        // A failed read ends the stream (the widget reconnects); what it holds is let go either way.
        try {
          send(await placement.checkout(id, token));
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
