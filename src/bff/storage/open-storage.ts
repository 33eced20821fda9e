import type { BffSettings } from '../settings.ts';
import { openPostgresStorage } from './postgres-storage.ts';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { BffStorage } from './storage.ts';

/** PostgreSQL when the settings name one (several instances may share it), else the SQLite file in dataDir. */
export function openStorage(
  settings: Pick<BffSettings, 'databaseUrl' | 'dataDir'>, now: () => number = Date.now,
): Promise<BffStorage> {
  if (settings.databaseUrl) return openPostgresStorage(settings.databaseUrl);
  return Promise.resolve(openSqliteStorage(settings.dataDir, now));
}
