import { effect } from '@preact/signals-core';
import type { WidgetContext } from '../app/context.ts';
import { tabStorage } from '../app/form-memory.ts';
import { type BasketFlow, createBasketFlow } from './basket-flow.ts';
import { rememberTrip } from './trip-memory.ts';
import { type Trip, createTrip } from './trip-state.ts';
import { type TripTranslate, bothTranslators } from './trip-words.ts';

export interface TripCheckoutState {
  trip: Trip;
  flow: BasketFlow;
  say: ReturnType<typeof bothTranslators>;
  /** A product's name by its slug, in the shopper's language (the slug itself for one the catalogue lacks). */
  productName: (slug: string) => string;
  /** Back to buying one product. */
  close: () => void;
  /** The trip's own Back button: a stage back, in the browser's history while the trip shows (trip-history.ts). */
  back: () => void;
}

const sessions = new WeakMap<object, TripCheckoutState>();

/**
 * One trip per widget instance, kept while the trip screen comes and goes
 * (a re-render, a locale change), so what the shopper planned stays.
 */
export function tripSession(s: WidgetContext, words: TripTranslate): TripCheckoutState {
  let session = sessions.get(s.core);
  if (!session) {
    const trip = createTrip(s, { route: s.tripStart.route, dates: s.tripStart.dates });
    // Through the session, so what the flow says later follows a locale changed since.
    const flow = createBasketFlow(s, trip, (key, params) => session!.say(key, params));
    // A reload before the basket exists comes back to the trip as it was, and to its placement; once the basket
    // exists, it is saved instead.
    const memory = rememberTrip(
      tabStorage(), `road-checkout:trip:${s.api.base}#${s.id}`, trip, flow, JSON.stringify(s.tripStart),
    );
    if (memory.restored) flow.stage.value = memory.restored;
    effect(() => {
      if (flow.basket.value) memory.forget();
    });
    // Taken off the page, the widget follows nothing: the trip's streams close now, not at their next event.
    effect(() => {
      if (s.core.disposed.value) flow.dispose();
    });
    const productName = (slug: string) =>
      s.productName(s.catalogue.value?.products.find((p) => p.slug === slug) ?? { slug, name: slug });
    session = { trip, flow, say: bothTranslators(s.t, words), productName, close: s.closeTrip, back: () => undefined };
    sessions.set(s.core, session);
  }
  // The locale may have changed since: words follow it.
  session.say = bothTranslators(s.t, words);
  return session;
}
