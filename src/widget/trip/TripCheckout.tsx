import { useEffect } from '../app/hooks.ts';
import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { BasketPayStep, BasketReviewStep } from './BasketReviewStep.tsx';
import { BasketStatusStep } from './BasketStatusStep.tsx';
import { BasketVehicleStep } from './BasketVehicleStep.tsx';
import { TripPlanStep } from './TripPlanStep.tsx';
import { browserHistory } from '../app/navigation.ts';
import { bindTripHistory } from './trip-history.ts';
import { tripSession } from './trip-session.ts';
import { tripStyles } from './trip-styles.ts';
import { type TripTranslate, loadTripWords } from './trip-words.ts';

const STAGES = {
  plan: TripPlanStep,
  vehicle: BasketVehicleStep,
  review: BasketReviewStep,
  pay: BasketPayStep,
  status: BasketStatusStep,
};

/** Each stage as the partner's page hears it: the checkout's step it stands for, the plan as `trip`. */
const STEP_OF = { plan: 'trip', vehicle: 'vehicle', review: 'review', pay: 'payment', status: 'status' } as const;

/**
 * The trip planner and its basket checkout, once the shopper's words are in:
 * the products' loading line until then, a Retry if they cannot be fetched, and
 * on a locale change the words it has until the new ones arrive.
 */
export const TripCheckout = tracked(function TripCheckout() {
  const s = useStore();
  const words = useLoaded(() => loadTripWords(s.locale, s.verified), [s.locale]);
  if (words.value) return <TripStages words={words.value} />;
  return words.failed
    ? <LoadFailed onRetry={words.retry} onBack={s.closeTrip} />
    : <p class="rc-muted" role="status">{s.t('catalogue.loading')}</p>;
});

/** The stage the shopper is at, with the chunk's own styles. */
const TripStages = tracked(function TripStages({ words }: { words: TripTranslate }) {
  const s = useStore();
  const session = tripSession(s, words);
  // While the trip shows, its stages are entries of the browser's history; a basket placed before a reload
  // comes back where it was: waiting in the BFF's queue, paying, or followed live.
  useEffect(() => {
    const history = bindTripHistory(session.flow, browserHistory(`${s.id}:trip`), s.closeTrip);
    session.back = history.back;
    void session.flow.resume();
    return () => {
      history.stop();
      // Closed, not taken off the page with the widget: the shopper is back on the checkout's own step.
      if (!s.trip.peek()) s.core.deps.emit('step-change', { step: s.step.peek() });
    };
  }, []);
  const stage = session.flow.stage.value;
  useEffect(() => {
    s.core.deps.emit('step-change', { step: STEP_OF[stage], trip: true });
  }, [stage]);
  // Words in a language the page changed to since: what the shopper was told to fix is said in them.
  useEffect(() => session.flow.sayAgain(), [words]);
  const Stage = STAGES[stage];
  return (
    <>
      <style>{tripStyles}</style>
      <Stage session={session} />
    </>
  );
});
