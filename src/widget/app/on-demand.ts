import type { WidgetLoads } from '../types.ts';

type Loads = Pick<WidgetLoads, 'later' | 'verified'>;

/**
 * The chunks already here, by the function that loads them: a part shown again renders at once (and focus
 * finds it), with no frame of its fallback.
 */
export const arrived = new Map<(loads: Loads, locale: string) => Promise<object>, Record<string, unknown>>();

// Each import() only once the loader has fetched that chunk and checked its integrity.

/** The order's status screen. */
export const afterPurchase = async (loads: Loads) => {
  await loads.later('after-purchase');
  const chunk = await import('./after-purchase.ts');
  arrived.set(afterPurchase, chunk);
  return chunk;
};

/**
 * What only some orders need (managing the order, how it ended, coming back to it, the unpaid-orders offer,
 * the words for a refused order), with its words in `locale`: the status chunk checks and loads it.
 */
export const manage = async (loads: Loads, locale: string) => {
  const chunk = await (await afterPurchase(loads)).loadManage(loads.verified, locale);
  arrived.set(manage, chunk);
  return chunk;
};

/** The trip planner and its basket checkout. */
export const tripCheckout = async (loads: Loads) => {
  await loads.later('trip-checkout');
  const chunk = await import('../trip/trip-checkout.ts');
  arrived.set(tripCheckout, chunk);
  return chunk;
};
