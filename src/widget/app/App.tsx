import { useLayoutEffect, useRef } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import { DetailsStep } from '../steps/details/DetailsStep.tsx';
import { PaymentStep } from '../steps/payment/PaymentStep.tsx';
import { ProductStep } from '../steps/product/ProductStep.tsx';
import { ReviewStep } from '../steps/review/ReviewStep.tsx';
import { VehicleStep } from '../steps/vehicle/VehicleStep.tsx';
import { useStore } from './context.ts';
import { Later } from './Later.tsx';
import type { Step } from './steps.ts';
import { tracked } from './tracked.ts';

const VIEWS: Record<Step, FunctionComponent> = {
  product: ProductStep,
  vehicle: VehicleStep,
  details: DetailsStep,
  review: ReviewStep,
  payment: PaymentStep,
  // Paid: the status screen comes with the rest of what follows a purchase (on-demand.ts).
  status: () => <Later part="StatusStep" fallback={<p class="rc-muted" role="status">{useStore().t('resume.loading')}</p>} />,
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
