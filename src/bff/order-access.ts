import * as z from 'zod/mini';
import { problem } from '../contract/problem.ts';
import { accessTokenMatches } from './access-token.ts';
import type { OrderStore, StoredOrder } from './order-store.ts';
import { ProblemError } from '../server-kit/problem-error.ts';

const OrderAccess = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});

/**
 * The order a widget may read with its access token. A malformed id, an
 * unknown order and a wrong token all get the same 404, so the answer does
 * not tell which orders exist.
 */
export async function authorizedOrder(
  store: OrderStore, id: string | undefined, token: string | undefined,
): Promise<StoredOrder> {
  const access = OrderAccess.safeParse({ id, token });
  const stored = access.success ? await store.getOrder(access.data.id) : undefined;
  if (!access.success || !stored || !accessTokenMatches(access.data.token, stored.tokenHash)) {
    throw new ProblemError(problem(404, 'order_not_found', 'No order here for this token'));
  }
  return stored;
}
