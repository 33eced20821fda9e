import type { QuotaLedger } from '../storage/storage.ts';
import { TIER_BUDGETS } from './tier-budgets.ts';
import type { PartnerTier, QuotaRoute } from './tier-budgets.ts';

/**
 * A second more than the upstream's minute: its windows follow its own clock,
 * and a call that lands a moment later than it was sent must still fall in
 * the window we counted it in.
 */
export const QUOTA_WINDOW_MS = 61_000;

/**
 * The partner's upstream quota, spent before the upstream is asked, so that
 * the BFF never causes a 429. It counts the calls of the last 61 s (a sliding
 * window): at most N in any such span means at most N in any of the
 * upstream's fixed minutes, wherever they start. The count lives in storage,
 * so on PostgreSQL the tier's budget holds for every instance together.
 */
export class QuotaGuard {
  readonly #tier: PartnerTier;
  readonly #ledger: QuotaLedger;
  readonly #now: () => number;

  constructor(tier: PartnerTier, ledger: QuotaLedger, now: () => number) {
    this.#tier = tier;
    this.#ledger = ledger;
    this.#now = now;
  }

  /** Spends one call of `route` (for `id` where the route counts per id); false when none is left now. */
  take(route: QuotaRoute, id?: string): Promise<boolean> {
    return this.#ledger.take(this.#key(route, id), this.#limit(route), QUOTA_WINDOW_MS, this.#now());
  }

  /**
   * Like take(), for a call that may turn out not to be made (another instance
   * claimed the job first): the answer can give the call back.
   */
  async reserve(route: QuotaRoute): Promise<{ giveBack(): Promise<void> } | undefined> {
    const at = this.#now();
    const key = this.#key(route, undefined);
    if (!await this.#ledger.take(key, this.#limit(route), QUOTA_WINDOW_MS, at)) return undefined;
    return { giveBack: () => this.#ledger.refund(key, at) };
  }

  /** Drops the record of calls out of every window (the BFF's due work runs it). */
  sweep(): Promise<void> {
    return this.#ledger.forget(this.#now() - QUOTA_WINDOW_MS);
  }

  /** Milliseconds until `route` has a call to spend again (0 when it has one now). */
  waitMs(route: QuotaRoute, id?: string): Promise<number> {
    return this.#ledger.waitMs(this.#key(route, id), this.#limit(route), QUOTA_WINDOW_MS, this.#now());
  }

  #key(route: QuotaRoute, id: string | undefined): string {
    return TIER_BUDGETS[route].perId ? `${route} ${id ?? ''}` : route;
  }

  #limit(route: QuotaRoute): number {
    return TIER_BUDGETS[route].perMinute[this.#tier];
  }
}
