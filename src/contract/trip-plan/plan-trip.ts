import type { Money, VehicleType } from '../primitives.ts';
import { cheapestCover, type CoverLine } from './cheapest-cover.ts';
import {
  type Availability, availabilityOf, type CoverProduct, coverProducts, endFor, priceFor,
} from './cover-products.ts';
import { dayNumber, dayString } from '../day-numbers.ts';
import { otherWay } from './other-way.ts';
import { routeAdditions } from './route-additions.ts';
import { type CountryDays, tripDays } from './trip-days.ts';
import type { CountryPlan, PlanContext, PlanLine, TripPlan } from './trip-plan.ts';
import type { TripRequest } from './trip-request.ts';

/** The spec's threshold: an order starting more than 3 days after its purchase is `DEFERRED`. */
const DEFERRED_AFTER_DAYS = 3;

const euros = (amount: number): Money => ({ amount, currency: 'EUR' });
const sum = (amounts: number[]): number => amounts.reduce((a, b) => a + b, 0);

/**
 * For each country of a journey, the cheapest set of products covering every
 * driving day there, and the cheaper-looking way it beat. Throws
 * `TripPlanError` for a request with impossible dates or one starting before
 * `context.today`.
 */
export function planTrip(request: TripRequest, context: PlanContext): TripPlan {
  const { sold, passedOver } = tripDays(request, context.today);
  const available = availabilityOf(context.status);
  const today = dayNumber(context.today);
  const countries = sold.map((stay) => planCountry(stay, request, context, available, today));
  const route = request.route.map((stop) => stop.country.toUpperCase());
  const soldOnRoute = new Set(sold.map((s) => s.country));
  return {
    countries,
    passed_over: passedOver,
    additions: routeAdditions(route, soldOnRoute, context.products, request.vehicle_type, available),
    total: euros(sum(countries.map((c) => c.total.amount))),
  };
}

function planCountry(
  { country, days }: CountryDays, request: TripRequest, context: PlanContext, available: (slug: string) => Availability,
  today: number,
): CountryPlan {
  const { usable, sold } = coverProducts(context.products, country, request.vehicle_type, available);
  const plan: CountryPlan = { country, days: days.map(dayString), lines: [], total: euros(0) };
  if (!sold) return { ...plan, note: 'not_needed' };

  const cover = cheapestCover(days, usable, today);
  if (cover === null) plan.note = 'not_available';
  const lines = (cover ?? []).map((line) => planLine(line, today));
  if (country === 'HU') {
    for (const slug of new Set(request.hungary_counties)) {
      const county = countyLines(slug, days, context, request.vehicle_type, available, today);
      if (county === null) plan.note = 'not_available';
      else lines.push(...county);
    }
  }
  plan.lines = lines;
  plan.total = euros(sum(lines.map((line) => line.price.amount)));

  const other = cover && otherWay(days, usable, today, cover);
  if (other) {
    const covered = sum(cover.map((line) => line.cover.price.amount));
    plan.beat = { slugs: [other.product.slug], total: other.price, more: euros(other.price.amount - covered) };
  }
  return plan;
}

function planLine({ cover, start, end, covers }: CoverLine, today: number): PlanLine {
  return {
    slug: cover.product.slug,
    start_date: dayString(start),
    end_date: dayString(end),
    covers: covers.map(dayString),
    price: cover.price,
    deferred: start > today + DEFERRED_AFTER_DAYS,
    immediate_unavailable: start === today && !cover.immediate,
  };
}

/**
 * A county vignette from Hungary's first day, and again from the first day
 * after it ends when the stay runs into the next vignette year. None when it
 * is not sold for the vehicle; null when it cannot be bought now.
 */
function countyLines(
  slug: string, days: readonly number[], context: PlanContext, vehicle: VehicleType,
  available: (slug: string) => Availability, today: number,
): PlanLine[] | null {
  const rank = context.products.findIndex((p) => p.slug === slug);
  const product = context.products[rank];
  if (!product) return null;
  const price = priceFor(product, vehicle);
  if (!price) return [];
  const status = available(slug);
  if (!status.available) return null;
  const county: CoverProduct = { product, price, rank, immediate: status.immediate };
  const lines: PlanLine[] = [];
  for (let i = 0; i < days.length;) {
    const start = days[i]!;
    const end = endFor(county, start);
    let next = i;
    while (next < days.length && days[next]! <= end) next++;
    lines.push(planLine({ cover: county, start, end, covers: days.slice(i, next) }, today));
    i = next;
  }
  return lines;
}
