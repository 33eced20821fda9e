import type { LazyChunk, WidgetLoads } from '../types.ts';

type AfterPurchase = typeof import('./after-purchase.ts');
type TripCheckout = typeof import('../trip/trip-checkout.ts');

/** The chunks already here: a part shown again renders at once (and focus finds it), with no frame of its fallback. */
export const arrived = new Map<LazyChunk, AfterPurchase | TripCheckout>();

// Each import() only once the loader has fetched that chunk and checked its integrity.

/**
 * The order's status screen and what follows a purchase (managing the order, coming back to it, the
 * unpaid-orders offer, the words for a refused order), with its words in the shopper's language.
 */
export const afterPurchase = async (loads: Pick<WidgetLoads, 'later' | 'verified'>, locale: string) => {
  await loads.later('after-purchase');
  const chunk = await import('./after-purchase.ts');
  await chunk.loadLaterWords(locale, loads.verified);
  arrived.set('after-purchase', chunk);
  return chunk;
};

/** The trip planner and its basket checkout. */
export const tripCheckout = async (later: WidgetLoads['later']) => {
  await later('trip-checkout');
  const chunk = await import('../trip/trip-checkout.ts');
  arrived.set('trip-checkout', chunk);
  return chunk;
};
