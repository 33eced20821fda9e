import type { Product } from './product.ts';

/*
 * On which days an order of a product may start. Any day, except for the
 * weekend vignette: "Friday noon to Sunday midnight", so its three days start
 * on a Friday. The service refuses another start, the widget offers the next
 * Friday, and the trip planner starts its lines there.
 */

const FRIDAY = 5;

/** 0 = Sunday … 6 = Saturday, of a day number (day-numbers.ts); day 0 (1970-01-01) was a Thursday. */
export const weekday = (n: number): number => (((n + 4) % 7) + 7) % 7;

/** The Friday on or before day `n`. */
export const fridayOnOrBefore = (n: number): number => n - ((weekday(n) - FRIDAY + 7) % 7);

export const startsOnFridayOnly = (product: Pick<Product, 'slug'>): boolean => product.slug === 'vignette-bg-weekend';

/**
 * The first day on or after `date` (`YYYY-MM-DD`) an order of `product` may start. On the Date's UTC calendar,
 * not day numbers: the widget's first screen needs this, and not their code.
 */
export function firstStartDay(product: Pick<Product, 'slug'>, date: string): string {
  if (!startsOnFridayOnly(product)) return date;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((FRIDAY - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/** Whether an order of `product` may start on `date`. */
export const mayStartOnDay = (product: Pick<Product, 'slug'>, date: string): boolean =>
  firstStartDay(product, date) === date;
