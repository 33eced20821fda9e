import { TIER_BUDGETS } from './tier-budgets.ts';
import type { PartnerTier, QuotaRoute } from './tier-budgets.ts';

/**
 * A second more than the upstream's minute: its windows follow its own clock,
 * and a call that lands a moment later than it was sent must still fall in
 * the window we counted it in.
 */
const WINDOW_MS = 61_000;

/**
 * The partner's upstream quota, spent here before the upstream is asked, so
 * that the BFF never causes a 429. It counts the calls of the last 61 s (a
 * sliding window): at most N in any such span means at most N in any of the
 * upstream's fixed minutes, wherever they start.
 */
export class QuotaGuard {
  readonly #tier: PartnerTier;
  readonly #now: () => number;
  readonly #sent = new Map<string, number[]>();

  constructor(tier: PartnerTier, now: () => number) {
    this.#tier = tier;
    this.#now = now;
  }

  /** Spends one call of `route` (for `id` where the route counts per id); false when none is left now. */
  take(route: QuotaRoute, id?: string): boolean {
    const budget = TIER_BUDGETS[route];
    const key = budget.perId ? `${route} ${id ?? ''}` : route;
    const now = this.#now();
    const recent = (this.#sent.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= budget.perMinute[this.#tier]) {
      this.#sent.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#sent.set(key, recent);
    return true;
  }

  /** Milliseconds until `route` has a call to spend again (0 when it has one now). */
  waitMs(route: QuotaRoute, id?: string): number {
    const budget = TIER_BUDGETS[route];
    const recent = this.#sent.get(budget.perId ? `${route} ${id ?? ''}` : route) ?? [];
    const now = this.#now();
    const live = recent.filter((at) => now - at < WINDOW_MS);
    if (live.length < budget.perMinute[this.#tier]) return 0;
    return (live[live.length - budget.perMinute[this.#tier]] as number) + WINDOW_MS - now;
  }
}
