import type { WidgetLoads } from '../types.ts';

type CheckoutSteps = typeof import('./checkout-steps.ts');
type Chunk = 'checkout-steps' | 'manage' | 'trip-checkout';

/** The chunks already here: a part shown again renders at once (and focus finds it), with no frame of its fallback. */
export const arrived = new Map<Chunk, Record<string, unknown>>();

/**
 * The steps after the first screen (the vehicle, details, review and payment
 * steps and placing the order), which in turn load the status screen, what
 * only some orders need and the trip planner (later-parts.ts). The import()
 * only once the loader has fetched the chunk and checked its integrity.
 */
export const checkoutSteps = async (later: WidgetLoads['later']): Promise<CheckoutSteps> => {
  await later('checkout-steps');
  const chunk = await import('./checkout-steps.ts');
  arrived.set('checkout-steps', chunk);
  return chunk;
};
