import { spawn, type ChildProcess } from 'node:child_process';
import { DeadlineError, withDeadline } from '../../src/server-kit/deadline.ts';

/** What a process wrote, kept for failure messages; a long run keeps its tail only. */
const KEPT_OUTPUT_CHARS = 200_000;
/** A BFF starts in a second or two, or in several on a busy machine. */
const START_DEADLINE_MS = 60_000;
/** SIGKILL cannot be refused; a process still there after this is a zombie nobody reaps. */
const KILL_DEADLINE_MS = 10_000;

export interface BffProcess {
  /** The URL it printed, without a trailing slash. */
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr so far, interleaved as they came. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /** SIGKILL, as a crash or an OOM killer would: no graceful close. Resolves once it is gone. */
  kill(): Promise<void>;
}

const LISTENING = /BFF listening on (http:\/\/\S+)/;

/**
 * `tsx src/bff/main.ts` as a process of its own with `env` over this
 * process's; resolves once it prints `BFF listening on <url>`, and rejects
 * with its output if it exits before or has not printed it within a minute.
 */
export function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/bff/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let onListening: ((url: string) => void) | undefined;
  // Both pipes are read to the end, so a chatty process never blocks on a full pipe.
  const onData = (chunk: string) => {
    out = (out + chunk).slice(-KEPT_OUTPUT_CHARS);
    const url = LISTENING.exec(out)?.[1];
    if (url) onListening?.(url.replace(/\/$/, ''));
  };
  child.stdout!.setEncoding('utf8').on('data', onData);
  child.stderr!.setEncoding('utf8').on('data', onData);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const kill = async () => {
    if (!gone()) child.kill('SIGKILL');
    await withDeadline(exited, KILL_DEADLINE_MS, `the BFF (pid ${child.pid}) to exit after SIGKILL`);
  };
  const listening = new Promise<BffProcess>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`BFF exited (${code}) before listening:\n${out}`)));
    onListening = (url) => resolve({ url, child, output: () => out, exited, kill });
  });
  return withDeadline(listening, START_DEADLINE_MS, 'the BFF to print "BFF listening on <url>"').catch((error: unknown) => {
    if (!gone()) child.kill('SIGKILL');
    throw error instanceof DeadlineError ? new Error(`${error.message}; its output:\n${out}`) : error;
  });
}
