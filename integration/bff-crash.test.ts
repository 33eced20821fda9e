import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutAccepted, CheckoutCreated, CheckoutProgress } from '../src/contract/widget-api.ts';
import { loadPartnerApiSettings } from '../src/partner-api/settings.ts';
import { startPartnerApi } from '../src/partner-api/server.ts';

const ORIGIN = 'http://shop.test';
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `tsx src/bff/main.ts` as a process of its own; resolves with its URL once it listens. */
function startBffProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/bff/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const url = /BFF listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`BFF exited (${code}) before listening: ${out}`)));
  });
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  // Up to 30 s: an attempt the crash cut off may hold its key upstream for one request's time (10 s).
  for (let look = 0; look < 300; look++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('a BFF killed with SIGKILL mid-queue', () => {
  it('loses nothing and doubles nothing: the next start carries every order creation on with the same keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'road-checkout-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const partnerApiSettings = loadPartnerApiSettings({ PARTNER_API_PORT: '0', PARTNER_API_DATA_DIR: join(dir, 'partner-api') });
    for (const partner of partnerApiSettings.partners) partner.webhookUrl = undefined;
    const partnerApi = await startPartnerApi(partnerApiSettings);
    cleanups.push(() => partnerApi.close());
    const sandbox = (path: string, body?: unknown) => fetch(`${partnerApi.url}/sandbox${path}`, {
      method: body === undefined ? 'DELETE' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const env = {
      BFF_PORT: '0',
      BFF_UPSTREAM_URL: partnerApi.url,
      BFF_DATA_DIR: join(dir, 'bff'),
      BFF_WIDGET_DIR: join(dir, 'no-widget'),
      BFF_ALLOWED_ORIGINS: ORIGIN,
    };
    // The upstream takes 3 s to answer each creation, so the kill finds one on its way and the rest waiting.
    expect((await sandbox('/faults', { route: 'POST /orders', mode: 'next', count: 5, latency_ms: 3_000 })).status).toBe(201);

    const first = await startBffProcess(env);
    const keys = Array.from({ length: 5 }, (_, i) => `crash-key-${1000 + i}-abcdef`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const place = (url: string, key: string, i: number) => fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({
        product: 'vignette-at-10-days', vehicle_type: 'car', plate: `W ${40000 + i}D`, vehicle_country: 'AT',
        start_date: tomorrow, email: 'anna@example.com',
      }),
    });
    const answers = keys.map((key, i) => place(first.url, key, i).then((r) => r.status, () => 'connection lost'));
    await until(async () => {
      const metrics = await (await fetch(`${first.url}/metrics`)).text();
      return metrics.includes('bff_order_queue_depth 5') ? true : undefined;
    }, 'five order creations in the queue');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // The one on its way upstream never got its answer; those queued behind it had theirs (202).
    expect(await Promise.all(answers)).toEqual(['connection lost', 202, 202, 202, 202]);

    await sandbox('/faults');
    const second = await startBffProcess(env);
    // Each widget posts its key once more, as after a lost connection, then follows its checkout.
    const orders = await Promise.all(keys.map(async (key, i) => {
      const res = await place(second.url, key, i);
      if (res.status === 201) return CheckoutCreated.parse(await res.json()).order;
      expect(res.status).toBe(202);
      const { checkout, access_token: token } = CheckoutAccepted.parse(await res.json());
      return until(async () => {
        const now = await fetch(`${second.url}/api/checkouts/${checkout.checkout_id}?token=${token}`);
        return CheckoutProgress.parse(await now.json()).order ?? undefined;
      }, `the order of ${key}`);
    }));
    expect(new Set(orders.map((o) => o.id)).size).toBe(5);
    const listed = await (await fetch(`${partnerApi.url}/public/orders`, {
      headers: { Authorization: 'Bearer sk_test_standard_sandbox' },
    })).json() as { total: number };
    expect(listed.total).toBe(5);
  });
});
