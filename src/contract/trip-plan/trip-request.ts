import * as z from 'zod/mini';
import { IsoDate, RegistrationCountry, VehicleType } from '../primitives.ts';
import { COUNTY_VIGNETTE_PREFIX, HUNGARIAN_COUNTIES } from '../product-texts/hungarian-counties.ts';
import { dayNumber } from '../day-numbers.ts';
import { MAX_TRIP_DAYS } from './trip-days.ts';

const COUNTY_VIGNETTES = new Set(Object.keys(HUNGARIAN_COUNTIES).map((county) => `${COUNTY_VIGNETTE_PREFIX}${county}`));

export const DayRange = z.object({ from: IsoDate, to: IsoDate }).check(
  z.refine((range) => range.from <= range.to, { message: 'A range ends on or after its first day', path: ['to'] }),
);
export type DayRange = z.infer<typeof DayRange>;

export const TripStop = z.object({
  /** Any ISO 3166-1 alpha-2 code: a country we do not sell is passed over, never refused. */
  country: RegistrationCountry,
  /** The days driven there; without them the route's shape decides (trip-days.ts). */
  days: z.optional(z.array(DayRange).check(z.minLength(1), z.maxLength(MAX_TRIP_DAYS))),
});
export type TripStop = z.infer<typeof TripStop>;

/** The BFF's quote request; `planTrip` takes it as parsed here. */
export const TripRequest = z.object({
  /** Countries in the order driven; a country may come back (out and back). */
  route: z.array(TripStop).check(z.minLength(1), z.maxLength(20)),
  first_day: IsoDate,
  last_day: IsoDate,
  /** Drives back the same way: transit countries are driven on the first and last day only. */
  round_trip: z.optional(z.boolean()),
  vehicle_type: VehicleType,
  /** Product slugs of the county vignettes needed off the national network (`vignette-hu-county-pest`). */
  hungary_counties: z.optional(z.array(z.string().check(
    z.refine((slug) => COUNTY_VIGNETTES.has(slug), 'Name a Hungarian county vignette, such as vignette-hu-county-pest'),
  )).check(z.maxLength(COUNTY_VIGNETTES.size))),
}).check(
  z.refine((trip) => trip.first_day <= trip.last_day, { message: 'The last day is on or after the first', path: ['last_day'] }),
  z.refine((trip) => dayNumber(trip.last_day) - dayNumber(trip.first_day) < MAX_TRIP_DAYS, {
    message: `A trip lasts at most ${MAX_TRIP_DAYS} days`, path: ['last_day'],
  }),
  z.refine(
    (trip) => trip.route.every((stop) => (stop.days ?? [])
      .every((range) => range.from >= trip.first_day && range.to <= trip.last_day)),
    { message: 'Every stop\'s days lie between the first and the last day', path: ['route'] },
  ),
);
export type TripRequest = z.infer<typeof TripRequest>;
