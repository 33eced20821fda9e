import { effect } from '@preact/signals-core';
import type { TripStage } from './basket-flow.ts';
import type { Trip } from './trip-state.ts';

/** What a reload keeps of a trip not placed yet: the shopper's route, days, vehicle and edits, and the stage. */
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
}

const UNPLACED: readonly TripStage[] = ['plan', 'vehicle', 'review'];

/**
 * The trip in the tab's sessionStorage, as the form's memory keeps a single
 * order (app/form-memory.ts): for the tab's life, never in a URL, written
 * while the trip is being planned and forgotten once its basket is placed.
 * Storage that throws (blocked, full) keeps the trip only as long as the page.
 */
export function rememberTrip(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  key: string,
  trip: Trip,
  stage: { value: TripStage },
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
    return kept.stage;
  };
  // What was kept comes back first; only then does the trip start writing itself down again.
  const restored = restore();
  effect(() => {
    const at = stage.value;
    const kept: Remembered = {
      from, stage: at, route: trip.route.value, firstDay: trip.firstDay.value, lastDay: trip.lastDay.value,
      roundTrip: trip.roundTrip.value, vehicle: trip.vehicle.value, days: trip.days.value,
      counties: trip.counties.value, swaps: trip.swaps.value, dropped: trip.dropped.value,
      additions: trip.additions.value, byHand: trip.byHand.value,
    };
    if (UNPLACED.includes(at)) attempt(() => storage!.setItem(key, JSON.stringify(kept)), undefined);
  });
  return {
    restored,
    forget: () => attempt(() => storage!.removeItem(key), undefined),
  };
}
