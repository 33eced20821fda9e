import type { CoverLine } from './cheapest-cover.ts';
import { type CoverProduct, endFor, startFor } from './cover-products.ts';

/**
 * The cheapest other way to cover `days` that the shopper would think of:
 * one product for the whole stay (another one when the plan already is a
 * single product). Undefined when no other single product covers them all.
 */
export function otherWay(
  days: readonly number[], covers: readonly CoverProduct[], today: number, plan: readonly CoverLine[],
): CoverProduct | undefined {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined || plan.length === 0) return undefined;
  const planned = plan.length === 1 ? plan[0]!.cover.product.slug : undefined;
  let cheapest: CoverProduct | undefined;
  for (const cover of covers) {
    if (cover.product.slug === planned || (cheapest && cheapest.price.amount <= cover.price.amount)) continue;
    const start = startFor(cover, first, today);
    if (!Number.isNaN(start) && endFor(cover, start) >= last) cheapest = cover;
  }
  return cheapest;
}
