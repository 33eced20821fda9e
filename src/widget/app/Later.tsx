import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useStore } from './context.ts';

type AfterPurchase = typeof import('./after-purchase.ts');

/**
 * Shows a part of the on-demand chunk (after-purchase.ts) the first time any
 * widget on the page needs it. The loader fetches it first, checked against
 * its integrity, so the import() gets the module the browser verified; a
 * chunk that failed is asked for again the next time.
 */
export function Later({ part, fallback = null }: { part: keyof AfterPurchase; fallback?: ComponentChildren }) {
  const { later } = useStore();
  const [loaded, setLoaded] = useState<AfterPurchase | null>(null);
  useEffect(() => {
    let gone = false;
    later().then(() => import('./after-purchase.ts')).then((m) => !gone && setLoaded(m), () => undefined);
    return () => {
      gone = true;
    };
  }, []);
  const Part = loaded?.[part];
  return Part ? <Part /> : fallback;
}
