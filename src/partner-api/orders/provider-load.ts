import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';

export type ProviderLoad = 'normal' | 'heavy';

/**
 * Simulated load of a national provider (a sandbox control). Under heavy
 * load the provider registers a vehicle at once but sends its unique id
 * later, so orders wait in WILL BE ACTIVE until the load is normal again.
 */
export function setProviderLoad(core: PartnerApiCore, country: string, load: ProviderLoad): void {
  core.db.prepare('INSERT INTO provider_load (country, load) VALUES (?, ?) ON CONFLICT (country) DO UPDATE SET load = excluded.load')
    .run(country, load);
}

export function providerLoad(db: Db, country: string): ProviderLoad {
  const row = db.prepare('SELECT load FROM provider_load WHERE country = ?').get(country) as { load: ProviderLoad } | undefined;
  return row?.load ?? 'normal';
}
