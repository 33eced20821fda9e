import type { Product } from './product.ts';
import { COUNTY_VIGNETTE_PREFIX } from './product-texts/hungarian-counties.ts';

/**
 * Orders in the same group may not overlap for one vehicle (spec 2.3). Only
 * time-based vignettes conflict, per country; each Hungarian county is its
 * own group. Single journeys (tunnels, trains, ferries, bridges) never
 * conflict: a car may cross twice a day. The service refuses by it, and the
 * trip planner offers nothing it would refuse.
 */
export function duplicateGroup(p: Pick<Product, 'slug' | 'type' | 'country' | 'validity'>): string | null {
  if (p.validity === 'single_journey') return null;
  if (p.slug.startsWith(COUNTY_VIGNETTE_PREFIX)) return p.slug;
  return `${p.type}-${p.country}`;
}
