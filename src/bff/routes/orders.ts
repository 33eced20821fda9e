import { Hono } from 'hono';
import type { Context } from 'hono';
import { problem } from '../../contract/problem.ts';
import { CheckoutRequest, IdempotencyKey } from '../../contract/widget-api.ts';
import type { OrderPlacement } from '../place-order.ts';
import { ProblemError, parseInput, readJson } from '../problem-response.ts';

export interface OrdersRouteHooks {
  /** An order now exists for this request's client (placed, or replayed for the same key). */
  created(c: Context, orderId: string): void;
  /** 'created', or the problem code the request ended with. */
  outcome(outcome: string): void;
}

/** POST /api/orders: one order per Idempotency-Key; the same key replays the same answer. */
export function ordersRoute(placement: OrderPlacement, hooks: OrdersRouteHooks): Hono {
  return new Hono().post('/api/orders', async (c) => {
    const header = c.req.header('Idempotency-Key');
    if (header === undefined) {
      throw new ProblemError(problem(400, 'idempotency_key_required', 'Send an Idempotency-Key header', {
        detail: 'Use one new random key per order and the same key when retrying it.',
      }));
    }
    const key = IdempotencyKey.safeParse(header);
    if (!key.success) {
      throw new ProblemError(problem(400, 'invalid_idempotency_key', 'The Idempotency-Key header is not valid', {
        errors: [{ path: 'Idempotency-Key', message: key.error.issues[0]?.message ?? 'Invalid key' }],
      }));
    }
    const request = parseInput(CheckoutRequest, await readJson(c), 'checkout request');
    let created;
    try {
      created = await placement.place(key.data, request);
    } catch (error) {
      hooks.outcome(error instanceof ProblemError ? error.problem.code : 'internal_error');
      throw error;
    }
    hooks.outcome('created');
    hooks.created(c, created.order.id);
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });
}
