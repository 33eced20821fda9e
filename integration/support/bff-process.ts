import { spawn, type ChildProcess } from 'node:child_process';

/** What a process wrote, kept for failure messages; a long run keeps its tail only. */
const KEPT_OUTPUT_CHARS = 200_000;

export interface BffProcess {
  /** The URL it printed, without a trailing slash. */
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr so far, interleaved as they came. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /** Resolves with the first output line matching `pattern`, whether already written or still to come. */
  line(pattern: RegExp): Promise<string>;
  /** SIGKILL, as a crash or an OOM killer would: no graceful close. Resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * `tsx src/bff/main.ts` as a process of its own with `env` over this
 * process's; resolves once it prints `BFF listening on <url>`, and rejects
 * with its output if it exits before.
 */
export function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/bff/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let pending = '';
  const watchers: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const onLine = (line: string) => {
    for (const watcher of watchers.slice()) {
      if (!watcher.pattern.test(line)) continue;
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve(line);
    }
  };
  // Both pipes are read to the end, so a chatty process never blocks on a full pipe.
  const onData = (chunk: string) => {
    out = (out + chunk).slice(-KEPT_OUTPUT_CHARS);
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
  child.stdout!.setEncoding('utf8').on('data', onData);
  child.stderr!.setEncoding('utf8').on('data', onData);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const line = (pattern: RegExp) => {
    const seen = out.split('\n').find((l) => pattern.test(l));
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<string>((resolve) => watchers.push({ pattern, resolve }));
  };
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const kill = async () => {
    if (!gone()) child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    void exited.then((code) => reject(new Error(`BFF exited (${code}) before listening:\n${out}`)));
    void line(/BFF listening on http:\/\/\S+/).then((listening) => {
      const url = /BFF listening on (http:\/\/\S+)/.exec(listening)![1]!.replace(/\/$/, '');
      resolve({ url, child, output: () => out, exited, line, kill });
    });
  });
}
