import { Hono } from 'hono';
import { problem } from '../../contract/problem.ts';
import { CheckoutAbandonRequest } from '../../contract/widget-api.ts';
import { authorizedOrder } from '../order-access.ts';
import type { OrderStore } from '../order-store.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';
import { readJson } from '../read-json.ts';

export interface AbandonDeps {
  store: OrderStore;
  /** Stops counting the order against the limit of unpaid orders of whoever placed it. */
  release: (orderId: string) => void;
}

/**
 * POST /api/orders/{id}/abandon with `{token}`: the widget's "drop" of an
 * order waiting for payment, so a shopper at the unpaid-orders limit can
 * place the one they want. Nothing changes upstream: the spec cancels no
 * CREATED order, and an unpaid one lapses by itself. A paid order is not
 * the shopper's to drop.
 */
export function abandonOrderRoute(deps: AbandonDeps): Hono {
  return new Hono().post('/api/orders/:id/abandon', async (c) => {
    const { token } = parseInput(CheckoutAbandonRequest, await readJson(c), 'abandon request');
    const { order } = await authorizedOrder(deps.store, c.req.param('id'), token);
    if (order.paid || order.status !== 'CREATED') {
      throw new ProblemError(problem(409, 'order_not_abandonable', 'This order is paid or under way', {
        detail: `The order is ${order.status}${order.paid ? ', paid' : ''}; only an unpaid order can be dropped.`,
      }));
    }
    deps.release(order.id);
    return c.body(null, 204);
  });
}
