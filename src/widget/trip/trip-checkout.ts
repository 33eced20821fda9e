/**
 * The trip planner and its basket checkout, in a chunk of its own that the
 * app imports the first time a shopper (or the partner's `trip` attribute)
 * opens it: the first product screen never waits for it.
 */
export { TripCheckout } from './TripCheckout.tsx';
