import { Hono } from 'hono';
import { problem } from '../../contract/problem.ts';
import { CheckoutCancelRequest } from '../../contract/widget-api.ts';
import { authorizedOrder } from '../order-access.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';
import { readJson } from '../read-json.ts';
import { type OrderActionDeps, recordChange } from './order-actions.ts';

/** The spec cancels only from these statuses, each through its own route. */
const CANCEL_ROUTE = { DEFERRED: 'deferred', PENDING: 'pending' } as const;

/**
 * POST /api/orders/{id}/cancel with `{token}`: cancels a DEFERRED or PENDING
 * order, which then ends REFUNDED. The upstream has the last word: an order
 * that moves on between the read and the cancel gets its 409 as is.
 */
export function cancelOrderRoute(deps: OrderActionDeps): Hono {
  return new Hono().post('/api/orders/:id/cancel', async (c) => {
    const { token } = parseInput(CheckoutCancelRequest, await readJson(c), 'cancel request');
    const { order: known } = await authorizedOrder(deps.store, c.req.param('id'), token);
    // A lost webhook must not decide which route to call: ask for the order as it is now.
    const order = await deps.upstream.getOrder(known.id);
    await recordChange(deps, order);
    const which = order.status === 'DEFERRED' || order.status === 'PENDING' ? CANCEL_ROUTE[order.status] : null;
    if (!which) {
      throw new ProblemError(problem(409, 'order_not_cancellable', 'This order cannot be cancelled', {
        detail: `The order is ${order.status}; only a DEFERRED or PENDING order can be cancelled.`,
      }));
    }
    const cancelled = await deps.upstream.cancelOrder(order.id, which);
    // Before the refund is announced, so its streams and any later read say the shopper cancelled; and announced
    // once more, since the refund's webhook may have come first.
    const noted = await deps.store.noteCancelled(order.id);
    const answer = await recordChange(deps, cancelled);
    if (noted) await deps.events.publish(order.id);
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
