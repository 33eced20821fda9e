import { type CoverProduct, endFor, startFor } from './cover-products.ts';
import { fridayOnOrBefore } from './weekdays.ts';

export interface CoverLine {
  cover: CoverProduct;
  start: number;
  end: number;
  /** The driving days it covers. */
  covers: number[];
}

interface Step {
  cover: CoverProduct;
  start: number;
  end: number;
  /** Index of the first driving day after `end`. */
  next: number;
  /** Whether `end` reaches the Friday before that day, which bars a weekend vignette starting then. */
  nextBlocked: boolean;
}

interface Best {
  cost: number;
  lines: number;
  step?: Step;
}

/**
 * The cheapest set of non-overlapping lines covering every day of `days`
 * (sorted day numbers), none starting before `today`; null when some day
 * cannot be covered. Exact, by dynamic programming over the first uncovered
 * day: a line covering it is best started on it, since every product's end
 * grows with its start, except the weekend vignette, whose start the
 * calendar fixes on the Friday before. That Friday may fall on or before the
 * previous line's end (the service refuses overlapping vignettes), so each
 * day is a state twice: with the weekend vignette barred or not.
 * Ties: fewer lines, then the earlier-listed product for the earlier line.
 */
export function cheapestCover(
  days: readonly number[], covers: readonly CoverProduct[], today: number,
): CoverLine[] | null {
  const n = days.length;
  const steps = days.map((day, i) => covers.flatMap((cover): Step[] => {
    const start = startFor(cover, day, today);
    if (Number.isNaN(start)) return [];
    const end = endFor(cover, start);
    if (end < day) return [];
    const next = firstAfter(days, end, i + 1);
    return [{ cover, start, end, next, nextBlocked: next < n && end >= fridayOnOrBefore(days[next]!) }];
  }));

  // best[2 * i + 1]: the state of day i with a Friday start barred.
  const best: Best[] = new Array<Best>(2 * n + 2).fill({ cost: 0, lines: 0 });
  for (let i = n - 1; i >= 0; i--) {
    for (const blocked of [false, true]) {
      let chosen: Best = { cost: Infinity, lines: Infinity };
      for (const step of steps[i]!) {
        if (blocked && step.start < days[i]!) continue;
        const rest = best[2 * step.next + (step.nextBlocked ? 1 : 0)]!;
        if (rest.cost === Infinity) continue;
        const cost = step.cover.price.amount + rest.cost;
        const lines = rest.lines + 1;
        if (cost < chosen.cost || (cost === chosen.cost && (lines < chosen.lines
          || (lines === chosen.lines && step.cover.rank < chosen.step!.cover.rank)))) {
          chosen = { cost, lines, step };
        }
      }
      best[2 * i + (blocked ? 1 : 0)] = chosen;
    }
  }
  if (n === 0) return [];
  if (best[0]!.cost === Infinity) return null;

  const lines: CoverLine[] = [];
  for (let state = best[0]!, i = 0; state.step; ) {
    const { cover, start, end, next, nextBlocked } = state.step;
    lines.push({ cover, start, end, covers: days.slice(i, next) });
    i = next;
    state = best[2 * next + (nextBlocked ? 1 : 0)]!;
  }
  return lines;
}

/** Index of the first of `days` (sorted) after `day`, from `from` on; `days.length` when none. */
function firstAfter(days: readonly number[], day: number, from: number): number {
  let lo = from;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
