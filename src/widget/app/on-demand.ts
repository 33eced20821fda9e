import type { WidgetLoads } from '../types.ts';

// Each import() only once the loader has fetched that chunk and checked its integrity.

/** Managing a placed order, coming back to one, the unpaid-orders offer and the words for a refused order. */
export const afterPurchase = (later: WidgetLoads['later']) => later('after-purchase').then(() => import('./after-purchase.ts'));

/** The trip planner and its basket checkout. */
export const tripCheckout = (later: WidgetLoads['later']) => later('trip-checkout').then(() => import('../trip/trip-checkout.ts'));
