import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Button } from '../components/Button.tsx';
import { useStore } from './context.ts';

type AfterPurchase = typeof import('./after-purchase.ts');
type TripCheckout = typeof import('../trip/trip-checkout.ts');
type Part = keyof AfterPurchase | keyof TripCheckout;

/**
 * Shows a part of an on-demand chunk (after-purchase.ts, or the trip
 * planner's trip-checkout.ts) the first time any widget on the page needs
 * it. The loader fetches it first, checked against its integrity, so the
 * import() gets the module the browser verified. A chunk that cannot be
 * fetched says so with a Retry, which asks the network again: never a
 * fallback left spinning.
 */
export function Later({ part, fallback = null }: { part: Part; fallback?: ComponentChildren }) {
  const { later, t } = useStore();
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    const module = part === 'TripCheckout'
      ? later('trip-checkout').then(() => import('../trip/trip-checkout.ts'))
      : later('after-purchase').then(() => import('./after-purchase.ts'));
    module.then((m) => !gone && setLoaded(m), () => !gone && setFailed(true));
    return () => {
      gone = true;
    };
  }, [attempt]);
  const Loaded = loaded?.[part] as (() => ComponentChildren) | undefined;
  if (Loaded) return <Loaded />;
  return failed ? (
    <div class="rc-actions rc-actions--start">
      <p role="alert">{t('load.failed')}</p>
      <Button variant="secondary" onClick={() => {
        setFailed(false);
        setAttempt(attempt + 1);
      }}>{t('action.retry')}</Button>
    </div>
  ) : fallback;
}
