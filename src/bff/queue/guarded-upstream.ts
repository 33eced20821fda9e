import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { UpstreamClient } from '../upstream-client.ts';
import type { QuotaGuard } from './quota-guard.ts';
import type { QuotaRoute } from './tier-budgets.ts';

/** The answer when the partner's quota has no call left for a route: the call was not made. */
export const QUOTA_WAIT = 'quota_wait';

/**
 * The upstream client with the partner's quota spent before each rate-limited
 * call: when a route has nothing left, the call is not made and the caller
 * gets 503 quota_wait (the catalogue then serves its last copy). Order
 * creations are left to the queue, which waits for the quota instead.
 */
export function guardedUpstream(upstream: UpstreamClient, quota: QuotaGuard): UpstreamClient {
  const spend = async (route: QuotaRoute, id?: string) => {
    if (await quota.take(route, id)) return;
    const seconds = Math.max(1, Math.ceil(await quota.waitMs(route, id) / 1000));
    throw new ProblemError(problem(503, QUOTA_WAIT, 'Too many requests to the road-products service right now', {
      detail: `Try again in ${seconds} s.`,
    }), { 'Retry-After': String(seconds) });
  };
  return {
    ...upstream,
    listProducts: async () => {
      await spend('GET /products');
      return upstream.listProducts();
    },
    productsStatus: async () => {
      await spend('GET /products/status');
      return upstream.productsStatus();
    },
    validateVehicle: async (input) => {
      await spend('POST /validate-vehicle');
      return upstream.validateVehicle(input);
    },
    getOrder: async (id) => {
      await spend('GET /orders/{id}', id);
      return upstream.getOrder(id);
    },
    getExternalOrder: async (id) => {
      await spend('GET /external-orders/{id}', id);
      return upstream.getExternalOrder(id);
    },
    cancelOrder: async (id, which) => {
      await spend(which === 'pending' ? 'POST /orders/{id}/cancel-pending' : 'POST /orders/{id}/cancel-deferred', id);
      return upstream.cancelOrder(id, which);
    },
  };
}
