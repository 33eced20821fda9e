import type { ComponentChildren } from 'preact';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { useStore } from './context.ts';
import { arrived } from './on-demand.ts';
import { useLoaded } from './use-loaded.ts';

type CheckoutSteps = typeof import('./checkout-steps.ts');
type AfterPurchase = typeof import('./after-purchase.ts');
type TripCheckout = typeof import('../trip/trip-checkout.ts');
type Part = 'VehicleStep' | 'DetailsStep' | 'ReviewStep' | 'PaymentStep' | keyof AfterPurchase | keyof TripCheckout;

const STEPS: Part[] = ['VehicleStep', 'DetailsStep', 'ReviewStep', 'PaymentStep'];

/**
 * Shows a part of an on-demand chunk (on-demand.ts, later-parts.ts) the
 * first time any widget on the page needs it: the checkout steps' chunk
 * first, then the chunk it loads for the part. A chunk that cannot be fetched
 * says so with a Retry, which asks the network again: never a fallback left
 * on screen.
 */
export function Later({ part, fallback = null, onBack }: {
  part: Part; fallback?: ComponentChildren; onBack?: () => void;
}) {
  const s = useStore();
  const name = STEPS.includes(part) ? 'checkout-steps' : part === 'TripCheckout' ? 'trip-checkout' : 'after-purchase';
  const load = async (): Promise<CheckoutSteps | AfterPurchase | TripCheckout> => {
    const steps = await s.loadSteps();
    if (name === 'checkout-steps') return steps;
    return name === 'trip-checkout' ? steps.tripCheckout(s.verified) : steps.afterPurchase(s.verified, s.locale);
  };
  // A new locale fetches the on-demand words in its language; the part keeps speaking the last until then.
  const chunk = useLoaded<Record<string, unknown>>(load, [s.locale], arrived.get(name));
  const Loaded = chunk.value?.[part] as (() => ComponentChildren) | undefined;
  if (Loaded) return <Loaded />;
  return chunk.failed ? <LoadFailed onRetry={chunk.retry} onBack={onBack} /> : fallback;
}
