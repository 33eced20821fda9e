import type { WidgetLoads } from '../types.ts';
import { arrived } from './on-demand.ts';

/**
 * The after-purchase chunk's and the trip chunk's names and sha256, which the
 * build writes over these names (vite.config.ts VOUCHED), so the checkout
 * steps' chunk, itself checked by the loader, vouches for the chunks it
 * loads. Unbuilt (unit tests) there is no chunk to check.
 */
declare const __RC_AFTER_PURCHASE__: [file: string, integrity: string];
declare const __RC_TRIP_CHECKOUT__: [file: string, integrity: string];

/**
 * The order's status screen and what follows a purchase (managing the order, coming back to it, the
 * unpaid-orders offer, the words for a refused order), with its words in the shopper's language.
 */
export const afterPurchase = async (verified: WidgetLoads['verified'], locale: string) => {
  if (typeof __RC_AFTER_PURCHASE__ !== 'undefined') await verified(...__RC_AFTER_PURCHASE__);
  const chunk = await import('./after-purchase.ts');
  await chunk.loadLaterWords(locale, verified);
  arrived.set('after-purchase', chunk);
  return chunk;
};

/** The trip planner and its basket checkout. */
export const tripCheckout = async (verified: WidgetLoads['verified']) => {
  if (typeof __RC_TRIP_CHECKOUT__ !== 'undefined') await verified(...__RC_TRIP_CHECKOUT__);
  const chunk = await import('../trip/trip-checkout.ts');
  arrived.set('trip-checkout', chunk);
  return chunk;
};
