import { effect } from '@preact/signals-core';
import type { TripStage } from './basket-flow.ts';
import type { Placement } from './basket-placing.ts';
import type { Trip } from './trip-state.ts';

/**
 * What a reload keeps of a trip not placed yet: the shopper's route, days, vehicle and edits, the stage, and the
 * basket being placed from its review.
 */
interface Remembered {
  /** The partner's trip it was planned from: another one (a new route on the page) starts afresh. */
  from: string;
  stage: TripStage;
  route: string[];
  firstDay: string;
  lastDay: string;
  roundTrip: boolean;
  vehicle: Trip['vehicle']['value'];
  days: Trip['days']['value'];
  counties: string[];
  swaps: Record<string, string>;
  dropped: string[];
  additions: string[];
  byHand: { slug: string; start_date: string }[];
  placement: Placement | null;
}

const UNPLACED: readonly TripStage[] = ['plan', 'vehicle', 'review'];

/**
 * The trip in the tab's sessionStorage, as the form's memory keeps a single
 * order (app/form-memory.ts): for the tab's life, never in a URL, written
 * while the trip is being planned and placed, and forgotten once its basket
 * exists. The placement stays out of the saved-order slot, where the app
 * would resume a checkout as a single order's. Storage that throws (blocked,
 * full) keeps the trip only as long as the page.
 */
export function rememberTrip(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  key: string,
  trip: Trip,
  flow: { stage: { value: TripStage }; placement: { value: Placement | null } },
  from: string,
): { restored: TripStage | null; forget(): void } {
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return storage ? run() : fallback;
    } catch {
      return fallback;
    }
  };
  const restore = (): TripStage | null => {
    const kept = attempt(() => JSON.parse(storage!.getItem(key) ?? 'null') as Remembered | null, null);
    if (!kept || kept.from !== from || !Array.isArray(kept.route) || !UNPLACED.includes(kept.stage)) return null;
    trip.route.value = kept.route;
    trip.firstDay.value = kept.firstDay;
    trip.lastDay.value = kept.lastDay;
    trip.roundTrip.value = kept.roundTrip;
    trip.vehicle.value = kept.vehicle;
    trip.days.value = kept.days;
    trip.counties.value = kept.counties;
    trip.swaps.value = kept.swaps;
    trip.dropped.value = kept.dropped;
    trip.additions.value = kept.additions;
    trip.byHand.value = kept.byHand ?? [];
    if (typeof kept.placement?.key === 'string') flow.placement.value = kept.placement;
    return kept.stage;
  };
  // What was kept comes back first; only then does the trip start writing itself down again.
  const restored = restore();
  effect(() => {
    const at = flow.stage.value;
    const kept: Remembered = {
      from, stage: at, route: trip.route.value, firstDay: trip.firstDay.value, lastDay: trip.lastDay.value,
      roundTrip: trip.roundTrip.value, vehicle: trip.vehicle.value, days: trip.days.value,
      counties: trip.counties.value, swaps: trip.swaps.value, dropped: trip.dropped.value,
      additions: trip.additions.value, byHand: trip.byHand.value, placement: flow.placement.value,
    };
    if (UNPLACED.includes(at)) attempt(() => storage!.setItem(key, JSON.stringify(kept)), undefined);
  });
  return {
    restored,
    forget: () => attempt(() => storage!.removeItem(key), undefined),
  };
}
