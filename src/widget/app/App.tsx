import { useLayoutEffect, useRef } from './hooks.ts';
import type { ComponentType } from 'preact';
import { ProductStep } from '../steps/product/ProductStep.tsx';
import { useStore } from './context.ts';
import { Later } from './Later.tsx';
import type { Step } from './steps.ts';
import { tracked } from './tracked.ts';

type LaterStep = 'VehicleStep' | 'DetailsStep' | 'ReviewStep' | 'PaymentStep' | 'StatusStep';

/**
 * Steps after the first come with their chunk, fetched while the shopper chooses (store.ts), so usually at
 * once; the vehicle step's Back leads to the products when it could not come.
 */
const later = (part: LaterStep, wait: 'step.loading' | 'resume.loading') => tracked(function Step() {
  const s = useStore();
  const fallback = <p class="rc-muted" role="status">{s.t(wait)}</p>;
  return <Later part={part} fallback={fallback} onBack={part === 'VehicleStep' ? s.back : undefined} />;
});

const VIEWS: Record<Step, ComponentType> = {
  product: ProductStep,
  vehicle: later('VehicleStep', 'step.loading'),
  details: later('DetailsStep', 'step.loading'),
  review: later('ReviewStep', 'step.loading'),
  payment: later('PaymentStep', 'resume.loading'),
  // Paid: the status screen comes with the rest of what follows a purchase (later-parts.ts).
  status: later('StatusStep', 'resume.loading'),
};

export const App = tracked(function App() {
  const s = useStore();
  const root = useRef<HTMLDivElement>(null);
  const request = s.focusRequest.value;

  // Right after the render that shows the target (a layout effect, so before
  // the next keystroke); nothing is focused on first load.
  useLayoutEffect(() => {
    const el = root.current;
    if (!request || !el) return;
    const name = `${s.id}-${request.target}`;
    const find = () => el.querySelector<HTMLElement>(`#${name}`)
      ?? el.querySelector<HTMLElement>(`[name="${name}"]:checked`)
      ?? el.querySelector<HTMLElement>(`[name="${name}"]`);
    const target = find();
    if (target) {
      target.focus();
      return undefined;
    }
    // A part that re-renders on its own signals (the manage panel) may show the target a moment later.
    const later = setTimeout(() => find()?.focus());
    return () => clearTimeout(later);
  }, [request]);

  // After each render that draws a new state of the catalogue, with all of this app's views in the DOM;
  // the store says ready at the first that drew it in.
  useLayoutEffect(() => s.shown(), [s.catalogueState.value]);

  const View = VIEWS[s.step.value];
  // No landmark of its own: two widgets on a page would make two same-named
  // regions; the host page (or the /embed page) places it in its landmarks.
  return (
    <div ref={root} class="rc-root">
      {s.trip.value ? <Later part="TripCheckout" fallback={<p class="rc-muted" role="status">{s.t('catalogue.loading')}</p>} onBack={s.closeTrip} /> : s.resuming.value === 'no' ? <View /> : (
        <Later part="ResumeView" fallback={<p class="rc-muted" role="status">{s.t('resume.loading')}</p>} />
      )}
      <Announcer />
    </div>
  );
});

/** A component of its own, so a new announcement renders this live region only, not the whole app. */
const Announcer = tracked(function Announcer() {
  return <div class="rc-sr-only" role="status">{useStore().announcement.value}</div>;
});
