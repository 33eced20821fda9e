import { fork, spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts `tsx <entry>` (a server on port 0) with env and resolves with its URL
 * once it prints `<name> listening on <url>`. `cwd` matters for another
 * checkout's server: tsx reads that checkout's tsconfig, and its relative
 * defaults resolve there rather than in this one.
 */
export function startServerProcess(
  entry: string,
  env: Record<string, string>,
  cwd?: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: string) => {
      out += chunk;
      const url = / listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve({ child, url: url.replace(/\/$/, '') });
    };
    child.stdout!.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before listening: ${out}`)));
  });
}

/** The yardstick server in a process of its own, on a port it binds itself; resolves with its URL. */
export function startBareServer(body: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(new URL('./bare-server.ts', import.meta.url).pathname, [], {
    env: { ...process.env, BENCH_BODY: body },
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (port) => resolve({ child, url: `http://127.0.0.1:${String(port)}/` }));
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
