import { effect } from '@preact/signals-core';
import type { StepHistory } from '../app/navigation.ts';
import type { BasketFlow, TripStage } from './basket-flow.ts';

const STAGES: readonly TripStage[] = ['plan', 'vehicle', 'review', 'pay', 'status'];
const place = (stage: TripStage) => STAGES.indexOf(stage);

/**
 * The trip's stages as entries of the page's own history (app/navigation.ts,
 * on the partner's URL): the browser's Back and Forward move between the
 * plan, the vehicle and the review inside the widget, as its own Back button
 * does, and Back before the plan leaves the trip for the products it was
 * opened from. Once the basket is placed they move nothing: it is paid, or
 * followed, where it is (a reload comes back to it).
 */
export function bindTripHistory(flow: BasketFlow, history: StepHistory<TripStage>, leave: () => void) {
  /** Entries this trip pushed, so its Back button steps back in the history rather than beside it. */
  let depth = 0;
  let at = flow.stage.value;
  /** The move under way came from the browser, whose entry is already there. */
  let followed = false;
  history.replace(at);
  const stopWriting = effect(() => {
    const next = flow.stage.value;
    if (next === at) return;
    const forward = place(next) === place(at) + 1 && next !== 'pay' && next !== 'status';
    if (followed) followed = false;
    else if (forward) {
      depth++;
      history.push(next);
    } else history.replace(next);
    at = next;
  });
  const stopListening = history.listen((to) => {
    if (flow.basket.value) return;
    if (!to) return leave();
    if (to === at) return;
    if (place(to) > place(at) && !flow.mayEnter(to)) return;
    depth = Math.max(0, depth + Math.sign(place(to) - place(at)));
    followed = true;
    flow.go(to);
  });
  return {
    /** The trip's own Back button: a step back in the history when the trip put one there. */
    back() {
      const previous = STAGES[place(flow.stage.value) - 1];
      if (!previous) return;
      if (depth > 0) history.back();
      else flow.go(previous);
    },
    stop() {
      stopWriting();
      stopListening();
    },
  };
}
