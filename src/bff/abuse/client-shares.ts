import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { QUOTA_WINDOW_MS } from '../queue/quota-guard.ts';
import { TIER_BUDGETS } from '../queue/tier-budgets.ts';
import type { PartnerTier, QuotaRoute } from '../queue/tier-budgets.ts';
import type { QuotaLedger } from '../storage/storage.ts';

/**
 * The upstream budgets a shopper's request draws on that every other shopper
 * shares. The others are the BFF's own (the catalogue, on its schedule) or
 * one order's (counted per order id, reached only with that order's token).
 */
export type SharedRoute = Extract<QuotaRoute, 'POST /orders' | 'POST /external-orders' | 'POST /validate-vehicle'>;

/** A call of a client's share, spent before the upstream is asked. */
export interface SpentShare {
  /** For a call that was not made after all (the partner's quota had none, the job was another's). */
  giveBack(): Promise<void>;
}

const NOTHING_SPENT: SpentShare = { giveBack: async () => {} };

/**
 * Fair shares of the partner's upstream quota: no client (see
 * clientAddress) spends more than `share` of any shared budget of the tier in
 * the quota's window, so one address looping on plate checks or orders, bad
 * ones included, leaves the rest to every other shopper. The counts live in
 * the same ledger as the partner's quota, so on PostgreSQL a client's share
 * holds for the whole fleet, whichever instance its requests reach.
 */
export class ClientShares {
  readonly #tier: PartnerTier;
  readonly #share: number;
  readonly #ledger: QuotaLedger;
  readonly #now: () => number;

  constructor(tier: PartnerTier, share: number, ledger: QuotaLedger, now: () => number) {
    this.#tier = tier;
    this.#share = share;
    this.#ledger = ledger;
    this.#now = now;
  }

  /** Calls of `route` one client may spend in the quota's window: at least one. */
  limit(route: SharedRoute): number {
    // The epsilon keeps a product such as 0.29 x 100 = 28.999... from losing a call.
    return Math.max(1, Math.floor(this.#share * TIER_BUDGETS[route].perMinute[this.#tier] + 1e-9));
  }

  /**
   * Spends one call of `client`'s share of `route`, or refuses with 429
   * client_share_exceeded and Retry-After. A share of 1 is no share at all:
   * a client may then also queue any number of orders, as a partner whose
   * every shopper comes through one address needs.
   */
  async spend(client: string, route: SharedRoute): Promise<SpentShare> {
    if (this.#share >= 1) return NOTHING_SPENT;
    const key = `client ${route} ${client}`;
    const limit = this.limit(route);
    const at = this.#now();
    if (await this.#ledger.take(key, limit, QUOTA_WINDOW_MS, at)) {
      return { giveBack: () => this.#ledger.refund(key, at) };
    }
    const seconds = Math.max(1, Math.ceil(await this.#ledger.waitMs(key, limit, QUOTA_WINDOW_MS, this.#now()) / 1000));
    throw new ProblemError(problem(429, 'client_share_exceeded', 'This device has used its share of the checkout for now', {
      detail: `Wait ${seconds} s and try again.`,
    }), { 'Retry-After': String(seconds) });
  }
}
