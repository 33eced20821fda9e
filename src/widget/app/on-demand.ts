import type { WidgetLoads } from '../types.ts';

type CheckoutSteps = typeof import('./checkout-steps.ts');
type Chunk = 'checkout-steps' | 'manage' | 'trip-checkout';

/** The chunks already here: a part shown again renders at once (and focus finds it), with no frame of its fallback. */
export const arrived = new Map<Chunk, Record<string, unknown>>();

/**
 * The checkout steps' chunk name and sha256, which the build writes over this
 * name (vite.config.ts VOUCHED), so the app, itself checked by the loader,
 * vouches for it. Unbuilt (unit tests) there is no chunk to check.
 */
declare const __RC_CHECKOUT_STEPS__: [file: string, integrity: string];

/**
 * The steps after the first screen (the vehicle, details, review and payment
 * steps and placing the order), which in turn load the status screen, what
 * only some orders need and the trip planner (later-parts.ts). The import()
 * only once the loader has fetched the chunk and checked its integrity.
 */
export const checkoutSteps = async (verified: WidgetLoads['verified']): Promise<CheckoutSteps> => {
  if (typeof __RC_CHECKOUT_STEPS__ !== 'undefined') await verified(...__RC_CHECKOUT_STEPS__);
  const chunk = await import('./checkout-steps.ts');
  arrived.set('checkout-steps', chunk);
  return chunk;
};
