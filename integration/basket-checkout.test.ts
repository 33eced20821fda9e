/**
 * Baskets end to end: the sandbox Partner API and the BFF, each on 127.0.0.1
 * port 0, the BFF over a real SQLite file (or PostgreSQL, see testStorage), the Partner API's webhooks signed
 * and sent to the BFF over HTTP. The two clocks move together: the sandbox's
 * through its /sandbox control, the BFF's by the same offset on real time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { BASKET_SSE_EVENT, BasketAccepted, BasketCreated, CheckoutBasket } from '../src/contract/basket-api.ts';
import type { BasketRequest } from '../src/contract/basket-api.ts';
import { Problem } from '../src/contract/problem.ts';
import { CheckoutProgress } from '../src/contract/widget-api.ts';
import { gracefulCloser } from '../src/server-kit/graceful-close.ts';
import { listen } from '../src/server-kit/listen.ts';
import { loadPartnerApiSettings } from '../src/partner-api/settings.ts';
import { startPartnerApi } from '../src/partner-api/server.ts';
import { createBff } from '../src/bff/server.ts';
import { loadBffSettings } from '../src/bff/settings.ts';
import { testStorage } from '../src/bff/storage/test-storage.ts';
import { untilNextTenUtc } from './support/mid-morning.ts';

const ORIGIN = 'http://shop.test';
const OPS_TOKEN = 'ops-token-of-the-basket-tests-0123456789abcdef';
const SUPPORT_URL = 'https://shop.test/help';

async function startBasketStack(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-basket-'));
  // The BFF listens first: its URL is where the Partner API sends the webhooks.
  let app: Hono | undefined;
  const listener = getRequestListener((request, env) => (app as Hono).fetch(request, env));
  const server = createServer((request, response) => void listener(request, response));
  const bffPort = await listen(server, 0, '127.0.0.1');
  const closeServer = gracefulCloser(server);
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  const partnerApi = await startPartnerApi(loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_SANDBOX: 'true',
    PARTNER_API_DATA_DIR: join(dir, 'partner-api'),
    PARTNER_API_PROVIDER_DELAY_MS: '30',
    PARTNER_API_WEBHOOK_RETRY_BASE_MS: '200',
    PARTNER_API_STANDARD_WEBHOOK_URL: `${bffUrl}/webhooks/partner-api`,
  }));
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const settings = loadBffSettings({
    BFF_PORT: '0',
    BFF_PUBLIC_URL: bffUrl,
    BFF_UPSTREAM_URL: partnerApi.url,
    BFF_DATA_DIR: join(dir, 'bff'),
    BFF_ALLOWED_ORIGINS: ORIGIN,
    BFF_SUPPORT_URL: SUPPORT_URL,
    BFF_OPS_TOKEN: OPS_TOKEN,
    ...env,
  });
  // SQLite, or a fresh PostgreSQL database with BFF_TEST_STORAGE=postgres (as the bff-on-postgres project runs).
  const storage = await testStorage(settings.dataDir, now);
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const bff = createBff(settings, { storage, now, log: quiet, wakeAfter: () => {} });
  app = bff.app;
  const today = () => new Date(now()).toISOString().slice(0, 10);

  const stack = {
    bffUrl,
    partnerApiUrl: partnerApi.url,
    today,
    runDue: () => bff.runDue(),
    partnerRunDue: () => partnerApi.runDue(),
    /** A widget's request, over HTTP as a browser sends it. */
    api: (path: string, init: RequestInit = {}) => fetch(`${bffUrl}${path}`, {
      ...init, headers: { Origin: ORIGIN, ...init.headers },
    }),
    basket(key: string, body: BasketRequest) {
      return fetch(`${bffUrl}/api/baskets`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
    },
    order(key: string, body: Record<string, unknown>) {
      return fetch(`${bffUrl}/api/orders`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
    },
    /** Pays a payment link as the shopper's browser does on the hosted page (the sandbox's payment outcome). */
    async pay(paymentLink: string) {
      const token = new URL(paymentLink).pathname.split('/').pop() ?? '';
      return fetch(`${partnerApi.url}/sandbox/payments/${token}/pay`, { method: 'POST' });
    },
    /** Moves both clocks on together. */
    async advance(ms: number) {
      await sandbox(partnerApi.url, '/clock/advance', { seconds: ms / 1000 });
      offsetMs += ms;
    },
    sandbox: (path: string, body?: unknown) => sandbox(partnerApi.url, path, body),
    /** Upstream calls the BFF made, by route and status, from its own metrics. */
    async upstreamCalls(route: string): Promise<number> {
      const text = await (await bff.app.request('/metrics', { headers: { Authorization: `Bearer ${OPS_TOKEN}` } })).text();
      let total = 0;
      for (const line of text.split('\n')) {
        if (line.startsWith('bff_upstream_requests_total{') && line.includes(`route="${route}"`)) {
          total += Number(line.split(' ').pop());
        }
      }
      return total;
    },
    async close() {
      await closeServer();
      await bff.stop();
      await storage.close();
      await partnerApi.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await stack.advance(untilNextTenUtc(Date.now()));
  return stack;
}

async function sandbox(base: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${base}/sandbox${path}`, {
    method: body === undefined ? 'DELETE' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`sandbox ${path}: HTTP ${res.status} ${await res.text()}`);
}

type Stack = Awaited<ReturnType<typeof startBasketStack>>;

/** The data of each event named `name` on a text/event-stream response, in order. */
async function* sseData(res: Response, name: string): AsyncGenerator<string> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (frame.split('\n').includes(`event: ${name}`) && data) yield data.slice(6);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

let stack: Stack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const trip = (today: string, plate = 'W 12345B'): BasketRequest => ({
  items: [
    { product: 'vignette-at-10-days', start_date: today },
    { product: 'vignette-hu-weekly', start_date: today },
    { product: 'tunnel-at-karawanken', start_date: today },
  ],
  vehicle_type: 'car',
  plate,
  vehicle_country: 'AT',
  email: 'anna@example.com',
  locale: 'en',
});

describe('POST /api/baskets', () => {
  it('creates one basket for three products, paid once: its three orders reach ACTIVE under the basket\'s token', async () => {
    stack = await startBasketStack();
    const today = stack.today();
    const res = await stack.basket('basket-key-0001-abcdef', trip(today));
    expect(res.status).toBe(201);
    const { basket, access_token: token } = BasketCreated.parse(await res.json());
    // The sandbox catalogue's car prices: 12.40 + 16.10 + 8.80.
    expect(basket).toMatchObject({
      status: 'OPEN',
      total: { amount: 3730, currency: 'EUR' },
      vehicle: { plate: 'W 12345B', country: 'AT', type: 'car' },
      support_url: SUPPORT_URL,
    });
    expect(basket.id).toMatch(/^eo_/);
    expect(basket.payment_link).toMatch(/\/pay\//);
    expect(basket.items.map((i) => [i.product.slug, i.price.amount, i.order])).toEqual([
      ['vignette-at-10-days', 1240, null], ['vignette-hu-weekly', 1610, null], ['tunnel-at-karawanken', 880, null],
    ]);
    expect(basket.items[0]?.product.name).toBe('Austria vignette, 10\u00a0days');
    // AT 10 days: the start day and 9 more; the tunnel is one journey.
    const tenth = new Date(Date.parse(`${today}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
    expect(basket.items.map((i) => i.end_date)).toEqual([tenth, tenth, today]);

    const events = await stack.api(`/api/baskets/${basket.id}/events?token=${token}`);
    expect(events.headers.get('Content-Type')).toContain('text/event-stream');
    const stream = sseData(events, BASKET_SSE_EVENT);
    const next = async () => CheckoutBasket.parse(JSON.parse((await stream.next()).value ?? 'null'));
    expect(await next()).toEqual(basket);

    expect((await stack.pay(basket.payment_link!)).status).toBe(200);
    await stack.partnerRunDue();
    // Then each change: the basket PAID, its orders as they are read and as their webhooks move them on.
    let seen = await next();
    while (seen.status !== 'PAID' || seen.items.some((i) => i.order?.status !== 'ACTIVE')) {
      await stack.partnerRunDue();
      seen = await next();
    }
    expect(seen.payment_link).toBeNull();
    const orderIds = seen.items.map((i) => i.order!.id);
    expect(new Set(orderIds).size).toBe(3);

    const read = await stack.api(`/api/baskets/${basket.id}?token=${token}`);
    expect(read.status).toBe(200);
    const paid = CheckoutBasket.parse(await read.json());
    expect(paid.items.map((i) => [i.product.slug, i.order?.status, i.order?.price.amount])).toEqual([
      ['vignette-at-10-days', 'ACTIVE', 1240], ['vignette-hu-weekly', 'ACTIVE', 1610],
      ['tunnel-at-karawanken', 'ACTIVE', 880],
    ]);
    for (const item of paid.items) {
      const id = item.order!.id;
      const detail = await stack.api(`/api/orders/${id}?token=${token}`);
      expect(detail.status).toBe(200);
      // The basket's token opens each order; its PDF opens with the link's own key, never with that token.
      const link = new URL(item.order!.confirmation_url!);
      expect(link.pathname).toBe(`/api/orders/${id}/confirmation.pdf`);
      expect([...link.searchParams.keys()]).toEqual(['key']);
      expect((await stack.api(`${link.pathname}?token=${token}`)).status).toBe(404);
      const pdf = await stack.api(`${link.pathname}${link.search}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await stream.return(undefined);
  });

  it('reads a basket upstream when its webhook was lost: asked a minute later, it is PAID with its orders', async () => {
    stack = await startBasketStack();
    const { basket, access_token: token } = BasketCreated.parse(
      await (await stack.basket('basket-key-0014-abcdef', trip(stack.today()))).json());
    await stack.sandbox('/webhooks/faults', { drop_next: 100 });
    expect((await stack.pay(basket.payment_link!)).status).toBe(200);
    await stack.partnerRunDue();
    const read = async () => CheckoutBasket.parse(await (await stack!.api(`/api/baskets/${basket.id}?token=${token}`)).json());
    // Within the minute the BFF trusts what it holds: no read upstream.
    expect((await read()).status).toBe('OPEN');
    expect(await stack.upstreamCalls('GET /public/external-orders/{id}')).toBe(0);
    await stack.advance(61_000);
    const paid = await read();
    expect(paid.status).toBe('PAID');
    expect(paid.items.map((i) => [i.product.slug, i.order?.product.slug, i.order?.paid])).toEqual([
      ['vignette-at-10-days', 'vignette-at-10-days', true], ['vignette-hu-weekly', 'vignette-hu-weekly', true],
      ['tunnel-at-karawanken', 'tunnel-at-karawanken', true],
    ]);
    expect(await stack.upstreamCalls('GET /public/external-orders/{id}')).toBe(1);
    expect(await stack.upstreamCalls('GET /public/orders/{id}')).toBe(3);
    // Paid now: no more reads of the basket.
    await read();
    expect(await stack.upstreamCalls('GET /public/external-orders/{id}')).toBe(1);
  });

  it('answers a replay of the key with the same basket and makes no second external order upstream', async () => {
    stack = await startBasketStack();
    const body = trip(stack.today());
    const first = BasketCreated.parse(await (await stack.basket('basket-key-0002-abcdef', body)).json());
    const again = await stack.basket('basket-key-0002-abcdef', body);
    expect(again.status).toBe(201);
    expect(BasketCreated.parse(await again.json())).toEqual(first);
    expect(await stack.upstreamCalls('POST /public/external-orders')).toBe(1);

    const other = await stack.basket('basket-key-0002-abcdef', { ...body, email: 'bob@example.com' });
    expect(other.status).toBe(422);
    expect(Problem.parse(await other.json()).code).toBe('idempotency_key_reused');
  });

  it('queues the basket while the upstream is down and creates it once a minute later; gives up after 5 attempts', async () => {
    stack = await startBasketStack();
    const body = trip(stack.today());
    await stack.sandbox('/faults', { route: 'POST /external-orders', mode: 'rate', rate: 1, status: 503 });
    const res = await stack.basket('basket-key-0003-abcdef', body);
    expect(res.status).toBe(202);
    const accepted = BasketAccepted.parse(await res.json());
    expect(accepted.checkout).toMatchObject({ state: 'confirming', attempts: 1, basket_id: null });

    await stack.sandbox('/faults');
    await stack.advance(61_000);
    await stack.runDue();
    const checkout = await stack.api(`/api/checkouts/${accepted.checkout.checkout_id}?token=${accepted.access_token}`);
    const progress = CheckoutProgress.parse(await checkout.json());
    expect(progress).toMatchObject({ state: 'created', attempts: 2 });
    expect(progress.basket_id).toMatch(/^eo_/);
    const replay = await stack.basket('basket-key-0003-abcdef', body);
    expect(replay.status).toBe(201);
    const created = BasketCreated.parse(await replay.json());
    expect(created.basket.id).toBe(progress.basket_id);
    expect(created.access_token).toBe(accepted.access_token);
    expect(created.basket.total).toEqual({ amount: 3730, currency: 'EUR' });

    // Another basket, with the upstream down for good: 5 attempts a minute apart, then given_up.
    await stack.sandbox('/faults', { route: 'POST /external-orders', mode: 'rate', rate: 1, status: 503 });
    const down = BasketAccepted.parse(await (await stack.basket('basket-key-0004-abcdef', trip(stack.today(), 'W 54321B'))).json());
    for (let minute = 1; minute <= 4; minute++) {
      await stack.advance(61_000);
      await stack.runDue();
    }
    const last = await stack.api(`/api/checkouts/${down.checkout.checkout_id}?token=${down.access_token}`);
    expect(CheckoutProgress.parse(await last.json())).toMatchObject({
      state: 'given_up', attempts: 5, basket_id: null, problem: { code: 'checkout_given_up' },
    });
  });

  it('refuses an item a paid order already covers (409), naming the item', async () => {
    stack = await startBasketStack();
    const today = stack.today();
    const order = await stack.order('order-key-0005-abcdef', {
      product: 'vignette-hu-weekly', vehicle_type: 'car', plate: 'W 12345B', vehicle_country: 'AT',
      start_date: today, email: 'anna@example.com',
    });
    expect(order.status).toBe(201);
    const { order: placed } = await order.json() as { order: { payment_link: string } };
    expect((await stack.pay(placed.payment_link)).status).toBe(200);

    const res = await stack.basket('basket-key-0005-abcdef', trip(today));
    expect(res.status).toBe(409);
    const refused = Problem.parse(await res.json());
    expect(refused.code).toBe('duplicate_order');
    expect(refused.errors?.map((e) => e.path)).toEqual(['items.1']);
  });

  it('spends one call of the client\'s share for a whole basket, apart from its share of order creations', async () => {
    // Standard: 10 external orders a minute; a fifth of it is 2 for one client.
    stack = await startBasketStack({ BFF_CLIENT_SHARE: '0.2' });
    const today = stack.today();
    const six: BasketRequest = {
      ...trip(today),
      items: [
        { product: 'vignette-at-10-days', start_date: today },
        { product: 'vignette-hu-weekly', start_date: today },
        { product: 'tunnel-at-karawanken', start_date: today },
        { product: 'vignette-si-weekly', start_date: today },
        { product: 'vignette-cz-10-days', start_date: today },
        { product: 'vignette-sk-10-days', start_date: today },
      ],
    };
    const first = await stack.basket('basket-key-0010-abcdef', six);
    expect(first.status).toBe(201);
    expect(BasketCreated.parse(await first.json()).basket.items).toHaveLength(6);
    expect((await stack.basket('basket-key-0011-abcdef', trip(today, 'W 22222B'))).status).toBe(201);
    const third = await stack.basket('basket-key-0012-abcdef', trip(today, 'W 33333B'));
    expect(third.status).toBe(429);
    expect(Problem.parse(await third.json()).code).toBe('client_share_exceeded');
    // Order creations are a budget of their own.
    const order = await stack.order('order-key-0013-abcdef', {
      product: 'vignette-at-10-days', vehicle_type: 'car', plate: 'W 44444B', vehicle_country: 'AT',
      start_date: today, email: 'anna@example.com',
    });
    expect(order.status).toBe(201);
    expect(await stack.upstreamCalls('POST /public/external-orders')).toBe(2);
  });

  it('answers 400 naming an unknown item and a malformed body, and 404 for a wrong token or id', async () => {
    stack = await startBasketStack();
    const today = stack.today();
    const unknown = trip(today);
    unknown.items[1] = { product: 'vignette-xx-forever', start_date: today };
    const res = await stack.basket('basket-key-0006-abcdef', unknown);
    expect(res.status).toBe(400);
    expect(Problem.parse(await res.json())).toMatchObject({ code: 'unknown_product', errors: [{ path: 'items.1.product' }] });
    // Czech vignettes are not sold for motorcycles.
    const moto = await stack.basket('basket-key-0007-abcdef', { ...trip(today), vehicle_type: 'moto', items: [
      { product: 'vignette-at-10-days', start_date: today }, { product: 'vignette-cz-10-days', start_date: today },
    ] });
    expect(moto.status).toBe(400);
    expect(Problem.parse(await moto.json())).toMatchObject({
      code: 'vehicle_type_not_available', errors: [{ path: 'items.1.product' }],
    });
    const empty = await stack.basket('basket-key-0008-abcdef', { ...trip(today), items: [] });
    expect(empty.status).toBe(400);
    expect(Problem.parse(await empty.json()).errors?.[0]?.path).toBe('items');
    const noKey = await stack.api('/api/baskets', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(trip(today)),
    });
    expect(Problem.parse(await noKey.json()).code).toBe('idempotency_key_required');
    expect(await stack.upstreamCalls('POST /public/external-orders')).toBe(0);

    const { basket, access_token: token } = BasketCreated.parse(
      await (await stack.basket('basket-key-0009-abcdef', trip(today))).json());
    const wrongToken = await stack.api(`/api/baskets/${basket.id}?token=${'x'.repeat(43)}`);
    const wrongId = await stack.api(`/api/baskets/eo_NOTOURS0001?token=${token}`);
    const wrongStream = await stack.api(`/api/baskets/${basket.id}/events?token=${'x'.repeat(43)}`);
    for (const answer of [wrongToken, wrongId, wrongStream]) {
      expect(answer.status).toBe(404);
      expect(Problem.parse(await answer.json()).code).toBe('basket_not_found');
    }
  });
});
