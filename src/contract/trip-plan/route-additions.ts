import type { Country, VehicleType } from '../primitives.ts';
import type { Product } from '../product.ts';
import { type Availability, priceFor } from './cover-products.ts';
import type { TripAddition } from './trip-plan.ts';

/** Crossings that link two countries: offered only where the route goes straight from one to the other. */
const CROSSINGS: Readonly<Record<string, readonly string[]>> = {
  'tunnel-at-karawanken': ['AT', 'SI'],
  'ferry-bg-oryahovo': ['BG', 'RO'],
};

/**
 * The single-journey products on the route, each once, in the order the
 * route reaches them: a crossing where the route passes between its two
 * countries (`between` in the direction first driven), and every other
 * single journey of each sold country on it. Only those sold for the vehicle
 * and available.
 */
export function routeAdditions(
  route: readonly string[], sold: ReadonlySet<string>, products: readonly Product[], vehicle: VehicleType,
  available: (slug: string) => Availability,
): TripAddition[] {
  const offered = new Map<string, TripAddition>();
  const offer = (product: Product, between?: [Country, Country]) => {
    const price = priceFor(product, vehicle);
    if (!price || offered.has(product.slug) || !available(product.slug).available) return;
    offered.set(product.slug, { slug: product.slug, country: product.country, price, ...(between ? { between } : {}) });
  };
  const journeys = products.filter((p) => p.validity === 'single_journey');
  route.forEach((country, i) => {
    const previous = route[i - 1];
    if (previous !== undefined) {
      for (const product of journeys) {
        const ends = CROSSINGS[product.slug];
        // Both are then the crossing's own countries, so sold ones.
        if (ends?.includes(previous) && ends.includes(country) && previous !== country) {
          offer(product, [previous as Country, country as Country]);
        }
      }
    }
    if (!sold.has(country)) return;
    for (const product of journeys) if (product.country === country && !CROSSINGS[product.slug]) offer(product);
  });
  return [...offered.values()];
}
