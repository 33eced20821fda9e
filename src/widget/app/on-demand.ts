import type { WidgetLoads } from '../types.ts';

type CheckoutSteps = typeof import('./checkout-steps.ts');
type AfterPurchase = typeof import('./after-purchase.ts');
type TripCheckout = typeof import('../trip/trip-checkout.ts');

/** The chunks already here: a part shown again renders at once (and focus finds it), with no frame of its fallback. */
export const arrived = new Map<'checkout-steps' | 'after-purchase' | 'trip-checkout', CheckoutSteps | AfterPurchase | TripCheckout>();

/**
 * The steps after the first screen (the vehicle, details, review and payment
 * steps and placing the order), which in turn load what follows a purchase
 * and the trip planner (later-parts.ts). The import() only once the loader
 * has fetched the chunk and checked its integrity.
 */
export const checkoutSteps = async (later: WidgetLoads['later']) => {
  await later('checkout-steps');
  const chunk = await import('./checkout-steps.ts');
  arrived.set('checkout-steps', chunk);
  return chunk;
};
