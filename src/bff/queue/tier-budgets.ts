export type PartnerTier = 'standard' | 'premium' | 'enterprise';
export const PARTNER_TIERS = ['standard', 'premium', 'enterprise'] as const;

/** The upstream routes the BFF calls, as the quota counts them. */
export type QuotaRoute =
  | 'GET /products'
  | 'GET /products/status'
  | 'POST /orders'
  | 'GET /orders/{id}'
  | 'POST /orders/{id}/cancel-pending'
  | 'POST /orders/{id}/cancel-deferred'
  | 'POST /validate-vehicle'
  | 'POST /external-orders'
  | 'GET /external-orders/{id}';

/**
 * Requests a minute the Partner Road-Products API allows a partner, by tier
 * (spec section 8). Routes marked per id are counted for each order id. These
 * are the published limits of the real service; the BFF keeps its own copy
 * because it must respect them whichever service it talks to.
 */
export const TIER_BUDGETS: Record<QuotaRoute, { perMinute: Record<PartnerTier, number>; perId: boolean }> = {
  'GET /products': { perMinute: { standard: 5, premium: 20, enterprise: 60 }, perId: false },
  'GET /products/status': { perMinute: { standard: 5, premium: 20, enterprise: 60 }, perId: false },
  'POST /orders': { perMinute: { standard: 10, premium: 50, enterprise: 200 }, perId: false },
  'GET /orders/{id}': { perMinute: { standard: 5, premium: 5, enterprise: 10 }, perId: true },
  'POST /orders/{id}/cancel-pending': { perMinute: { standard: 5, premium: 20, enterprise: 50 }, perId: true },
  'POST /orders/{id}/cancel-deferred': { perMinute: { standard: 5, premium: 20, enterprise: 50 }, perId: true },
  'POST /validate-vehicle': { perMinute: { standard: 50, premium: 200, enterprise: 500 }, perId: false },
  // The spec publishes no limits for external orders (section 8: "not shown"). These are the ones the sandbox
  // Partner API chose (src/partner-api/rate-limit/limits.ts, marked `chosen`): 10/50/200 creations a minute, and
  // 5/20/50 reads a minute for the same id. A real service with other limits needs these changed.
  'POST /external-orders': { perMinute: { standard: 10, premium: 50, enterprise: 200 }, perId: false },
  'GET /external-orders/{id}': { perMinute: { standard: 5, premium: 20, enterprise: 50 }, perId: true },
};
