import type { ComponentChildren } from 'preact';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { useStore } from './context.ts';
import { afterPurchase, tripCheckout } from './on-demand.ts';
import { useLoaded } from './use-loaded.ts';

type AfterPurchase = typeof import('./after-purchase.ts');
type TripCheckout = typeof import('../trip/trip-checkout.ts');
type Part = keyof AfterPurchase | keyof TripCheckout;

/**
 * Shows a part of an on-demand chunk (on-demand.ts) the first time any
 * widget on the page needs it. A chunk that cannot be fetched says so with a
 * Retry, which asks the network again: never a fallback left on screen.
 */
export function Later({ part, fallback = null }: { part: Part; fallback?: ComponentChildren }) {
  const { later } = useStore();
  const chunk = useLoaded<Record<string, unknown>>(() => (part === 'TripCheckout' ? tripCheckout : afterPurchase)(later), []);
  const Loaded = chunk.value?.[part] as (() => ComponentChildren) | undefined;
  if (Loaded) return <Loaded />;
  return chunk.failed ? <LoadFailed onRetry={chunk.retry} /> : fallback;
}
