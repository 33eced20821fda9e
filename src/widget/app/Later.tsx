import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from './hooks.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { useStore } from './context.ts';
import { arrived } from './on-demand.ts';
import { useLoaded } from './use-loaded.ts';
import { tracked } from './tracked.ts';

type Step = 'VehicleStep' | 'DetailsStep' | 'ReviewStep' | 'PaymentStep' | 'StatusStep';
type Part = Step | 'TripCheckout' | 'OrderEnding' | 'ResumeView' | 'UnpaidOrders' | 'PayRefused';

const STEPS: Part[] = ['VehicleStep', 'DetailsStep', 'ReviewStep', 'PaymentStep', 'StatusStep'];

/**
 * Shows a part of an on-demand chunk (on-demand.ts, later-parts.ts) the
 * first time any widget on the page needs it: the checkout steps' chunk
 * first, then the chunk it loads for the part. A chunk that cannot be fetched
 * says so with a Retry, which asks the network again: never a fallback left
 * on screen.
 */
export const Later = tracked(function Later({ part, fallback = null, onBack, props }: {
  part: Part; fallback?: ComponentChildren; onBack?: () => void; props?: object;
}) {
  const s = useStore();
  const name = STEPS.includes(part) ? 'checkout-steps' : part === 'TripCheckout' ? 'trip-checkout' : 'manage';
  const load = async (): Promise<Record<string, unknown>> => {
    const steps = await s.loadSteps();
    if (name === 'checkout-steps') return steps;
    return name === 'trip-checkout' ? steps.tripCheckout(s.verified) : steps.manage(s.verified, s.locale);
  };
  // A new locale fetches the on-demand words in its language; the part keeps speaking the last until then.
  // A chunk another widget on the page fetched, or this one's before its step words came, waits for this store's steps.
  const chunk = useLoaded(load, [s.locale], s.part.peek() ? arrived.get(name) : undefined);
  const Loaded = chunk.value?.[part] as ((props: object) => ComponentChildren) | undefined;
  /** The part was not here when the shopper moved to it: focus follows what shows in its place. */
  const waited = useRef(!Loaded);
  useEffect(() => {
    const wanted = s.focusRequest.peek()?.target;
    // Only where the move asked for the step's heading (or the Retry that stood in for it), never on a first load.
    if (!waited.current || (wanted !== 'heading' && wanted !== 'retry')) return;
    if (chunk.failed) s.focusRequest.value = { target: 'retry' };
    else if (Loaded) s.focusRequest.value = { target: 'heading' };
  }, [chunk.failed, !!Loaded]);
  if (Loaded) return <Loaded {...props} />;
  return chunk.failed ? <LoadFailed onRetry={chunk.retry} onBack={onBack} /> : fallback;
});
