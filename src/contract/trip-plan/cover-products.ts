import type { Country, Money, VehicleType } from '../primitives.ts';
import type { Product, ProductsStatus } from '../product.ts';
import { COUNTY_VIGNETTE_PREFIX } from '../product-texts/hungarian-counties.ts';
import { lastValidDayNumber } from '../validity.ts';
import { fridayOnOrBefore, startsOnFridayOnly } from '../start-days.ts';

/** A product that may cover driving days of one country for one vehicle type. */
export interface CoverProduct {
  product: Product;
  price: Money;
  /** Its place in the catalogue: the last tie-break. */
  rank: number;
  immediate: boolean;
}

const isCountyVignette = (slug: string): boolean => slug.startsWith(COUNTY_VIGNETTE_PREFIX);

export interface Availability {
  available: boolean;
  immediate: boolean;
}

/** A product the status does not name is taken as available: nothing reported it down. */
export function availabilityOf(status: ProductsStatus | undefined): (slug: string) => Availability {
  const bySlug = new Map(status?.products.map((p) =>
    [p.slug, { available: p.available, immediate: p.immediate_available }]));
  return (slug) => bySlug.get(slug) ?? { available: true, immediate: true };
}

export function priceFor(product: Product, vehicle: VehicleType): Money | undefined {
  return product.prices.find((p) => p.vehicle_type === vehicle)?.price;
}

/**
 * The country's time-based vignettes for the vehicle, county vignettes aside
 * (they are bought for where one drives, not when). `sold` says whether any
 * exists at all for the vehicle, available or not: none means none is needed.
 */
export function coverProducts(
  products: readonly Product[], country: Country, vehicle: VehicleType, available: (slug: string) => Availability,
): { usable: CoverProduct[]; sold: boolean } {
  const usable: CoverProduct[] = [];
  let sold = false;
  products.forEach((product, rank) => {
    if (product.country !== country || product.validity === 'single_journey' || isCountyVignette(product.slug)) return;
    const price = priceFor(product, vehicle);
    if (!price) return;
    sold = true;
    const status = available(product.slug);
    if (status.available) usable.push({ product, price, rank, immediate: status.immediate });
  });
  return { usable, sold };
}

/**
 * Where a line of `cover` covering `day` starts: on that day, or for the
 * weekend vignette on the Friday on or before it. `NaN` when that is before
 * `earliest`.
 */
export function startFor(cover: CoverProduct, day: number, earliest: number): number {
  const start = startsOnFridayOnly(cover.product) ? fridayOnOrBefore(day) : day;
  return start >= earliest ? start : NaN;
}

/** Whether a line of `cover` may start on `day`. */
export const mayStartOn = (cover: CoverProduct, day: number): boolean => startFor(cover, day, day) === day;

export const endFor = (cover: CoverProduct, start: number): number => lastValidDayNumber(cover.product, start);
