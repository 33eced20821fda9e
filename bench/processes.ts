import { fork, spawn, type ChildProcess } from 'node:child_process';

/** Starts `tsx <entry>` with env and resolves once `url` answers. */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      await res.arrayBuffer();
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill();
  throw new Error(`${entry} did not answer ${readyUrl} within 30 s`);
}

export function startBareServer(port: number, body: string): Promise<ChildProcess> {
  const child = fork(new URL('./bare-server.ts', import.meta.url).pathname, [], {
    env: { ...process.env, BENCH_PORT: String(port), BENCH_BODY: body },
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
