import { startsOnFridayOnly } from '../start-days.ts';
import { type CoverProduct, endFor, mayStartOn } from './cover-products.ts';

export interface CoverLine {
  cover: CoverProduct;
  start: number;
  end: number;
  /** The driving days it covers. */
  covers: number[];
}

/**
 * How many days before the country's first driving day a line may start:
 * enough for the weekend vignette's Friday, and for a line to end before a
 * Friday the weekend vignette then takes (see below), without selling a
 * shopper weeks of validity before they arrive.
 */
const EARLIEST_BEFORE_FIRST_DAY = 6;

/**
 * The cheapest set of non-overlapping lines covering every day of `days`
 * (sorted day numbers), none starting before `today`; null when some day
 * cannot be covered. Exact, by dynamic programming over calendar days from
 * the last: the best plan from day t either starts a line on t or, when t is
 * no driving day, starts nothing on it. Starting every line on its first
 * driving day is not enough: the weekend vignette starts on a Friday only,
 * and the service refuses overlapping vignettes, so a line may do better to
 * start a day or two early and end before that Friday.
 * Ties: fewer lines, then the later start, then the earlier-listed product.
 */
export function cheapestCover(
  days: readonly number[], covers: readonly CoverProduct[], today: number,
): CoverLine[] | null {
  const last = days[days.length - 1];
  if (last === undefined) return [];
  const first = Math.max(today, days[0]! - EARLIEST_BEFORE_FIRST_DAY);
  const size = last - first + 1;
  const driving = new Uint8Array(size);
  for (const day of days) driving[day - first] = 1;

  // Without a Friday to free, a line is best started on a driving day: the other days need no look.
  const anyDay = covers.some((cover) => startsOnFridayOnly(cover.product));
  // Index k is day first + k; index size stands for every day after the last driving day (nothing left to cover).
  const cost = new Float64Array(size + 1);
  const lines = new Float64Array(size + 1);
  const chosen = new Int32Array(size).fill(-1);
  const ends = new Int32Array(size);
  for (let k = size - 1; k >= 0; k--) {
    const day = first + k;
    cost[k] = driving[k] ? Infinity : cost[k + 1]!;
    lines[k] = driving[k] ? Infinity : lines[k + 1]!;
    if (!driving[k] && !anyDay) continue;
    covers.forEach((cover, c) => {
      if (!mayStartOn(cover, day)) return;
      const end = endFor(cover, day);
      const after = Math.min(end - first + 1, size);
      const total = cover.price.amount + cost[after]!;
      const count = lines[after]! + 1;
      const rival = chosen[k]!;
      if (total < cost[k]! || (total === cost[k]! && (count < lines[k]!
        || (count === lines[k]! && rival >= 0 && cover.rank < covers[rival]!.rank)))) {
        cost[k] = total;
        lines[k] = count;
        chosen[k] = c;
        ends[k] = end;
      }
    });
  }
  if (cost[0] === Infinity) return null;

  const plan: CoverLine[] = [];
  for (let k = 0, next = 0; k < size;) {
    const c = chosen[k]!;
    if (c < 0) {
      k++;
      continue;
    }
    const start = first + k;
    const end = ends[k]!;
    while (next < days.length && days[next]! < start) next++;
    const from = next;
    while (next < days.length && days[next]! <= end) next++;
    plan.push({ cover: covers[c]!, start, end, covers: days.slice(from, next) });
    k = end - first + 1;
  }
  return plan;
}
