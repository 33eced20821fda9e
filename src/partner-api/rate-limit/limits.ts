import type { PartnerTier } from '../settings.ts';

export interface RouteLimit {
  perMinute: Record<PartnerTier, number>;
  /** Counted separately for each `{id}` of the path. */
  perId: boolean;
  chosen?: true;
}

const limit = (standard: number, premium: number, enterprise: number, perId = false, chosen?: true): RouteLimit =>
  ({ perMinute: { standard, premium, enterprise }, perId, ...(chosen ? { chosen } : {}) });

/**
 * Section 8 of the spec: requests per minute by tier, one counter per route,
 * and per path id where the spec says so. Routes the spec leaves open carry
 * our own limits (marked `chosen`), generous enough for a partner's real
 * traffic and low enough to stop a loop: they are listed in the README.
 */
export const ROUTE_LIMITS = {
  'GET /products': limit(5, 20, 60),
  'GET /products/status': limit(5, 20, 60),
  'GET /users': limit(20, 100, 200),
  'GET /users/{id}/orders': limit(10, 40, 200, true),
  'POST /orders': limit(10, 50, 200),
  'GET /orders': limit(20, 100, 200),
  'GET /orders/{id}': limit(5, 5, 10, true),
  'GET /orders/{id}/status': limit(3, 3, 10, true),
  'POST /orders/{id}/cancel-pending': limit(5, 20, 50, true),
  'POST /orders/{id}/cancel-deferred': limit(5, 20, 50, true),
  'POST /validate-vehicle': limit(50, 200, 500),
  'POST /orders/{id}/modify': limit(5, 20, 50, true, true),
  'GET /users/{id}/vehicles': limit(10, 40, 200, true, true),
  'POST /external-orders': limit(10, 50, 200, false, true),
  'POST /external-orders/{id}/cancel': limit(5, 20, 50, true, true),
  'GET /external-orders/{id}': limit(5, 20, 50, true, true),
  'GET /orders/{id}/cars/{index}/confirmation.pdf': limit(10, 20, 50, true, true),
  'POST /mcp': limit(60, 200, 500, false, true),
  // Our addition (debt control): polled rarely, but stays open while access is disabled.
  'GET /account': limit(10, 20, 60, false, true),
  // Our addition (spec 6's panel setting, for the panel and for scripts): changed rarely.
  'GET /webhook-endpoint': limit(10, 20, 60, false, true),
  'PUT /webhook-endpoint': limit(10, 20, 60, false, true),
} as const satisfies Record<string, RouteLimit>;

export type RouteKey = keyof typeof ROUTE_LIMITS;
