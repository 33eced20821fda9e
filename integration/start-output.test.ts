import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/**
 * `npm start`'s server (src/start.ts, after its build), on ports the system picks. Node with tsx's loader, not
 * the tsx CLI, whose signal relay kills a busy child. Stops it once `until` says the test has seen enough.
 */
function runStart(until: (stdout: string) => Promise<boolean>) {
  dir = mkdtempSync(join(tmpdir(), 'road-checkout-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('src/start.ts')], {
    env: {
      ...process.env, PARTNER_API_PORT: '0', BFF_PORT: '0', DEMO_PORT: '0', LOG_LEVEL: '',
      PARTNER_API_DATA_DIR: join(dir, 'api'), BFF_DATA_DIR: join(dir, 'bff'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let checking = false;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (checking) return;
    checking = true;
    void until(stdout).then((done) => {
      checking = false;
      if (done) child.kill('SIGTERM');
    });
  });
  child.stderr.resume();
  return new Promise<string>((done) => child.on('close', () => done(stdout)));
}

describe('npm start', () => {
  it('prints every address and sandbox key a newcomer needs on its first screen, then stays quiet', async () => {
    let requested = '';
    const stdout = await runStart(async (sofar) => {
      if (!sofar.includes('Ctrl-C stops everything.')) return false;
      if (requested) return true;
      // Requests to every part, then one more chunk of output would be a log line: there must be none.
      const urls = [...sofar.matchAll(/http:\/\/127\.0\.0\.1:\d+[^\s]*/g)].map((m) => m[0]);
      for (const url of urls.filter((u) => !u.includes('/sandbox'))) await fetch(url).then((r) => r.arrayBuffer());
      requested = sofar;
      return true;
    });
    const lines = stdout.trimEnd().split('\n');
    const screen = lines.slice(-24).join('\n');
    expect(stdout).toBe(requested);
    expect(lines.length).toBeLessThanOrEqual(24);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(screen).toMatch(/Demo partner page +http:\/\/127\.0\.0\.1:\d+ +<- start here/);
    expect(screen).toMatch(/Partner panel +http:\/\/127\.0\.0\.1:\d+\/panel\n/);
    expect(screen).toMatch(/API reference +http:\/\/127\.0\.0\.1:\d+\/docs\n/);
    expect(screen).toMatch(/BFF +http:\/\/127\.0\.0\.1:\d+\n/);
    expect(screen).toMatch(/standard +sk_test_standard_sandbox\n/);
    expect(screen).toMatch(/premium +sk_test_premium_sandbox\n/);
    expect(screen).toMatch(/enterprise +sk_test_enterprise_sandbox\n/);
    expect(screen).toMatch(/Sandbox controls, no key needed, under http:\/\/127\.0\.0\.1:\d+\/sandbox:/);
    expect(screen).toContain('POST /sandbox/clock/advance');
    expect(screen).toMatch(/in the panel +http:\/\/127\.0\.0\.1:\d+\/panel#\/sandbox /);
    expect(screen).toContain('LOG_LEVEL=debug');
  });
});
