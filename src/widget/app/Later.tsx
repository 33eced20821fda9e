import type { ComponentChildren } from 'preact';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { useStore } from './context.ts';
import { afterPurchase, arrived, manage, tripCheckout } from './on-demand.ts';
import { useLoaded } from './use-loaded.ts';

/**
 * Shows a part of an on-demand chunk (on-demand.ts) the first time any
 * widget on the page needs it. A chunk that cannot be fetched says so with a
 * Retry, which asks the network again: never a fallback left on screen.
 */
export function Later({ part, fallback = null, onBack }: {
  part: 'StatusStep' | 'TripCheckout' | 'OrderEnding' | 'ResumeView' | 'UnpaidOrders';
  fallback?: ComponentChildren;
  onBack?: () => void;
}) {
  const s = useStore();
  const from = part === 'StatusStep' ? afterPurchase : part === 'TripCheckout' ? tripCheckout : manage;
  // A new locale fetches the on-demand words in its language; the part keeps speaking the last until then.
  const chunk = useLoaded<Record<string, unknown>>(() => from(s, s.locale), [s.locale], arrived.get(from));
  const Loaded = chunk.value?.[part] as (() => ComponentChildren) | undefined;
  if (Loaded) return <Loaded />;
  return chunk.failed ? <LoadFailed onRetry={chunk.retry} onBack={onBack} /> : fallback;
}
