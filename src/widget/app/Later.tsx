import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useStore } from './context.ts';

type AfterPurchase = typeof import('./after-purchase.ts');
type TripCheckout = typeof import('../trip/trip-checkout.ts');
type Part = keyof AfterPurchase | keyof TripCheckout;

/**
 * Shows a part of an on-demand chunk (after-purchase.ts, or the trip
 * planner's trip-checkout.ts) the first time any widget on the page needs
 * it. The loader fetches it first, checked against its integrity, so the
 * import() gets the module the browser verified; a chunk that failed is
 * asked for again the next time.
 */
export function Later({ part, fallback = null }: { part: Part; fallback?: ComponentChildren }) {
  const { later } = useStore();
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    let gone = false;
    const module = part === 'TripCheckout'
      ? later('trip-checkout').then(() => import('../trip/trip-checkout.ts'))
      : later('after-purchase').then(() => import('./after-purchase.ts'));
    module.then((m) => !gone && setLoaded(m), () => undefined);
    return () => {
      gone = true;
    };
  }, []);
  const Loaded = loaded?.[part] as (() => ComponentChildren) | undefined;
  return Loaded ? <Loaded /> : fallback;
}
