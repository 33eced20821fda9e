import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_SSE_EVENT, CheckoutAccepted, CheckoutCreated, CheckoutProgress, type CheckoutOrder,
} from '../src/contract/widget-api.ts';
import { loadPartnerApiSettings } from '../src/partner-api/settings.ts';
import { startPartnerApi } from '../src/partner-api/server.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { firstEvent } from './support/event-stream.ts';

const ORIGIN = 'http://shop.test';
const OPS_TOKEN = 'ops-token-of-the-crash-test-0123456789abcdef';
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `tsx src/bff/main.ts` as a process of its own, killed when the test ends. */
async function startBff(env: Record<string, string>): Promise<BffProcess> {
  const bff = await startBffProcess(env);
  cleanups.push(() => bff.kill());
  return bff;
}

/** Follows a checkout's event stream (GET /api/checkouts/{id}/events) until it names its order. */
async function orderOf(bffUrl: string, checkoutId: string, token: string): Promise<CheckoutOrder> {
  const res = await fetch(`${bffUrl}/api/checkouts/${checkoutId}/events?token=${token}`);
  const order = await firstEvent(res, CHECKOUT_SSE_EVENT, (data) => CheckoutProgress.parse(data).order ?? undefined);
  if (!order) throw new Error(`the stream of ${checkoutId} ended without an order`);
  return order;
}

/** Resolves once `count` of the answers are `status`, in whatever order they come. */
function answered(answers: Array<Promise<unknown>>, status: number, count: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve) => {
    for (const answer of answers) void answer.then((got) => { if (got === status && ++seen === count) resolve(); });
  });
}

describe('a BFF killed with SIGKILL mid-queue', () => {
  it('loses nothing and doubles nothing: the next start carries every order creation on with the same keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'road-checkout-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const partnerApiSettings = loadPartnerApiSettings({ PARTNER_API_PORT: '0', PARTNER_API_SANDBOX: 'true', PARTNER_API_DATA_DIR: join(dir, 'partner-api') });
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
      // Five shoppers from one address: more than one client's fair share of the Standard tier's 10 order creations.
      BFF_CLIENT_SHARE: '1',
      BFF_OPS_TOKEN: OPS_TOKEN,
    };
    // The upstream takes 3 s to answer each creation, so the kill finds one on its way and the rest waiting.
    expect((await sandbox('/faults', { route: 'POST /orders', mode: 'next', count: 5, latency_ms: 3_000 })).status).toBe(201);

    const first = await startBff(env);
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
    // Four are told their place in the queue while the first is still on its way upstream (3 s).
    await answered(answers, 202, 4);
    const metrics = await (await fetch(`${first.url}/metrics`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } })).text();
    expect(metrics).toContain('bff_order_queue_depth 5');
    await first.kill();
    // Those queued had their answer (202). The one on its way upstream either never got one, when its own request
    // took it up, or had its 202 too, when the queue's drain claimed it first.
    const statuses = await Promise.all(answers);
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((status) => status !== 202 && status !== 'connection lost')).toEqual([]);

    await sandbox('/faults');
    const second = await startBff(env);
    // Each widget posts its key once more, as after a lost connection, then follows its checkout.
    const orders = await Promise.all(keys.map(async (key, i) => {
      const res = await place(second.url, key, i);
      if (res.status === 201) return CheckoutCreated.parse(await res.json()).order;
      expect(res.status).toBe(202);
      const { checkout, access_token: token } = CheckoutAccepted.parse(await res.json());
      return orderOf(second.url, checkout.checkout_id, token);
    }));
    expect(new Set(orders.map((o) => o.id)).size).toBe(5);
    const listed = await (await fetch(`${partnerApi.url}/public/orders`, {
      headers: { Authorization: 'Bearer sk_test_standard_sandbox' },
    })).json() as { total: number };
    expect(listed.total).toBe(5);
  });
});
