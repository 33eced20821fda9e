import { Hono } from 'hono';
import type { Context } from 'hono';
import { problem } from '../../contract/problem.ts';
import { CheckoutRequest, IdempotencyKey } from '../../contract/widget-api.ts';
import type { OrderPlacement } from '../place-order.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';
import { readJson } from '../read-json.ts';

export interface OrdersRouteDeps {
  placement: OrderPlacement;
  /** Who sent the request, as the per-client limits count it. */
  clientOf: (c: Context) => string;
  /** Called when an order exists for this request's client (placed, or replayed for the same key). */
  created: (c: Context, orderId: string) => void;
}

/** The request's Idempotency-Key header, or a 400 that says what to send. */
export function idempotencyKeyOf(c: Context, what: 'order' | 'basket'): string {
  const header = c.req.header('Idempotency-Key');
  if (header === undefined) {
    throw new ProblemError(problem(400, 'idempotency_key_required', 'Send an Idempotency-Key header', {
      detail: `Use one new random key per ${what} and the same key when retrying it.`,
    }));
  }
  const key = IdempotencyKey.safeParse(header);
  if (!key.success) {
    throw new ProblemError(problem(400, 'invalid_idempotency_key', 'The Idempotency-Key header is not valid', {
      errors: [{ path: 'Idempotency-Key', message: key.error.issues[0]?.message ?? 'Invalid key' }],
    }));
  }
  return key.data;
}

/**
 * POST /api/orders: one order per Idempotency-Key; the same key replays the
 * same answer. 201 with the order when it was created at once, 202 with a
 * checkout to follow when it waits in the queue (GET /api/checkouts/{id}/events).
 */
export function ordersRoute({ placement, clientOf, created }: OrdersRouteDeps): Hono {
  return new Hono().post('/api/orders', async (c) => {
    const key = idempotencyKeyOf(c, 'order');
    const request = parseInput(CheckoutRequest, await readJson(c), 'checkout request');
    const placed = await placement.place(key, request, clientOf(c));
    c.header('Cache-Control', 'no-store');
    if (placed.kind === 'accepted') return c.json(placed.accepted, 202);
    created(c, placed.created.order.id);
    return c.json(placed.created, 201);
  });
}
