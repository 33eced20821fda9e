import { COUNTRIES, type Country } from '../../contract/primitives.ts';
import type { ProductsStatus } from '../../contract/product.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { iso, isoDateOf } from '../support/dates.ts';
import { CATALOGUE } from './catalogue.ts';

/**
 * National provider systems, one per country. A provider silent for more
 * than 5 minutes stops the registration of immediate vignettes of its
 * country (spec 1): those that start today, which need the provider now.
 * Later starts are still sold and wait (DEFERRED, or PENDING) until it
 * answers again.
 */
export const OUTAGE_GRACE_MS = 5 * 60_000;

interface ProviderRow { country: Country; down_since: number | null; last_response_at: number | null }

export function seedProviders(db: Db): void {
  const insert = db.prepare('INSERT OR IGNORE INTO providers (country) VALUES (?)');
  db.transaction(() => COUNTRIES.forEach((cc) => insert.run(cc)))();
}

const providerRow = (db: Db, country: string) =>
  db.prepare('SELECT down_since FROM providers WHERE country = ?').get(country) as Pick<ProviderRow, 'down_since'> | undefined;

/**
 * Whether the country's provider answers now. The order lifecycle asks this
 * before a provider call: an order waiting on a silent provider stays
 * PENDING until it is back.
 */
export function isProviderUp(db: Db, country: string): boolean {
  const row = providerRow(db, country);
  return row !== undefined && row.down_since === null;
}

export function recordProviderResponse(db: Db, country: string, now: number): void {
  db.prepare('UPDATE providers SET last_response_at = ? WHERE country = ?').run(now, country);
}

/** Sandbox: the provider stops answering from `now` (an earlier outage keeps its start). */
export function takeProviderDown(db: Db, country: Country, now: number): void {
  db.prepare('UPDATE providers SET down_since = COALESCE(down_since, ?) WHERE country = ?').run(now, country);
}

/** Sandbox: the provider answers again. */
export function bringProviderBack(db: Db, country: Country, now: number): void {
  db.prepare('UPDATE providers SET down_since = NULL, last_response_at = ? WHERE country = ?').run(now, country);
}

const silentTooLong = (row: Pick<ProviderRow, 'down_since'> | undefined, now: number) =>
  row?.down_since != null && now - row.down_since > OUTAGE_GRACE_MS;

const pausedReason = (country: string) =>
  `The ${country} national provider has not answered for more than 5 minutes; vignettes starting today are paused. Later start dates are accepted.`;

/**
 * Refuses an immediate vignette while its provider is silent too long. 422,
 * not 503: retrying the same request cannot help (a 5xx would make a client
 * retry it for minutes), while a later start date is accepted at once; and
 * not 409, which the spec keeps for duplicates ("stop, do not retry").
 */
export function assertImmediateRegistrationOpen(
  core: PartnerApiCore,
  order: { type: string; country: string; start_date: string },
): void {
  const now = core.clock.now();
  if (order.type !== 'vignette' || order.start_date > isoDateOf(now)) return;
  if (!silentTooLong(providerRow(core.db, order.country), now)) return;
  throw ProblemError.of(422, 'provider_unavailable', 'Vignettes starting today cannot be registered now', {
    detail: `${pausedReason(order.country)} GET /public/products/status shows when it is back.`,
    errors: [{ path: 'products.0.start_date', message: 'The national provider is not answering; choose a later start date' }],
  });
}

export function productsStatus(db: Db, now: number): ProductsStatus {
  const rows = db.prepare('SELECT * FROM providers ORDER BY country').all() as ProviderRow[];
  const byCountry = new Map(rows.map((r) => [r.country, r]));
  return {
    checked_at: iso(now),
    providers: COUNTRIES.map((country) => {
      const row = byCountry.get(country);
      return {
        country,
        status: row?.down_since == null ? 'operational' : 'down',
        last_response_at: row?.last_response_at == null ? null : iso(row.last_response_at),
      };
    }),
    products: CATALOGUE.map((p) => {
      const blocked = p.type === 'vignette' && silentTooLong(byCountry.get(p.country), now);
      return {
        slug: p.slug,
        available: true,
        immediate_available: !blocked,
        reason: blocked ? pausedReason(p.country) : null,
      };
    }),
  };
}
