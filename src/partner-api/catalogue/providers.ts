import { COUNTRIES, type Country } from '../../contract/primitives.ts';
import type { ProductsStatus } from '../../contract/product.ts';
import type { Db } from '../db/open-database.ts';
import { iso } from '../support/dates.ts';
import { CATALOGUE } from './catalogue.ts';

/**
 * National provider systems, one per country. A provider that has been down
 * for more than 5 minutes stops immediate registrations (spec 1); orders
 * starting later are still sold and wait in PENDING until it is back.
 */
export const OUTAGE_GRACE_MS = 5 * 60_000;

interface ProviderRow { country: Country; down_since: number | null; last_response_at: number | null }

export function seedProviders(db: Db): void {
  const insert = db.prepare('INSERT OR IGNORE INTO providers (country) VALUES (?)');
  db.transaction(() => COUNTRIES.forEach((cc) => insert.run(cc)))();
}

export function isProviderUp(db: Db, country: string): boolean {
  const row = db.prepare('SELECT down_since FROM providers WHERE country = ?').get(country) as Pick<ProviderRow, 'down_since'> | undefined;
  return row !== undefined && row.down_since === null;
}

export function recordProviderResponse(db: Db, country: string, now: number): void {
  db.prepare('UPDATE providers SET last_response_at = ? WHERE country = ?').run(now, country);
}

export function productsStatus(db: Db, now: number): ProductsStatus {
  const rows = db.prepare('SELECT * FROM providers ORDER BY country').all() as ProviderRow[];
  const byCountry = new Map(rows.map((r) => [r.country, r]));
  const immediateBlocked = (cc: Country) => {
    const since = byCountry.get(cc)?.down_since;
    return since !== null && since !== undefined && now - since > OUTAGE_GRACE_MS;
  };
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
      const blocked = immediateBlocked(p.country);
      return {
        slug: p.slug,
        available: true,
        immediate_available: !blocked,
        reason: blocked ? `The ${p.country} national provider is not responding; orders starting today are paused.` : null,
      };
    }),
  };
}
