import type { Country } from '../primitives.ts';
import { COUNTRIES } from '../product-kinds.ts';
import { dayNumber, dayString } from '../day-numbers.ts';
import type { TripRequest } from './trip-request.ts';
import { TripPlanError } from './trip-plan.ts';

/** A year and a day, so a trip may end on the same date a year on. */
export const MAX_TRIP_DAYS = 366;

export interface CountryDays {
  country: Country;
  /** Day numbers (day-numbers.ts), sorted, each once. */
  days: number[];
}

const SOLD: ReadonlySet<string> = new Set(COUNTRIES);

/**
 * The days driven in each country. A stop with `days` uses exactly them;
 * without, a one-way trip drives the country every day, and a round trip its
 * destination (the last stop) every day and each transit country on the
 * first and last day only. Sold countries come in the order of their first
 * driving day (the route's order on a tie); the others are only named.
 * Checks again what the schema checks, since the widget plans without zod.
 */
export function tripDays(request: TripRequest, today: string): { sold: CountryDays[]; passedOver: string[] } {
  const first = checkedDay(request.first_day);
  const last = checkedDay(request.last_day);
  if (last < first) throw new TripPlanError('bad_range', 'The last day is before the first');
  if (last - first >= MAX_TRIP_DAYS) throw new TripPlanError('bad_range', `A trip lasts at most ${MAX_TRIP_DAYS} days`);
  if (first < checkedDay(today)) throw new TripPlanError('starts_in_the_past', 'The trip starts before today');

  const byCountry = new Map<string, Set<number>>();
  const lastStop = request.route.length - 1;
  request.route.forEach((stop, index) => {
    const country = stop.country.toUpperCase();
    const days = byCountry.get(country) ?? new Set<number>();
    byCountry.set(country, days);
    if (stop.days) {
      for (const range of stop.days) addRange(days, checkedDay(range.from), checkedDay(range.to), first, last);
    } else if (request.round_trip && index !== lastStop) {
      days.add(first).add(last);
    } else {
      addRange(days, first, last, first, last);
    }
  });

  const sold: CountryDays[] = [];
  const passedOver: string[] = [];
  for (const [country, days] of byCountry) {
    if (!SOLD.has(country)) passedOver.push(country);
    else if (days.size) sold.push({ country: country as Country, days: [...days].sort((a, b) => a - b) });
  }
  // Array.prototype.sort is stable: a tie keeps the route's order.
  sold.sort((a, b) => a.days[0]! - b.days[0]!);
  return { sold, passedOver };
}

function checkedDay(day: string): number {
  const n = dayNumber(day);
  if (Number.isNaN(n)) throw new TripPlanError('bad_range', `${day} is not a YYYY-MM-DD date`);
  return n;
}

function addRange(days: Set<number>, from: number, to: number, first: number, last: number): void {
  if (to < from) throw new TripPlanError('bad_range', `${dayString(from)}..${dayString(to)} ends before it starts`);
  if (from < first || to > last) throw new TripPlanError('bad_range', `${dayString(from)}..${dayString(to)} is outside the trip`);
  for (let day = from; day <= to; day++) days.add(day);
}
