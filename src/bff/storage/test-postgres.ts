import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDeadline } from '../../server-kit/deadline.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creating or dropping a database takes well under a second; a stuck one fails its test instead of hanging it. */
const ADMIN_DEADLINE_MS = 30_000;

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  const run = async () => {
    await client.connect();
    await client.query(sql);
  };
  try {
    await withDeadline(run(), ADMIN_DEADLINE_MS, `PostgreSQL to run "${sql}"`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The server the tests' databases live on: TEST_DATABASE_URL, which CI sets
 * to the machine's PostgreSQL and vitest's global setup
 * (`vitest.global-setup.ts`) otherwise sets to a throwaway server it starts
 * once for the whole run.
 */
function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL is not set: vitest.global-setup.ts sets it for a test run; '
      + 'outside vitest, start a server with startThrowawayPostgres() first');
  }
  return url;
}

function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new, empty database for a test on the run's PostgreSQL; `drop` removes it. */
export async function testDatabase(): Promise<TestDatabase> {
  const adminUrl = serverUrl();
  const name = `bff_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  let dropped: Promise<void> | undefined;
  // FORCE (PostgreSQL 13+) ends connections a failed test left open.
  const drop = () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { url: databaseUrl(adminUrl, name), drop: () => (dropped ??= drop()) };
}
