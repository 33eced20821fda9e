import { Hono } from 'hono';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { BASKET_SSE_EVENT, BasketRequest } from '../../contract/basket-api.ts';
import type { CheckoutBasket } from '../../contract/basket-api.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';
import { problem } from '../../contract/problem.ts';
import type { BasketService } from '../basket-service.ts';
import type { OrderEvents } from '../order-events.ts';
import type { OrderPlacement } from '../place-order.ts';
import { readJson } from '../read-json.ts';
import { holdStream } from './live-stream.ts';
import { idempotencyKeyOf } from './orders.ts';

export interface BasketsRouteDeps {
  placement: OrderPlacement;
  baskets: BasketService;
  events: OrderEvents;
  /** Who sent the request, as the per-client limits count it. */
  clientOf: (c: Context) => string;
  /** Called when a basket exists for this request's client: it counts as one purchase waiting for payment. */
  created: (c: Context, basketId: string) => void;
  admitStream: (c: Context) => () => void;
}

/**
 * POST /api/baskets: several products for one vehicle, one external order
 * upstream, one payment; one basket per Idempotency-Key, replayed for the same
 * key. 201 with the basket, or 202 with a checkout to follow while it waits in
 * the queue. GET /api/baskets/{id}?token= and GET /api/baskets/{id}/events?token=
 * read it, and each of its orders once paid.
 */
export function basketsRoute({ placement, baskets, events, clientOf, created, admitStream }: BasketsRouteDeps): Hono {
  return new Hono()
    .post('/api/baskets', async (c) => {
      const key = idempotencyKeyOf(c, 'basket');
      const request = parseInput(BasketRequest, await readJson(c), 'basket request');
      const placed = await placement.placeBasket(key, request, clientOf(c));
      c.header('Cache-Control', 'no-store');
      if (placed.kind === 'accepted') return c.json(placed.accepted, 202);
      created(c, placed.created.basket.id);
      return c.json(placed.created, 201);
    })
    .get('/api/baskets/:id', async (c) => {
      const { externalOrder } = await baskets.authorized(c.req.param('id'), c.req.query('token'));
      await baskets.refreshIfStale(externalOrder.id);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await viewOf(baskets, externalOrder.id));
    })
    .get('/api/baskets/:id/events', async (c) => {
      const { externalOrder: { id } } = await baskets.authorized(c.req.param('id'), c.req.query('token'));
      const leave = admitStream(c);
      return streamSSE(c, (stream) => holdStream(stream, events, leave, () => {
        // Each change of the basket, or of any of its orders, sends the whole basket; an unchanged one is not sent.
        let sent = '';
        const orderWatches = new Map<string, () => void>();
        const send = (basket: CheckoutBasket) => {
          for (const item of basket.items) {
            const orderId = item.order?.id;
            if (orderId !== undefined && !orderWatches.has(orderId)) {
              orderWatches.set(orderId, events.subscribe(orderId, () => void resend()));
            }
          }
          const data = JSON.stringify(basket);
          if (data === sent) return;
          sent = data;
          void stream.writeSSE({ event: BASKET_SSE_EVENT, data });
        };
        // A failed read is not fatal: the next notice, or the widget's reconnect, reads it again.
        const resend = () => baskets.view(id).then((basket) => {
          if (basket) send(basket);
        }, () => undefined);
        const unsubscribe = events.subscribeBasket(id, send);
        return {
          unsubscribe: () => {
            unsubscribe();
            for (const stop of orderWatches.values()) stop();
          },
          snapshot: async () => send(await viewOf(baskets, id)),
        };
      }));
    });
}

async function viewOf(baskets: BasketService, id: string): Promise<CheckoutBasket> {
  const basket = await baskets.view(id);
  if (!basket) throw new ProblemError(problem(404, 'basket_not_found', 'No basket here for this token'));
  return basket;
}
