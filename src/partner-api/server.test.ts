import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from './db/open-database.ts';
import { startPartnerApi, type RunningPartnerApi } from './server.ts';
import { KEYS, orderInput, tempDataDir, testSettings } from './test-support/harness.ts';

let server: RunningPartnerApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MAIN = path.join(import.meta.dirname, 'main.ts');

function runMain(env: Record<string, string>, untilOutput?: RegExp, args: string[] = []) {
  // Node with tsx's loader, not the tsx CLI: the CLI relays a signal by waiting 30 ms for its child to report it
  // and kills the child (exit 143) when a busy machine takes longer, so SIGTERM would not reach our handler.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (untilOutput?.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('startPartnerApi', () => {
  it('creates the data dir, listens on a free port and links payment pages to it', async () => {
    const dataDir = path.join(tempDataDir(), 'nested', 'dir');
    server = await startPartnerApi(testSettings({ dataDir }));
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(fs.existsSync(path.join(dataDir, DATABASE_FILE))).toBe(true);
    const res = await fetch(`${server.url}/public/orders`, {
      method: 'POST', headers: { Authorization: `Bearer ${KEYS.premium}`, 'Content-Type': 'application/json' }, body: JSON.stringify(orderInput({ order_has_been_paid: false })),
    });
    const order = (await res.json()) as { payment_link: string };
    expect(order.payment_link.startsWith(`${server.url}/pay/`)).toBe(true);
    expect((await fetch(order.payment_link)).status).toBe(200);
  });

  it('uses PARTNER_API_PUBLIC_URL for links and stops cleanly', async () => {
    server = await startPartnerApi(testSettings({ env: { PARTNER_API_PUBLIC_URL: 'https://sandbox.example.com/partner' } }));
    expect(server.url).toBe('https://sandbox.example.com/partner');
    await server.close();
    await server.close();
    server = undefined;
  });
});

describe('npm run partner-api (main.ts)', () => {
  it('prints the URL and the keys, and stops on SIGTERM', async () => {
    const result = await runMain({ PARTNER_API_PORT: '0', PARTNER_API_DATA_DIR: tempDataDir() }, /sk_test_enterprise_sandbox/);
    expect(result.stdout).toMatch(/Partner API listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(result.stdout).toContain('sk_test_standard_sandbox');
    expect(result.code).toBe(0);
  });

  it('runs as the sandbox with --sandbox, as npm run partner-api starts it, and not without', async () => {
    const sandbox = await runMain({ PARTNER_API_PORT: '0', PARTNER_API_DATA_DIR: tempDataDir() }, /sk_test_enterprise_sandbox/, ['--sandbox']);
    expect(sandbox.stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(sandbox: controls under \/sandbox\)/);
    const alone = await runMain({ PARTNER_API_PORT: '0', PARTNER_API_DATA_DIR: tempDataDir() }, /sk_test_enterprise_sandbox/);
    expect(alone.stdout).not.toContain('(sandbox');
  });

  it('exits 1 with a clear message on a bad setting', async () => {
    const result = await runMain({ PARTNER_API_PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PARTNER_API_PORT must be a port number');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
