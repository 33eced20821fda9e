import { openPostgresStorage } from './postgres-storage.ts';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { BffStorage } from './storage.ts';
import { testDatabase } from './test-postgres.ts';

/**
 * Storage for a BFF test on the engine the test run names: the
 * `bff-on-postgres` project of vitest.config.ts sets BFF_TEST_STORAGE=postgres
 * to run the same BFF tests on a fresh PostgreSQL database (dropped at close);
 * otherwise a SQLite file in `dataDir`.
 */
export async function testStorage(dataDir: string, now: () => number): Promise<BffStorage> {
  if (process.env.BFF_TEST_STORAGE !== 'postgres') return openSqliteStorage(dataDir, now);
  const database = await testDatabase();
  const storage = await openPostgresStorage(database.url);
  return {
    ...storage,
    close: async () => {
      await storage.close();
      await database.drop();
    },
  };
}
