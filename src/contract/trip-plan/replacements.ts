import type { Country, Money, VehicleType } from '../primitives.ts';
import { availabilityOf, coverProducts, endFor, mayStartOn } from './cover-products.ts';
import { dayNumber, dayString } from '../day-numbers.ts';
import type { PlanContext, PlanLine } from './trip-plan.ts';

/**
 * The products that could take a line's place: every other available
 * vignette of the country for the vehicle that, started on the line's start
 * date, alone covers the line's days. Cheapest first, the catalogue's order on
 * a tie. A longer one may reach into the next line's days; the caller that
 * swaps decides what to do with that line.
 */
export function replacementsFor(line: PlanLine, country: Country, context: PlanContext, vehicle_type: VehicleType):
  { slug: string; price: Money; end_date: string }[] {
  const start = dayNumber(line.start_date);
  const lastCovered = dayNumber(line.covers[line.covers.length - 1] ?? line.start_date);
  const { usable } = coverProducts(context.products, country, vehicle_type, availabilityOf(context.status));
  return usable
    .filter((cover) => cover.product.slug !== line.slug && mayStartOn(cover, start))
    .map((cover) => ({ cover, end: endFor(cover, start) }))
    .filter(({ end }) => end >= lastCovered)
    .sort((a, b) => a.cover.price.amount - b.cover.price.amount)
    .map(({ cover, end }) => ({ slug: cover.product.slug, price: cover.price, end_date: dayString(end) }));
}
