import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { UpstreamClient } from '../upstream-client.ts';
import type { QuotaGuard } from './quota-guard.ts';
import type { QuotaRoute } from './tier-budgets.ts';

/**
 * The upstream client with the partner's quota spent before each rate-limited
 * call: when a route has nothing left, the call is not made and the caller
 * gets 503 quota_wait (the catalogue then serves its last copy). Order
 * creations are left to the queue, which waits for the quota instead.
 */
export function guardedUpstream(upstream: UpstreamClient, quota: QuotaGuard): UpstreamClient {
  const spend = (route: QuotaRoute, id?: string) => {
    if (quota.take(route, id)) return;
    const seconds = Math.max(1, Math.ceil(quota.waitMs(route, id) / 1000));
    throw new ProblemError(problem(503, 'quota_wait', 'Too many requests to the road-products service right now', {
      detail: `Try again in ${seconds} s.`,
    }), { 'Retry-After': String(seconds) });
  };
  return {
    ...upstream,
    listProducts: () => {
      spend('GET /products');
      return upstream.listProducts();
    },
    productsStatus: () => {
      spend('GET /products/status');
      return upstream.productsStatus();
    },
    validateVehicle: (input) => {
      spend('POST /validate-vehicle');
      return upstream.validateVehicle(input);
    },
    getOrder: (id) => {
      spend('GET /orders/{id}', id);
      return upstream.getOrder(id);
    },
    cancelOrder: (id, which) => {
      spend(which === 'pending' ? 'POST /orders/{id}/cancel-pending' : 'POST /orders/{id}/cancel-deferred', id);
      return upstream.cancelOrder(id, which);
    },
  };
}
