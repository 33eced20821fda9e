import type { WidgetLoads } from '../types.ts';
import { arrived } from './on-demand.ts';

/**
 * The manage chunk's and the trip chunk's names and sha256, which the build
 * writes over these names (vite.config.ts VOUCHED), so the checkout steps'
 * chunk, itself vouched for by the app (on-demand.ts), vouches for the chunks it loads.
 * Unbuilt (unit tests) there is no chunk to check.
 */
declare const __RC_MANAGE__: [file: string, integrity: string];
declare const __RC_TRIP_CHECKOUT__: [file: string, integrity: string];

type Verified = WidgetLoads['verified'];

/**
 * What only some orders need (managing the order, how it ended, coming back to it, the unpaid-orders offer,
 * the words for a refused order), with its words in `locale`; the loader asks again after a failure.
 */
export const manage = async (verified: Verified, locale: string) => {
  if (typeof __RC_MANAGE__ !== 'undefined') await verified(...__RC_MANAGE__);
  const chunk = await import('./manage.ts');
  await chunk.loadLaterWords(locale, verified);
  arrived.set('manage', chunk);
  return chunk;
};

/** The trip planner and its basket checkout. */
export const tripCheckout = async (verified: Verified) => {
  if (typeof __RC_TRIP_CHECKOUT__ !== 'undefined') await verified(...__RC_TRIP_CHECKOUT__);
  const chunk = await import('../trip/trip-checkout.ts');
  arrived.set('trip-checkout', chunk);
  return chunk;
};
