import { useEffect } from 'preact/hooks';
import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';
import { BasketPayStep, BasketReviewStep } from './BasketReviewStep.tsx';
import { BasketStatusStep } from './BasketStatusStep.tsx';
import { BasketVehicleStep } from './BasketVehicleStep.tsx';
import { TripPlanStep } from './TripPlanStep.tsx';
import { tripSession } from './trip-session.ts';
import { tripStyles } from './trip-styles.ts';

const STAGES = {
  plan: TripPlanStep,
  vehicle: BasketVehicleStep,
  review: BasketReviewStep,
  pay: BasketPayStep,
  status: BasketStatusStep,
};

/** The trip planner and its basket checkout: the stage the shopper is at, with the chunk's own styles. */
export const TripCheckout = tracked(function TripCheckout() {
  const s = useStore();
  const session = tripSession(s);
  // A basket placed before a reload comes back where it was: paying, or followed live.
  useEffect(() => {
    void session.flow.resume();
  }, []);
  const Stage = STAGES[session.flow.stage.value];
  return (
    <>
      <style>{tripStyles}</style>
      <Stage session={session} />
    </>
  );
});
