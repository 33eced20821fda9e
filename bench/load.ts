import { fork } from 'node:child_process';

export interface LoadResult {
  rps: number;
  errors: number;
  /** CPU the client processes used, in cores (1.0 = one core busy the whole run). */
  clientCores: number;
  /** Whether any client process was busy most of the run: then it, not the server, set the pace. */
  clientSaturated: boolean;
}

/** Above this share of one core, a client process is taken as the bottleneck. */
const SATURATED = 0.9;

/**
 * A closed-loop load from `processes` client processes sharing `connections`
 * keep-alive connections, for `seconds`. Several processes, so one client's
 * event loop is not the limit; their CPU is reported so a saturated client
 * can be told apart from a slow server.
 */
export async function measureRps(
  url: string,
  connections: number,
  seconds: number,
  processes = 2,
): Promise<LoadResult> {
  const perProcess = Math.max(1, Math.round(connections / processes));
  const runs = await Promise.all(Array.from({ length: processes }, () => new Promise<{
    done: number; errors: number; wallMs: number; cpuMs: number;
  }>((resolve, reject) => {
    const child = fork(new URL('./load-worker.ts', import.meta.url).pathname, [], {
      env: { ...process.env, BENCH_URL: url, BENCH_CONNECTIONS: String(perProcess), BENCH_SECONDS: String(seconds) },
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (m) => resolve(m as { done: number; errors: number; wallMs: number; cpuMs: number }));
    child.once('exit', (code) => reject(new Error(`load worker exited with ${code}`)));
  })));
  const wallMs = Math.max(...runs.map((r) => r.wallMs));
  return {
    rps: runs.reduce((sum, r) => sum + r.done, 0) / (wallMs / 1000),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    clientCores: runs.reduce((sum, r) => sum + r.cpuMs, 0) / wallMs,
    clientSaturated: runs.some((r) => r.cpuMs / r.wallMs >= SATURATED),
  };
}
