import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Order, OrderCreateInput } from '../contract/order.ts';
import type { OrderStatus } from '../contract/order.ts';
import { problem } from '../contract/problem.ts';
import { Product, ProductsStatus } from '../contract/product.ts';
import { ValidateVehicleRequest, ValidateVehicleResult } from '../contract/vehicle.ts';
import { CheckoutAccepted, CheckoutCreated, CheckoutOrder, CheckoutProgress } from '../contract/widget-api.ts';
import { OrderStatusChanged, PartnerDebtNotice } from '../contract/webhook.ts';
import { testStorage } from './storage/test-storage.ts';
import { confirmationLinks } from './confirmation-link.ts';
import { createBff } from './server.ts';
import { startBff } from './start-bff.ts';
import { loadBffSettings } from './settings.ts';
import type { BffSettings } from './settings.ts';

const API_KEY = 'sk_test_double_key_123';
const SECRET = 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5';
const PARTNER = 'http://partner.test:4020';
const PUBLIC_URL = 'http://bff.test:4000';
const OPS_TOKEN = 'ops-token-of-the-bff-tests-0123456789abcdef';
/** A request to an operations endpoint, with the token. */
const opsRequest = (app: Hono, path: string) => app.request(path, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });

const PRODUCTS = z.array(Product).parse([
  {
    slug: 'vignette-at-10-days', type: 'vignette', country: 'AT', name: 'Austria 10-day vignette', description: '10 days',
    period: 'P10D', validity: 'rolling',
    prices: [{ vehicle_type: 'car', price: { amount: 1250, currency: 'EUR' } }, { vehicle_type: 'moto', price: { amount: 500, currency: 'EUR' } }],
    vin_required: false, required_user_fields: ['email'], flex_available: true,
  },
  {
    slug: 'vignette-ro-30-days', type: 'vignette', country: 'RO', name: 'Romania 30-day vignette', description: '30 days',
    period: 'P30D', validity: 'rolling',
    prices: [{ vehicle_type: 'car', price: { amount: 900, currency: 'EUR' } }],
    vin_required: true, required_user_fields: ['email'], flex_available: false,
  },
]);

const STATUS = ProductsStatus.parse({
  checked_at: '2026-01-10T10:00:00.000Z',
  providers: [{ country: 'AT', status: 'operational', last_response_at: '2026-01-10T09:59:00.000Z' }],
  products: PRODUCTS.map((p) => ({ slug: p.slug, available: true, immediate_available: true, reason: null })),
});

/** Holds the fake upstream's answers until the test opens it, and tells the test once a call has come in. */
function upstreamGate() {
  let open = () => {};
  let arrive = () => {};
  const opened = new Promise<void>((resolve) => { open = resolve; });
  const entered = new Promise<void>((resolve) => { arrive = resolve; });
  return { open, entered, pass: () => { arrive(); return opened; } };
}

/**
 * A small stand-in for the Partner API, speaking the contract's wire format
 * (every answer goes through the contract schemas) with the faults a test
 * asks for.
 */
function createUpstreamDouble() {
  const state = {
    catalogueCalls: { products: 0, status: 0 },
    catalogueFault: 0,
    catalogueGate: undefined as ReturnType<typeof upstreamGate> | undefined,
    validateCalls: 0,
    orderCalls: [] as Array<{ key: string | undefined; body: unknown }>,
    orderFaults: [] as number[],
    orderGate: undefined as ReturnType<typeof upstreamGate> | undefined,
    ordersByKey: new Map<string, Order>(),
    orders: new Map<string, Order>(),
    pdfCalls: 0,
    authFailures: 0,
    orderReads: 0,
    priceBump: 0,
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fail = (status: number, code: string) =>
    new Response(JSON.stringify(problem(status, code, code)), { status, headers: { 'Content-Type': 'application/problem+json' } });

  const app = new Hono();
  app.use('/public/*', async (c, next) => {
    if (c.req.header('Authorization') !== `Bearer ${API_KEY}`) {
      state.authFailures++;
      return fail(401, 'unauthorized');
    }
    await next();
  });
  app.get('/public/products', async () => {
    state.catalogueCalls.products++;
    await state.catalogueGate?.pass();
    if (state.catalogueFault) return fail(state.catalogueFault, 'internal_error');
    const bump = (price: { amount: number; currency: string }) =>
      ({ ...price, amount: price.amount + state.priceBump });
    return json(PRODUCTS.map((p) => ({ ...p, prices: p.prices.map((pr) => ({ ...pr, price: bump(pr.price) })) })));
  });
  app.get('/public/products/status', async () => {
    state.catalogueCalls.status++;
    await state.catalogueGate?.pass();
    return state.catalogueFault ? fail(state.catalogueFault, 'internal_error') : json(STATUS);
  });
  app.post('/public/validate-vehicle', async (c) => {
    state.validateCalls++;
    const input = ValidateVehicleRequest.safeParse(await c.req.json());
    if (!input.success) return fail(400, 'invalid_request');
    const plate = input.data.plate.toUpperCase().replace(/\s+/g, ' ');
    const valid = !plate.includes('Q');
    return json(ValidateVehicleResult.parse({
      valid, plate, country: input.data.country, code: valid ? null : 'invalid_plate', message: valid ? null : 'No Q on these plates',
    }));
  });
  app.post('/public/orders', async (c) => {
    const key = c.req.header('Idempotency-Key');
    const raw: unknown = await c.req.json();
    state.orderCalls.push({ key, body: raw });
    await state.orderGate?.pass();
    const fault = state.orderFaults.shift();
    if (fault) return fail(fault, { 403: 'partner_disabled', 409: 'idempotency_key_in_use' }[fault] ?? 'internal_error');
    const input = OrderCreateInput.safeParse(raw);
    if (!input.success || !key) return fail(400, 'invalid_request');
    const replay = state.ordersByKey.get(key);
    if (replay) return json(replay, 200);
    const item = input.data.products[0]!;
    if (item.vehicle.plate === 'DUP 1') return fail(409, 'duplicate_order');
    const product = PRODUCTS.find((p) => p.slug === item.product);
    if (!product) return fail(400, 'unknown_product');
    if (product.vin_required && !item.vehicle.vin) return fail(400, 'vin_required');
    const price = product.prices.find((p) => p.vehicle_type === item.vehicle.type)!.price;
    const now = new Date().toISOString();
    const id = `ord_${state.orders.size + 1}`;
    const order = Order.parse({
      id, custom_id: null, product: product.slug, user_id: 'usr_1', purchase_date: now,
      start_from: item.start_date, start_date: item.start_date, end_date: item.start_date, period: product.period,
      type: product.type, country: product.country, status: 'CREATED',
      receipt: { number: 'R-1', lines: [{ description: product.name, quantity: 1, unit_price: price, total: price }], total: price },
      subaccount: null, provider_id: null,
      cars: [{
        plate: item.vehicle.plate, country: item.vehicle.country, vehicle_type: item.vehicle.type,
        vin: item.vehicle.vin ?? null, provider_id: null, pdf: null,
      }],
      can_modify: true, order_has_been_paid: false, paid: false, payment_link: `${upstreamUrl()}/pay/tok_${id}`,
      allowed_payment_providers: input.data.allowed_payment_providers ?? ['stripe', 'paypal'],
      open_order_details_by_default: input.data.open_order_details_by_default ?? false,
      flex: null, price, version: 1, updated_at: now, locale: input.data.locale ?? null,
    });
    state.orders.set(id, order);
    state.ordersByKey.set(key, order);
    return json(order, 200);
  });
  app.get('/public/orders/:id', (c) => {
    state.orderReads++;
    const order = state.orders.get(c.req.param('id'));
    return order ? json(order) : fail(404, 'not_found');
  });
  app.get('/public/orders/:id/cars/:idx/confirmation.pdf', () => {
    state.pdfCalls++;
    return new Response('%PDF-1.4 test', { headers: { 'Content-Type': 'application/pdf' } });
  });

  let server: ServerType | undefined;
  let port = 0;
  const upstreamUrl = () => `http://127.0.0.1:${port}`;
  return {
    state,
    url: upstreamUrl,
    async start() {
      await new Promise<void>((resolve) => {
        server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
          port = info.port;
          resolve();
        });
      });
    },
    reset() {
      Object.assign(state, {
        catalogueCalls: { products: 0, status: 0 }, catalogueFault: 0, catalogueGate: undefined, validateCalls: 0,
        orderCalls: [], orderFaults: [], orderGate: undefined, ordersByKey: new Map(), orders: new Map(), pdfCalls: 0,
        authFailures: 0, orderReads: 0, priceBump: 0,
      });
    },
    close: () => new Promise<void>((resolve) => server?.close(() => resolve())),
  };
}

const upstream = createUpstreamDouble();
beforeAll(() => upstream.start());
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bff-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function fakeWidgetBuild(dir: string): string {
  const widgetDir = join(dir, 'widget');
  mkdirSync(join(widgetDir, 'assets'), { recursive: true });
  mkdirSync(join(widgetDir, '.vite'), { recursive: true });
  writeFileSync(join(widgetDir, 'widget.js'), 'customElements.get("road-checkout");');
  writeFileSync(join(widgetDir, 'assets', 'embed-9f8e7d.js'), 'export {};');
  writeFileSync(join(widgetDir, '.vite', 'manifest.json'), JSON.stringify({
    'src/widget/embed/iframe-bridge.ts': { file: 'assets/embed-9f8e7d.js', isEntry: true },
  }));
  return widgetDir;
}

function settingsFor(dir: string, env: Record<string, string> = {}): BffSettings {
  return loadBffSettings({
    BFF_UPSTREAM_URL: upstream.url(),
    BFF_API_KEY: API_KEY,
    BFF_WEBHOOK_SECRET: SECRET,
    BFF_ALLOWED_ORIGINS: PARTNER,
    BFF_PUBLIC_URL: PUBLIC_URL,
    BFF_DATA_DIR: join(dir, 'data'),
    BFF_WIDGET_DIR: join(dir, 'widget'),
    BFF_OPS_TOKEN: OPS_TOKEN,
    ...env,
  });
}

/** A BFF app over a real SQLite file, for app.request(). */
async function bffApp(options: { env?: Record<string, string>; widget?: boolean } = {}) {
  const dir = tempDir();
  if (options.widget) fakeWidgetBuild(dir);
  const settings = settingsFor(dir, options.env);
  const clock = { now: Date.now() };
  const storage = await testStorage(settings.dataDir, () => clock.now);
  cleanups.push(() => storage.close());
  const warnings: string[] = [];
  const logged: Array<Record<string, unknown>> = [];
  const { app, runDue, fastPath } = createBff(settings, {
    storage,
    now: () => clock.now,
    log: {
      info: (msg, fields) => logged.push({ msg, ...fields }),
      warn: (m) => warnings.push(m),
      error: (m, e) => warnings.push(`${m} ${String(e)}`),
    },
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => app.request(path, {
    method: 'POST',
    headers: { Origin: PARTNER, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { app, post, clock, warnings, logged, settings, runDue, fastPath };
}

const checkout = {
  product: 'vignette-at-10-days',
  vehicle_type: 'car',
  plate: 'W 12345A',
  vehicle_country: 'at',
  start_date: '2026-02-01',
  email: 'anna@example.com',
  first_name: 'Anna',
};

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}-abcdef`;

async function expectProblem(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toBe('application/problem+json');
  const body = await res.json() as { code: string; detail?: string };
  expect(body.code).toBe(code);
  return body;
}

describe('GET /api/catalogue', () => {
  it('answers products and status, calling each upstream route once for two requests', async () => {
    const { app } = await bffApp();
    const first = await app.request('/api/catalogue');
    const second = await app.request('/api/catalogue');
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const body = await first.json() as { products: unknown; status: unknown; fetched_at: string };
    expect(body.products).toEqual(PRODUCTS);
    expect(body.status).toEqual(STATUS);
    expect(Number.isNaN(Date.parse(body.fetched_at))).toBe(false);
    expect(await second.json()).toEqual(body);
    expect(upstream.state.catalogueCalls).toEqual({ products: 1, status: 1 });
  });

  it('coalesces 50 concurrent cold requests into one upstream call per route', async () => {
    const { app } = await bffApp();
    const held = upstream.state.catalogueGate = upstreamGate();
    const asked = Promise.all(Array.from({ length: 50 }, () => app.request('/api/catalogue')));
    await held.entered;
    held.open();
    const answers = await asked;
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(upstream.state.catalogueCalls).toEqual({ products: 1, status: 1 });
  });

  it('refreshes on its own schedule, never for a widget, and serves the last copy marked stale when that fails', async () => {
    const { app, clock, runDue } = await bffApp();
    const fresh = await (await app.request('/api/catalogue')).json();
    clock.now += 61_000;
    await app.request('/api/catalogue');
    expect(upstream.state.catalogueCalls).toEqual({ products: 1, status: 1 });
    upstream.state.catalogueFault = 500;
    await runDue();
    const stale = await app.request('/api/catalogue');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('Catalogue-Stale')).toBe('true');
    expect(stale.headers.get('Cache-Control')).toBe('no-cache');
    expect(await stale.json()).toEqual(fresh);
    // The status is asked again after 60 s; the products only after 5 minutes.
    expect(upstream.state.catalogueCalls).toEqual({ products: 1, status: 2 });
    // Right after a failure it does not hammer the upstream.
    await runDue();
    expect(upstream.state.catalogueCalls).toEqual({ products: 1, status: 2 });
  });

  it('asks for products at most every 5 minutes and the status every minute (spec 1 and 4), whatever the traffic', async () => {
    const { app, clock, runDue } = await bffApp();
    for (let second = 0; second < 30 * 60; second += 15) {
      await app.request('/api/catalogue');
      await runDue();
      clock.now += 15_000;
    }
    // 30 minutes: products at 0, 5, ..., 25 (6 times); the status once a minute (30 times).
    expect(upstream.state.catalogueCalls).toEqual({ products: 6, status: 30 });
  });

  it('notices changed prices when it fetches the products again (the spec\'s daily price check)', async () => {
    const { app, clock, runDue, warnings } = await bffApp();
    await app.request('/api/catalogue');
    upstream.state.priceBump = 40;
    clock.now += 5 * 60_000;
    await runDue();
    expect(warnings.filter((w) => w.startsWith('BFF: price check'))).toEqual(['BFF: price check: 3 price(s) changed upstream']);
  });

  it('answers 503 upstream_unavailable without any copy, and never shows the API key', async () => {
    const { app } = await bffApp();
    upstream.state.catalogueFault = 503;
    const res = await app.request('/api/catalogue');
    const body = await expectProblem(res, 503, 'upstream_unavailable');
    expect(JSON.stringify(body)).not.toContain(API_KEY);
    expect(JSON.stringify(body)).not.toContain(upstream.url());
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { app } = await bffApp();
    const first = await app.request('/api/catalogue');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request('/api/catalogue', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await app.request('/api/catalogue', { headers: { 'If-None-Match': '"other"' } });
    expect(other.status).toBe(200);
  });

  it('answers in the asked language from the one copy it holds, each language with its own ETag', async () => {
    const { app } = await bffApp();
    const names = async (query: string) => {
      const res = await app.request(`/api/catalogue${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
      const body = await res.json() as { products: { name: string; description: string }[]; status: unknown };
      expect(body.status).toEqual(STATUS);
      return { etag: res.headers.get('ETag'), texts: body.products.map((p) => [p.name, p.description]) };
    };
    const czech = await names('?locale=cs');
    expect(czech.texts).toEqual([
      ['Dálniční známka Rakousko, 10\u00a0dní', 'Dálnice a\u00a0rychlostní silnice (ASFINAG) na 10\u00a0po sobě jdoucích dní.'],
      ['Dálniční známka Rumunsko, 30\u00a0dní', 'Národní silnice na 30\u00a0dní; je nutné zadat VIN.'],
    ]);
    expect((await names('?locale=bg')).texts[0]).toEqual(['Винетка Австрия, 10\u00a0дни', 'Автомагистрали и скоростни пътища (ASFINAG) за 10\u00a0последователни дни.']);
    expect((await names('?locale=de-AT')).texts[0]?.[0]).toBe('Vignette Österreich, 10\u00a0Tage');
    expect((await names('?locale=tlh')).texts[0]?.[0]).toBe('Austria vignette, 10\u00a0days');
    const own = await names('');
    expect(own.texts[0]).toEqual(['Austria 10-day vignette', '10 days']);
    expect(new Set([czech.etag, own.etag, (await names('?locale=en')).etag]).size).toBe(3);
    expect(upstream.state.catalogueCalls).toEqual({ products: 1, status: 1 });

    const again = await app.request('/api/catalogue?locale=cs', { headers: { 'If-None-Match': czech.etag! } });
    expect(again.status).toBe(304);
    expect((await app.request('/api/catalogue?locale=sk', { headers: { 'If-None-Match': czech.etag! } })).status).toBe(200);
  });
});

describe('the fast path of GET /api/catalogue', () => {
  /** The BFF twice on node:http: with its fast path in front of the app, and the app alone. */
  async function bothWays() {
    // With the partner's reference rates, which both ways must carry.
    const bff = await bffApp({ env: { BFF_REFERENCE_RATES: '2026-11-20 CHF=0.9312 CZK=24.31' } });
    const appListener = getRequestListener(bff.app.fetch);
    let fastAnswers = 0;
    const listen = async (fast: boolean) => {
      const server = createServer((request, response) => {
        if (fast && bff.fastPath(request, response)) fastAnswers++;
        else void appListener(request, response);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => new Promise((resolve) => server.close(resolve)));
      return (server.address() as AddressInfo).port;
    };
    const ports = { fast: await listen(true), app: await listen(false) };
    /** The head as written (names in their order and case, without Date) and the body. */
    const ask = (port: number, path: string, headers: Record<string, string>, method = 'GET') =>
      new Promise<{ status: number; head: string[]; body: Buffer }>((resolve, reject) => {
        get({ port, host: '127.0.0.1', path, headers, method, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => {
            const head = res.rawHeaders.filter((_, i, all) => all[i - (i % 2)] !== 'Date');
            resolve({ status: res.statusCode!, head, body: Buffer.concat(chunks) });
          });
        }).on('error', reject);
      });
    return { ...bff, ports, ask, fastAnswers: () => fastAnswers };
  }

  it('answers a fresh hit with the bytes and headers the app answers, counted and not logged like it', async () => {
    const { ports, ask, fastAnswers, app, logged } = await bothWays();
    await app.request('/api/catalogue');
    const variants: Array<[string, Record<string, string>]> = [
      ['/api/catalogue', {}],
      ['/api/catalogue', { Origin: PARTNER, 'X-Request-Id': 'lb-42.a' }],
      ['/api/catalogue', { 'Accept-Encoding': 'gzip' }],
      ['/api/catalogue?locale=de', { Origin: PARTNER, 'Accept-Encoding': 'gzip, deflate, br', 'X-Request-Id': 'lb-43' }],
      ['/api/catalogue?locale=cs-CZ', { 'Accept-Encoding': 'br;q=0, gzip', 'X-Request-Id': 'x'.repeat(101) }],
    ];
    for (const [path, headers] of variants) {
      const fast = await ask(ports.fast, path, headers);
      const slow = await ask(ports.app, path, headers);
      const given = headers['X-Request-Id']?.startsWith('lb-') ? headers['X-Request-Id'] : undefined;
      const idOf = (head: string[]) => head[head.indexOf('x-request-id') + 1]!;
      expect(idOf(fast.head), path).toMatch(given ?? /^[0-9a-f-]{36}$/);
      // Made ids differ by design; every other byte of the head is the same.
      const madeIdAside = (head: string[]) => (given ? head : head.map((v) => (v === idOf(head) ? 'made' : v)));
      expect(madeIdAside(fast.head), path).toEqual(madeIdAside(slow.head));
      expect(fast.status).toBe(slow.status);
      expect(fast.body.equals(slow.body), path).toBe(true);
    }
    expect(fastAnswers()).toBe(variants.length);
    const metrics = await (await opsRequest(app, '/metrics')).text();
    // The app's own request above, then each variant once through each server.
    expect(metrics).toContain(`bff_http_requests_total{method="GET",route="/api/catalogue",status="200"} ${1 + 2 * variants.length}`);
    expect(logged).toEqual([]);
  });

  it('leaves a cold or old copy, revalidations, HEAD, other queries and other origins to the app', async () => {
    const { ports, ask, fastAnswers, clock } = await bothWays();
    expect((await ask(ports.fast, '/api/catalogue', {})).status).toBe(200);
    expect(fastAnswers()).toBe(0);
    const { head } = await ask(ports.fast, '/api/catalogue', {});
    expect(fastAnswers()).toBe(1);
    const etag = head[head.indexOf('etag') + 1]!;
    expect((await ask(ports.fast, '/api/catalogue', { 'If-None-Match': etag })).status).toBe(304);
    expect((await ask(ports.fast, '/api/catalogue', { Origin: 'http://evil.test' })).status).toBe(403);
    expect((await ask(ports.fast, '/api/catalogue', {}, 'HEAD')).status).toBe(200);
    expect((await ask(ports.fast, '/api/catalogue?locale=%64e&x=1', {})).status).toBe(200);
    expect((await ask(ports.fast, '/api/catalogue/', {})).status).toBe(404);
    clock.now += 61_000;
    expect((await ask(ports.fast, '/api/catalogue', {})).status).toBe(200);
    expect(fastAnswers()).toBe(1);
  });
});

describe('POST /api/validate-vehicle', () => {
  it("passes the upstream's result on, also when the plate is not valid", async () => {
    const { post } = await bffApp();
    const ok = await post('/api/validate-vehicle', { plate: 'w 12345a', country: 'AT', product_country: 'AT' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ valid: true, plate: 'W 12345A', country: 'AT', code: null, message: null });
    const bad = await post('/api/validate-vehicle', { plate: 'QQ 1', country: 'AT' });
    expect(bad.status).toBe(200);
    expect(await bad.json()).toMatchObject({ valid: false, code: 'invalid_plate' });
  });

  it('refuses a malformed check without calling the upstream', async () => {
    const { post } = await bffApp();
    const res = await post('/api/validate-vehicle', { plate: '<script>', country: 'Austria' });
    const body = await expectProblem(res, 400, 'invalid_request') as { errors?: Array<{ path: string }> };
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['country', 'plate']);
    expect(upstream.state.validateCalls).toBe(0);
  });
});

describe('POST /api/orders', () => {
  it('creates the order upstream from the catalogue and answers 201 CheckoutCreated', async () => {
    const { post } = await bffApp({ env: { BFF_PAYMENT_PROVIDERS: 'stripe,revolut', BFF_OPEN_ORDER_DETAILS: 'true' } });
    const key = newKey();
    const res = await post('/api/orders', checkout, { 'Idempotency-Key': key });
    expect(res.status).toBe(201);
    const created = CheckoutCreated.parse(await res.json());
    expect(created.access_token).toMatch(/^[\w-]{43}$/);
    expect(created.order).toMatchObject({
      id: 'ord_1', status: 'CREATED', price: { amount: 1250, currency: 'EUR' }, paid: false,
      product: { slug: 'vignette-at-10-days', name: 'Austria 10-day vignette', type: 'vignette', country: 'AT' },
      vehicle: { plate: 'W 12345A', country: 'AT', type: 'car' },
      allowed_payment_providers: ['stripe', 'revolut'], open_order_details_by_default: true, confirmation_url: null, version: 1,
    });
    expect(created.order.payment_link).toContain('/pay/');
    const [call] = upstream.state.orderCalls;
    expect(call?.body).toEqual({
      order_has_been_paid: false,
      user: { email: 'anna@example.com', first_name: 'Anna' },
      allowed_payment_providers: ['stripe', 'revolut'],
      open_order_details_by_default: true,
      products: [{ product: 'vignette-at-10-days', start_date: '2026-02-01', vehicle: { plate: 'W 12345A', country: 'AT', type: 'car' } }],
    });
    expect(call?.key).toMatch(/^[\w-]{16,64}$/);
    expect(call?.key).not.toBe(key);
  });

  it('passes the shopper’s locale on with the order and names its product in that language', async () => {
    const { post } = await bffApp();
    const res = await post('/api/orders', { ...checkout, locale: 'cs-cz' }, { 'Idempotency-Key': newKey() });
    expect(res.status).toBe(201);
    const created = CheckoutCreated.parse(await res.json());
    expect(created.order.product).toEqual({ slug: 'vignette-at-10-days', name: 'Dálniční známka Rakousko, 10\u00a0dní', type: 'vignette', country: 'AT' });
    expect(upstream.state.orderCalls[0]?.body).toMatchObject({ locale: 'cs-CZ' });

    const bad = await post('/api/orders', { ...checkout, locale: 'not a tag' }, { 'Idempotency-Key': newKey() });
    const problem = await expectProblem(bad, 400, 'invalid_request') as { errors?: Array<{ path: string }> };
    expect(problem.errors?.map((e) => e.path)).toEqual(['locale']);
    expect(upstream.state.orderCalls).toHaveLength(1);
  });

  it('makes one upstream order for a double submit and replays the same answer', async () => {
    const { post } = await bffApp();
    const key = newKey();
    const first = await (await post('/api/orders', checkout, { 'Idempotency-Key': key })).json();
    const again = await post('/api/orders', checkout, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(upstream.state.orderCalls).toHaveLength(1);
  });

  it('makes one upstream order for concurrent requests with one key', async () => {
    const { post } = await bffApp();
    const held = upstream.state.orderGate = upstreamGate();
    const key = newKey();
    const asked = Promise.all(Array.from({ length: 5 }, () => post('/api/orders', checkout, { 'Idempotency-Key': key })));
    await held.entered;
    held.open();
    const answers = await asked;
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(upstream.state.orderCalls).toHaveLength(1);
  });

  it('gives a retry that comes while the first request is upstream the same answer, spending the share once', async () => {
    const { post } = await bffApp();
    const held = upstream.state.orderGate = upstreamGate();
    const key = newKey();
    const first = post('/api/orders', checkout, { 'Idempotency-Key': key });
    await held.entered;
    // The job is stored and its call is upstream: these find it, and must wait for its answer, not a checkout.
    const retries = Array.from({ length: 4 }, () => post('/api/orders', checkout, { 'Idempotency-Key': key }));
    held.open();
    const answers = await Promise.all([first, ...retries]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(upstream.state.orderCalls).toHaveLength(1);
    const another = await post('/api/orders', { ...checkout, plate: 'W 777C' }, { 'Idempotency-Key': newKey() });
    expect(another.status).toBe(201);
  });

  it('refuses the same key with a different order (422 idempotency_key_reused)', async () => {
    const { post } = await bffApp();
    const key = newKey();
    await post('/api/orders', checkout, { 'Idempotency-Key': key });
    const res = await post('/api/orders', { ...checkout, plate: 'W 999B' }, { 'Idempotency-Key': key });
    await expectProblem(res, 422, 'idempotency_key_reused');
    expect(upstream.state.orderCalls).toHaveLength(1);
  });

  it('passes a 409 duplicate_order on and never retries it', async () => {
    const { post } = await bffApp();
    const res = await post('/api/orders', { ...checkout, plate: 'DUP 1' }, { 'Idempotency-Key': newKey() });
    await expectProblem(res, 409, 'duplicate_order');
    expect(upstream.state.orderCalls).toHaveLength(1);
  });

  it("passes other upstream 4xx problems on with their code (vin_required)", async () => {
    const { post } = await bffApp();
    const res = await post('/api/orders', { ...checkout, product: 'vignette-ro-30-days', vehicle_country: 'RO', plate: 'B 123 ABC' },
      { 'Idempotency-Key': newKey() });
    await expectProblem(res, 400, 'vin_required');
    expect(upstream.state.orderCalls).toHaveLength(1);
  });

  it('answers 202 on an upstream 5xx and retries once a minute with the same upstream key until created (spec 4)', async () => {
    const { post, clock, runDue } = await bffApp();
    upstream.state.orderFaults = [503, 500];
    const key = newKey();
    const first = await post('/api/orders', checkout, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    const accepted = CheckoutAccepted.parse(await first.json());
    expect(accepted.checkout).toMatchObject({ state: 'confirming', attempts: 1, order: null, problem: null });

    clock.now += 59_000;
    await runDue();
    expect(upstream.state.orderCalls).toHaveLength(1);
    clock.now += 1_000;
    await runDue();
    expect(upstream.state.orderCalls).toHaveLength(2);
    clock.now += 60_000;
    await runDue();
    expect(upstream.state.orderCalls).toHaveLength(3);
    expect(new Set(upstream.state.orderCalls.map((c) => c.key)).size).toBe(1);

    const replay = await post('/api/orders', checkout, { 'Idempotency-Key': key });
    expect(replay.status).toBe(201);
    const created = CheckoutCreated.parse(await replay.json());
    expect(created.access_token).toBe(accepted.access_token);
    expect(created.order.id).toBe('ord_1');
  });

  it('gives up after the 5th attempt, says so with nothing charged, and never tries that key again', async () => {
    const { app, post, clock, runDue } = await bffApp();
    upstream.state.orderFaults = [500, 502, 503, 504, 500, 500];
    const key = newKey();
    const accepted = CheckoutAccepted.parse(await (await post('/api/orders', checkout, { 'Idempotency-Key': key })).json());
    for (let minute = 1; minute <= 5; minute++) {
      clock.now += 60_000;
      await runDue();
    }
    expect(upstream.state.orderCalls).toHaveLength(5);
    const where = `/api/checkouts/${accepted.checkout.checkout_id}?token=${accepted.access_token}`;
    const progress = CheckoutProgress.parse(await (await app.request(where)).json());
    expect(progress).toMatchObject({ state: 'given_up', attempts: 5, order: null, problem: { code: 'checkout_given_up' } });
    expect(progress.problem?.detail).toMatch(/Nothing was charged/);
    const again = await post('/api/orders', checkout, { 'Idempotency-Key': key });
    await expectProblem(again, 409, 'checkout_given_up');
    expect(upstream.state.orderCalls).toHaveLength(5);
  });

  it('takes the upstream\'s 409 idempotency_key_in_use as "not yet", not as a refusal, and asks again soon', async () => {
    const { post, clock, runDue } = await bffApp();
    upstream.state.orderFaults = [409];
    const key = newKey();
    expect((await post('/api/orders', checkout, { 'Idempotency-Key': key })).status).toBe(202);
    // The earlier request upstream is done within one request's time: asked again after 10 s, not a minute.
    clock.now += 10_000;
    await runDue();
    expect((await post('/api/orders', checkout, { 'Idempotency-Key': key })).status).toBe(201);
  });

  it('streams a queued checkout until it is created, the last event whole before the stream ends', async () => {
    const { app, post, clock, runDue } = await bffApp();
    upstream.state.orderFaults = [503];
    const accepted = CheckoutAccepted.parse(await (await post('/api/orders', checkout, { 'Idempotency-Key': newKey() })).json());
    const res = await app.request(`/api/checkouts/${accepted.checkout.checkout_id}/events?token=${accepted.access_token}`);
    const stream = sseReader(res);
    expect(CheckoutProgress.parse(JSON.parse((await stream.next()).data))).toMatchObject({ state: 'confirming', attempts: 1 });
    clock.now += 60_000;
    await runDue();
    const last = await stream.next();
    expect(last.event).toBe('checkout');
    expect(CheckoutProgress.parse(JSON.parse(last.data))).toMatchObject({ state: 'created', attempts: 2, order: { id: 'ord_1' } });
    await expect(stream.next()).rejects.toThrow('stream ended');
  });

  it('says what a queued checkout places (product, vehicle, start date) and nothing more personal, after a reload too', async () => {
    const { app, post } = await bffApp();
    upstream.state.orderFaults = [503];
    const personal = { ...checkout, vin: 'WVWZZZ1JZXW000001', phone: '+43 660 1234567', last_name: 'Berger' };
    const accepted = CheckoutAccepted.parse(await (await post('/api/orders', personal, { 'Idempotency-Key': newKey() })).json());
    const draft = { product: 'vignette-at-10-days', vehicle: { plate: 'W 12345A', country: 'AT', type: 'car' }, start_date: '2026-02-01' };
    expect(accepted.checkout.draft).toEqual(draft);

    // A reload reads it back with the token, then follows it on the stream.
    const { checkout_id: id } = accepted.checkout;
    const read = await (await app.request(`/api/checkouts/${id}?token=${accepted.access_token}`)).json() as unknown;
    expect(CheckoutProgress.parse(read)).toMatchObject({ state: 'confirming', draft });
    expect(JSON.stringify(read)).not.toMatch(/anna@example\.com|Anna|Berger|WVWZZZ1JZXW000001|660 1234567/);
    const stream = sseReader(await app.request(`/api/checkouts/${id}/events?token=${accepted.access_token}`));
    expect(CheckoutProgress.parse(JSON.parse((await stream.next()).data)).draft).toEqual(draft);
    await stream.cancel();
  });

  it('answers a checkout only for its own token', async () => {
    const { app, post } = await bffApp();
    upstream.state.orderFaults = [500];
    const accepted = CheckoutAccepted.parse(await (await post('/api/orders', checkout, { 'Idempotency-Key': newKey() })).json());
    const wrong = await app.request(`/api/checkouts/${accepted.checkout.checkout_id}?token=${'x'.repeat(43)}`);
    await expectProblem(wrong, 404, 'checkout_not_found');
  });

  it('refuses a product that is not in the catalogue, or not for this vehicle, without calling the upstream', async () => {
    const { post } = await bffApp();
    await expectProblem(await post('/api/orders', { ...checkout, product: 'vignette-at-1-year' }, { 'Idempotency-Key': newKey() }),
      400, 'unknown_product');
    await expectProblem(await post('/api/orders', { ...checkout, vehicle_type: 'van' }, { 'Idempotency-Key': newKey() }),
      400, 'vehicle_type_not_available');
    expect(upstream.state.orderCalls).toHaveLength(0);
  });

  it('requires a valid Idempotency-Key and a valid body', async () => {
    const { post } = await bffApp();
    await expectProblem(await post('/api/orders', checkout), 400, 'idempotency_key_required');
    await expectProblem(await post('/api/orders', checkout, { 'Idempotency-Key': 'short' }), 400, 'invalid_idempotency_key');
    await expectProblem(await post('/api/orders', '{"product":', { 'Idempotency-Key': newKey() }), 400, 'invalid_json');
    const invalid = await expectProblem(await post('/api/orders', { ...checkout, email: 'nope', price: 1 }, { 'Idempotency-Key': newKey() }),
      400, 'invalid_request') as { errors?: Array<{ path: string }> };
    expect(invalid.errors?.map((e) => e.path)).toEqual(['email']);
    expect(upstream.state.orderCalls).toHaveLength(0);
  });
});

describe('CORS and request guards on /api', () => {
  it('allows exactly the allowed origins to read, with Vary: Origin always', async () => {
    const { app } = await bffApp();
    const allowed = await app.request('/api/catalogue', { headers: { Origin: PARTNER } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(allowed.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    const server = await app.request('/api/catalogue');
    expect(server.status).toBe(200);
    expect(((await server.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
    expect(server.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(server.headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });

  it('refuses a page of another origin with a 403 that page may read, so its widget can say why', async () => {
    const { app } = await bffApp();
    const other = 'https://not-allowed.example';
    const refused = await app.request('/api/catalogue', { headers: { Origin: other } });
    const body = await expectProblem(refused, 403, 'origin_not_allowed');
    expect(body).not.toHaveProperty('products');
    expect(body.detail).toContain(other);
    expect(body.detail).toContain('BFF_ALLOWED_ORIGINS');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(other);
    expect(refused.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(refused.headers.get('Vary')).toBe('Origin');
    // The BFF's own pages (/embed) are never refused: a read that names their origin passes as their POSTs do.
    expect((await app.request('/api/catalogue', { headers: { Origin: new URL(PUBLIC_URL).origin } })).status).toBe(200);
  });

  it('sends the catalogue compressed to a browser, with a weak ETag that a revalidation matches', async () => {
    const { app } = await bffApp();
    const plain = await app.request('/api/catalogue?locale=de');
    const packed = await app.request('/api/catalogue?locale=de', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(packed.headers.get('Content-Encoding')).toBe('br');
    const bytes = new Uint8Array(await packed.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan((await plain.clone().arrayBuffer()).byteLength);
    expect(brotliDecompressSync(bytes).toString()).toBe(await plain.text());
    expect(packed.headers.get('ETag')).toBe(`W/${plain.headers.get('ETag')}`);
    const again = await app.request('/api/catalogue?locale=de', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': packed.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers preflights for allowed origins only', async () => {
    const { app } = await bffApp();
    const ok = await app.request('/api/orders', {
      method: 'OPTIONS',
      headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(ok.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST');
    expect(ok.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type, Idempotency-Key');
    const refused = await app.request('/api/orders', { method: 'OPTIONS', headers: { Origin: 'http://evil.test' } });
    await expectProblem(refused, 403, 'origin_not_allowed');
  });

  it('refuses POSTs from other or missing origins, accepts its own origin', async () => {
    const { post } = await bffApp();
    const check = { plate: 'W 1', country: 'AT' };
    await expectProblem(await post('/api/validate-vehicle', check, { Origin: 'http://evil.test' }), 403, 'origin_not_allowed');
    const { app } = await bffApp();
    const noOrigin = await app.request('/api/validate-vehicle', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(check),
    });
    await expectProblem(noOrigin, 403, 'origin_not_allowed');
    expect((await post('/api/validate-vehicle', check, { Origin: new URL(PUBLIC_URL).origin })).status).toBe(200);
    expect(upstream.state.validateCalls).toBe(1);
  });

  it('plans a trip for any client, a server without an Origin too (a quote changes nothing), JSON only', async () => {
    const { app } = await bffApp();
    const today = new Date().toISOString().slice(0, 10);
    const trip = { route: [{ country: 'AT' }, { country: 'SI' }], first_day: today, last_day: today, vehicle_type: 'car' };
    const ask = (headers: Record<string, string>, body: string) =>
      app.request('/api/trip-plans', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
    for (const headers of [{}, { Origin: 'http://navigation-app.test' }] as Record<string, string>[]) {
      const answer = await ask(headers, JSON.stringify(trip));
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { countries: { country: string }[] }).countries.map((c) => c.country)).toEqual(['AT', 'SI']);
    }
    await expectProblem(await ask({ 'Content-Type': 'text/plain' }, JSON.stringify(trip)), 415, 'unsupported_media_type');
  });

  it('refuses POSTs that are not JSON with 415', async () => {
    const { post } = await bffApp();
    const res = await post('/api/validate-vehicle', 'plate=W1&country=AT', { 'Content-Type': 'application/x-www-form-urlencoded' });
    await expectProblem(res, 415, 'unsupported_media_type');
    expect(upstream.state.validateCalls).toBe(0);
  });

  it('refuses bodies over 16 KB with 413', async () => {
    const { post } = await bffApp();
    const res = await post('/api/validate-vehicle', { plate: 'W 1', country: 'AT', padding: 'x'.repeat(20_000) });
    await expectProblem(res, 413, 'payload_too_large');
    expect(upstream.state.validateCalls).toBe(0);
  });

  it("reports a refused partner key as 502 upstream_auth_failed, without the key", async () => {
    const { post } = await bffApp({ env: { BFF_API_KEY: 'sk_test_revoked_key' } });
    const body = await expectProblem(await post('/api/validate-vehicle', { plate: 'W 1', country: 'AT' }), 502, 'upstream_auth_failed');
    expect(JSON.stringify(body)).not.toContain('sk_test_revoked_key');
    expect(upstream.state.authFailures).toBe(1);
  });

  it('answers unknown routes with a 404 problem: it is not a proxy', async () => {
    const { app } = await bffApp();
    await expectProblem(await app.request('/public/products'), 404, 'not_found');
    await expectProblem(await app.request('/api/users'), 404, 'not_found');
  });
});

/** Reads Server-Sent Events from a fetch response. */
function sseReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<{ event: string; data: string; id: string }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':')).map((l) => {
            const i = l.indexOf(':');
            return [l.slice(0, i), l.slice(i + 1).trimStart()];
          }));
          if (fields.event) return fields as { event: string; data: string; id: string };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('webhooks, order events and the confirmation PDF (real server)', () => {
  async function running(env: Record<string, string> = {}, warnings: string[] = []) {
    const dir = tempDir();
    const bff = await startBff(settingsFor(dir, { BFF_PORT: '0', BFF_PUBLIC_URL: '', ...env }),
      { log: { info: () => {}, warn: (message) => warnings.push(message), error: () => {} } });
    cleanups.push(() => bff.close());
    const created = CheckoutCreated.parse(await (await fetch(`${bff.url}/api/orders`, {
      method: 'POST',
      headers: { Origin: PARTNER, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(checkout),
    })).json());
    return { bff, created, order: upstream.state.orders.get(created.order.id)! };
  }

  function orderEvent(order: Order, status: OrderStatus, version: number, pdf: string | null = null) {
    const next: Order = { ...order, status, version, cars: order.cars.map((car) => ({ ...car, pdf })) };
    return OrderStatusChanged.parse({
      type: 'ORDER_STATUS_CHANGED', timestamp: new Date().toISOString(),
      data: { order_id: order.id, status, previous_status: order.status, version, order: next },
    });
  }

  let webhookCounter = 0;
  function deliver(
    url: string,
    event: unknown,
    options: { id?: string; at?: Date; secret?: string; signature?: string } = {},
  ) {
    const body = JSON.stringify(event);
    const id = options.id ?? `msg_${++webhookCounter}`;
    const at = options.at ?? new Date();
    const signature = options.signature ?? new Webhook(options.secret ?? SECRET).sign(id, at, body);
    return fetch(`${url}/webhooks/partner-api`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    });
  }

  const eventsUrl = (
    bff: { url: string },
    created: { order: { id: string }; access_token: string },
    token = created.access_token,
  ) => `${bff.url}/api/orders/${created.order.id}/events?token=${token}`;

  it('pushes a verified webhook to an open event stream, newest version only', async () => {
    const { bff, created, order } = await running();
    const res = await fetch(eventsUrl(bff, created), { headers: { Origin: PARTNER } });
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    const stream = sseReader(res);
    const first = await stream.next();
    expect(first.event).toBe('order');
    expect(CheckoutOrder.parse(JSON.parse(first.data))).toMatchObject({ status: 'CREATED', version: 1 });

    expect((await deliver(bff.url, orderEvent(order, 'PENDING', 2))).status).toBe(204);
    const pending = CheckoutOrder.parse(JSON.parse((await stream.next()).data));
    expect(pending).toMatchObject({ status: 'PENDING', version: 2, confirmation_url: null });

    const pdf = `${upstream.url()}/public/orders/${order.id}/cars/0/confirmation.pdf`;
    expect((await deliver(bff.url, orderEvent(order, 'ACTIVE', 3, pdf))).status).toBe(204);
    const active = CheckoutOrder.parse(JSON.parse((await stream.next()).data));
    expect(active.status).toBe('ACTIVE');
    expect(active.confirmation_url).toMatch(new RegExp(`^${bff.url}/api/orders/${order.id}/confirmation\\.pdf\\?key=[\\w-]{43}$`));
    expect(active.confirmation_url).not.toContain(created.access_token);
    await stream.cancel();

    const file = await fetch(active.confirmation_url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 test');
  });

  it('never lets an older version or a repeated webhook-id overwrite a newer order', async () => {
    const { bff, created, order } = await running();
    expect((await deliver(bff.url, orderEvent(order, 'ACTIVE', 3), { id: 'msg_fixed' })).status).toBe(204);
    expect((await deliver(bff.url, orderEvent(order, 'PENDING', 2))).status).toBe(204);
    // Same id, newer content: the id counts once, so this is ignored.
    expect((await deliver(bff.url, orderEvent(order, 'REFUNDED', 4), { id: 'msg_fixed' })).status).toBe(204);
    const stream = sseReader(await fetch(eventsUrl(bff, created)));
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ status: 'ACTIVE', version: 3 });
    await stream.cancel();
  });

  it('refuses unsigned, wrongly signed and stale webhooks with 401 invalid_signature', async () => {
    const { bff, order } = await running();
    const event = orderEvent(order, 'PENDING', 2);
    await expectProblem(await deliver(bff.url, event, { signature: '' }), 401, 'invalid_signature');
    await expectProblem(await deliver(bff.url, event, { secret: 'whsec_b3RoZXItc2VjcmV0LW9mLXNvbWVvbmUtZWxzZQ==' }), 401, 'invalid_signature');
    await expectProblem(await deliver(bff.url, event, { at: new Date(Date.now() - 6 * 60_000) }), 401, 'invalid_signature');
    const unsigned = await fetch(`${bff.url}/webhooks/partner-api`, { method: 'POST', body: JSON.stringify(event) });
    await expectProblem(unsigned, 401, 'invalid_signature');
  });

  it('accepts event types it does not know and ignores them', async () => {
    const { bff } = await running();
    const res = await deliver(bff.url, { type: 'PARTNER_DEBT_CHANGED', timestamp: new Date().toISOString(), data: { amount: 1 } });
    expect(res.status).toBe(204);
    await expectProblem(await deliver(bff.url, { type: 'ORDER_STATUS_CHANGED', timestamp: 'x', data: {} }), 400, 'invalid_request');
  });

  it('tells the operator about a debt notice, once per delivery id', async () => {
    const warnings: string[] = [];
    const { bff } = await running({}, warnings);
    warnings.length = 0;
    const notice = PartnerDebtNotice.parse({
      type: 'PARTNER_DEBT_NOTICE', timestamp: new Date().toISOString(),
      data: { debt: { amount: 201320, currency: 'EUR' }, amount_due: { amount: 201320, currency: 'EUR' }, due_at: '2026-11-25T10:00:00.000Z', reason: 'threshold_reached', invoice: null },
    });
    expect((await deliver(bff.url, notice, { id: 'msg_debt_1' })).status).toBe(204);
    expect((await deliver(bff.url, notice, { id: 'msg_debt_1' })).status).toBe(204);
    expect(warnings).toEqual(['Partner API debt notice: the debt reached the threshold; pay 2013.20 EUR by 2026-11-25T10:00:00.000Z or API access (and this checkout) stops.']);
  });

  it('answers 404 order_not_found to a wrong token or an unknown order', async () => {
    const { bff, created } = await running();
    await expectProblem(await fetch(eventsUrl(bff, created, 'A'.repeat(43))), 404, 'order_not_found');
    await expectProblem(await fetch(eventsUrl(bff, created, '')), 404, 'order_not_found');
    await expectProblem(await fetch(`${bff.url}/api/orders/ord_404/events?token=${created.access_token}`), 404, 'order_not_found');
    const pdf = await fetch(`${bff.url}/api/orders/${created.order.id}/confirmation.pdf?key=${'B'.repeat(43)}`);
    await expectProblem(pdf, 404, 'order_not_found');
  });

  it("opens the PDF with its link's key alone: the key changes nothing, and the access token is no PDF key", async () => {
    const { bff, created, order } = await running();
    await deliver(bff.url, orderEvent(order, 'ACTIVE', 2, `${upstream.url()}/public/orders/${order.id}/cars/0/confirmation.pdf`));
    const detail = await fetch(`${bff.url}/api/orders/${order.id}?token=${created.access_token}`, { headers: { Origin: PARTNER } });
    const link = new URL(CheckoutOrder.parse(await detail.json()).confirmation_url!);
    const key = link.searchParams.get('key')!;
    expect((await fetch(link)).status).toBe(200);

    const post = (action: string, body: object) => fetch(`${bff.url}/api/orders/${order.id}/${action}`, {
      method: 'POST', headers: { Origin: PARTNER, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    await expectProblem(await post('modify', { token: key, plate: 'W99999Z' }), 404, 'order_not_found');
    await expectProblem(await post('cancel', { token: key }), 404, 'order_not_found');
    await expectProblem(await fetch(`${bff.url}/api/orders/${order.id}?token=${key}`), 404, 'order_not_found');
    await expectProblem(await fetch(eventsUrl(bff, created, key)), 404, 'order_not_found');
    const withToken = `${bff.url}/api/orders/${order.id}/confirmation.pdf?token=${created.access_token}`;
    await expectProblem(await fetch(withToken), 404, 'order_not_found');
    const other = CheckoutCreated.parse(await (await fetch(`${bff.url}/api/orders`, {
      method: 'POST',
      headers: { Origin: PARTNER, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(checkout),
    })).json()).order;
    await deliver(bff.url, orderEvent(upstream.state.orders.get(other.id)!, 'ACTIVE', 2, `${upstream.url()}/public/orders/${other.id}/cars/0/confirmation.pdf`));
    await expectProblem(await fetch(`${bff.url}/api/orders/${other.id}/confirmation.pdf?key=${key}`), 404, 'order_not_found');
    expect(upstream.state.orders.get(order.id)?.cars[0]?.plate).toBe(order.cars[0]?.plate);
  });

  it('serves no confirmation before ACTIVE, and never sends the key off the upstream origin', async () => {
    const { bff, created, order } = await running();
    const key = confirmationLinks(API_KEY).keyFor(created.order.id);
    const url = `${bff.url}/api/orders/${created.order.id}/confirmation.pdf?key=${key}`;
    await expectProblem(await fetch(url), 404, 'confirmation_not_ready');
    await deliver(bff.url, orderEvent(order, 'ACTIVE', 2, 'http://elsewhere.test/file.pdf'));
    await expectProblem(await fetch(url), 502, 'upstream_bad_response');
    expect(upstream.state.pdfCalls).toBe(0);
  });

  it('ends open event streams when closed', async () => {
    const { bff, created } = await running();
    const stream = sseReader(await fetch(eventsUrl(bff, created)));
    await stream.next();
    cleanups.pop();
    await bff.close();
    await expect(stream.next()).rejects.toThrow();
  });
});

describe('widget files and the /embed page', () => {
  it('serves widget.js briefly cached and hashed assets immutable, to any origin', async () => {
    const { app } = await bffApp({ widget: true });
    const loader = await app.request('/widget.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(loader.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(loader.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const asset = await app.request('/assets/embed-9f8e7d.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const missing = await app.request('/assets/nope.js');
    await expectProblem(missing, 404, 'not_found');
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
    await expectProblem(await app.request('/assets/..%2F.vite%2Fmanifest.json'), 404, 'not_found');
  });

  it('renders the iframe page with the bridge from the manifest, framable by the allowed origins only', async () => {
    const { app } = await bffApp({ widget: true, env: { BFF_ALLOWED_ORIGINS: `${PARTNER},https://shop.example` } });
    const res = await app.request('/embed?locale=en&country=at&product=vignette-at-10-days&theme=dark');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${PARTNER} https://shop.example`);
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport"');
    // The bridge, then widget.js inline, both modules (they run in that order), the loader allowed by its own hash
    // (sha256 of the test build's widget.js text).
    expect(html).toContain(`<script type="module" src="${PUBLIC_URL}/assets/embed-9f8e7d.js"></script>\n`
      + '<script type="module">customElements.get("road-checkout");</script>');
    expect(csp).toContain(`'sha256-${createHash('sha256').update('customElements.get("road-checkout");').digest('base64')}'`);
    expect(html).toContain(`<road-checkout locale="en" country="AT" product="vignette-at-10-days" theme="dark" api-base="${PUBLIC_URL}">`);
  });

  it('lets the iframe page frame payment pages of the upstream\'s origin, or of BFF_PAYMENT_ORIGIN when set', async () => {
    const frameSrc = async (env: Record<string, string>) => {
      const { app } = await bffApp({ widget: true, env });
      const csp = (await app.request('/embed?locale=en')).headers.get('Content-Security-Policy') ?? '';
      return csp.split('; ').find((d) => d.startsWith('frame-src'));
    };
    expect(await frameSrc({})).toBe(`frame-src ${new URL(upstream.url()).origin}`);
    expect(await frameSrc({ BFF_PAYMENT_ORIGIN: 'https://pay.service.example' })).toBe('frame-src https://pay.service.example');
  });

  it('lets the browser keep the iframe page as long as widget.js, compressed, and answers a revalidation with 304', async () => {
    const { app } = await bffApp({ widget: true });
    const url = '/embed?locale=de-AT&country=AT';
    const plain = await app.request(url);
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    const page = await plain.text();
    expect(page).toContain('<road-checkout locale="de-AT" country="AT"');
    const etag = plain.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const br = await app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('ETag')).toBe(etag);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gzip = await app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);

    const again = await app.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another query is another page: its own tag.
    const other = await app.request('/embed?locale=cs', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('ETag')).not.toBe(etag);
  });

  it('never refuses embed options: an unknown locale is English, an unknown theme light, markup left off', async () => {
    const { app } = await bffApp({ widget: true });
    const res = await app.request('/embed?locale=xx-!!&country=DE&product=%3Cscript%3E&theme=pink');
    expect(res.status).toBe(200);
    // DE is not sold: the widget passes it over and tells the host, as in a script tag.
    expect(await res.text()).toContain('<road-checkout locale="en" country="DE" theme="light" api-base=');
  });

  it('answers 404 widget_not_built without a build, and says so at start', async () => {
    const { app, warnings } = await bffApp();
    await expectProblem(await app.request('/widget.js'), 404, 'widget_not_built');
    await expectProblem(await app.request('/assets/app-1.js'), 404, 'widget_not_built');
    await expectProblem(await app.request('/embed'), 404, 'widget_not_built');
    expect(warnings.join('\n')).toContain('npm run build');
  });
});

describe('operations: health, request ids, metrics, headers, compression', () => {
  it('answers /healthz, and /readyz with the database and the upstream checked', async () => {
    const { app } = await bffApp();
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await opsRequest(app, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', upstream: 'ok' }, partner: 'ok' });
  });

  it('is not ready when the upstream does not answer at all', async () => {
    const { app } = await bffApp({ env: { BFF_UPSTREAM_URL: 'http://127.0.0.1:9' } });
    const ready = await opsRequest(app, '/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'ok', upstream: 'unreachable' } });
  });

  it('echoes a usable X-Request-Id and makes one for requests without, or with a forged one', async () => {
    const { app } = await bffApp();
    expect((await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-42.a' } })).headers.get('X-Request-Id')).toBe('lb-42.a');
    const made = (await app.request('/healthz')).headers.get('X-Request-Id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const forged = (await app.request('/healthz', { headers: { 'X-Request-Id': 'x'.repeat(101) } })).headers.get('X-Request-Id');
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each request once with its request id and route pattern, never the order id or token of the path', async () => {
    const { app, logged } = await bffApp();
    const res = await app.request('/api/orders/ord_secret/events?token=tok_secret_123456789');
    expect(res.status).toBe(404);
    expect(logged).toEqual([{
      msg: 'request', request_id: res.headers.get('X-Request-Id'), method: 'GET', route: '/api/orders/:id/events',
      status: 404, ms: expect.any(Number),
    }]);
    await app.request('/api/catalogue');
    await app.request('/healthz');
    expect(logged).toHaveLength(1);
  });

  it('counts upstream calls by route pattern and requests by route in Prometheus text', async () => {
    const { app } = await bffApp();
    await app.request('/api/catalogue');
    const res = await opsRequest(app, '/metrics');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('bff_upstream_requests_total{route="GET /public/products",status="200"} 1');
    expect(text).toContain('bff_upstream_requests_total{route="GET /public/products/status",status="200"} 1');
    expect(text).toContain('bff_http_requests_total{method="GET",route="/api/catalogue",status="200"} 1');
    expect(text).toContain('bff_sse_connections 0');
  });

  it('sends nosniff and a referrer policy on answers, errors and assets alike', async () => {
    const { app } = await bffApp({ widget: true });
    for (const path of ['/api/catalogue', '/widget.js', '/nothing-here']) {
      const res = await app.request(path);
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves widget assets brotli or gzip compressed as the browser accepts, with a validator', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { app } = await bffApp({ widget: true });
    const original = 'customElements.get("road-checkout");';
    const br = await app.request('/widget.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(original);
    const gz = await app.request('/widget.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);
    const plain = await app.request('/widget.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(original);
    const again = await app.request('/widget.js', { headers: { 'If-None-Match': plain.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });
});

const place = (post: Awaited<ReturnType<typeof bffApp>>['post'], plate: string) =>
  post('/api/orders', { ...checkout, plate }, { 'Idempotency-Key': newKey() });

describe('per-client limits and the partner standing', () => {
  it('refuses order creations past the per-minute limit with 429 and Retry-After, and allows again next minute', async () => {
    // The whole quota to this client, so only the request limit is in play.
    const { post, clock } = await bffApp({
      env: { BFF_CLIENT_ORDERS_PER_MINUTE: '2', BFF_CLIENT_UNPAID_ORDERS: '10', BFF_CLIENT_SHARE: '1' },
    });
    clock.now = Date.UTC(2026, 0, 10, 10, 0, 0);
    expect((await place(post, 'W 1A')).status).toBe(201);
    expect((await place(post, 'W 2A')).status).toBe(201);
    const third = await place(post, 'W 3A');
    await expectProblem(third, 429, 'rate_limited');
    expect(third.headers.get('Retry-After')).toBe('60');
    expect(upstream.state.orderCalls).toHaveLength(2);
    clock.now += 60_000;
    expect((await place(post, 'W 3A')).status).toBe(201);
  });

  it('caps the unpaid orders one client holds open at once', async () => {
    const { post } = await bffApp({ env: { BFF_CLIENT_UNPAID_ORDERS: '2' } });
    expect((await place(post, 'W 1A')).status).toBe(201);
    expect((await place(post, 'W 2A')).status).toBe(201);
    await expectProblem(await place(post, 'W 3A'), 429, 'too_many_unpaid_orders');
    expect(upstream.state.orderCalls).toHaveLength(2);
  });

  it('lets a shopper at the unpaid limit drop one of their waiting orders with its token, and then order', async () => {
    // The whole quota to this client, so only the unpaid limit is in play.
    const { post } = await bffApp({ env: { BFF_CLIENT_UNPAID_ORDERS: '2', BFF_CLIENT_SHARE: '1' } });
    const first = await (await place(post, 'W 1A')).json() as { order: { id: string }; access_token: string };
    expect((await place(post, 'W 2A')).status).toBe(201);
    await expectProblem(await place(post, 'W 3A'), 429, 'too_many_unpaid_orders');
    // Another order's token proves nothing: the same 404 as an unknown order.
    await expectProblem(await post(`/api/orders/${first.order.id}/abandon`, { token: 'x'.repeat(32) }), 404, 'order_not_found');
    await expectProblem(await post(`/api/orders/${first.order.id}/abandon`, {}), 400, 'invalid_request');
    const dropped = await post(`/api/orders/${first.order.id}/abandon`, { token: first.access_token });
    expect(dropped.status).toBe(204);
    expect((await place(post, 'W 3A')).status).toBe(201);
    expect(upstream.state.orderCalls).toHaveLength(3);
  });

  it('refuses plate checks past the per-minute limit before they reach the upstream', async () => {
    const { post } = await bffApp({ env: { BFF_CLIENT_VEHICLE_CHECKS_PER_MINUTE: '2' } });
    const check = () => post('/api/validate-vehicle', { plate: 'W 1A', country: 'AT' });
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    await expectProblem(await check(), 429, 'rate_limited');
    expect(upstream.state.validateCalls).toBe(2);
  });

  it('tells shoppers that sales are paused when the partner is cut off for debt, logs it once, and reports it', async () => {
    const { post, app, warnings } = await bffApp();
    upstream.state.orderFaults.push(403, 403);
    const body = await expectProblem(await place(post, 'W 1A'), 503, 'sales_paused');
    expect(body.detail).toBe('Nothing was charged. Please try again later.');
    await expectProblem(await place(post, 'W 2A'), 503, 'sales_paused');
    expect(warnings.filter((w) => w.includes('disabled the partner'))).toHaveLength(1);
    expect(upstream.state.orderCalls).toHaveLength(2);
    expect(await (await opsRequest(app, '/readyz')).json()).toMatchObject({ status: 'ready', partner: 'disabled' });
  });
});

describe("fair shares of the partner's upstream quota (Standard: 50 plate checks, 10 order creations a minute)", () => {
  const from = (client: string) => ({ 'X-Forwarded-For': client });

  it('lets one client spend 10 of the 50 plate checks, then 429 client_share_exceeded; others are served', async () => {
    const { post, clock } = await bffApp({ env: { BFF_TRUSTED_PROXIES: '1' } });
    const check = (client: string) => post('/api/validate-vehicle', { plate: 'W 1A', country: 'AT' }, from(client));
    for (let i = 0; i < 10; i++) expect((await check('198.51.100.1')).status).toBe(200);
    const refused = await check('198.51.100.1');
    await expectProblem(refused, 429, 'client_share_exceeded');
    expect(refused.headers.get('Retry-After')).toBe('61');
    expect((await check('198.51.100.2')).status).toBe(200);
    expect(upstream.state.validateCalls).toBe(11);
    clock.now += 61_000;
    expect((await check('198.51.100.1')).status).toBe(200);
  });

  it("spends nothing of a client's share on a plate check the partner's spent quota kept from the upstream", async () => {
    const { post, clock } = await bffApp({ env: { BFF_TRUSTED_PROXIES: '1' } });
    const check = (client: string) => post('/api/validate-vehicle', { plate: 'W 1A', country: 'AT' }, from(client));
    for (let client = 1; client <= 5; client++) {
      for (let i = 0; i < 10; i++) expect((await check(`198.51.100.${client}`)).status).toBe(200);
    }
    clock.now += 30_000;
    // All 50 are spent for 31 s more: a sixth client waits for the partner's quota, never for its own share.
    for (let i = 0; i < 11; i++) await expectProblem(await check('203.0.113.6'), 503, 'quota_wait');
    expect(upstream.state.validateCalls).toBe(50);
  });

  it('lets one client create 2 of the 10 orders, replays of them free, then 429; another client is served', async () => {
    const { post } = await bffApp({ env: { BFF_TRUSTED_PROXIES: '1' } });
    const keys = [newKey(), newKey(), newKey()];
    const order = (client: string, key: string, plate: string) =>
      post('/api/orders', { ...checkout, plate }, { 'Idempotency-Key': key, ...from(client) });
    expect((await order('198.51.100.1', keys[0]!, 'W 1A')).status).toBe(201);
    expect((await order('198.51.100.1', keys[1]!, 'W 2A')).status).toBe(201);
    expect((await order('198.51.100.1', keys[0]!, 'W 1A')).status).toBe(201);
    const refused = await order('198.51.100.1', keys[2]!, 'W 3A');
    await expectProblem(refused, 429, 'client_share_exceeded');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(60);
    expect((await order('198.51.100.2', newKey(), 'W 4A')).status).toBe(201);
    expect(upstream.state.orderCalls).toHaveLength(3);
  });
});

describe('open status streams per client (real server)', () => {
  it('refuses 2,000 streams from one client past its limit while another client is still served', async () => {
    const dir = tempDir();
    const bff = await startBff(settingsFor(dir, { BFF_PORT: '0', BFF_PUBLIC_URL: '', BFF_TRUSTED_PROXIES: '1' }),
      { log: { info: () => {}, warn: () => {}, error: () => {} } });
    cleanups.push(() => bff.close());
    const created = CheckoutCreated.parse(await (await fetch(`${bff.url}/api/orders`, {
      method: 'POST',
      headers: { Origin: PARTNER, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(checkout),
    })).json());
    const url = `${bff.url}/api/orders/${created.order.id}/events?token=${created.access_token}`;
    const open = (client: string) => fetch(url, { headers: { 'X-Forwarded-For': client } });

    // In waves of 100, so the kernel's listen backlog, not our limit, never refuses one.
    const flood: Response[] = [];
    for (let wave = 0; wave < 20; wave++) flood.push(...await Promise.all(Array.from({ length: 100 }, () => open('198.51.100.7'))));
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1_980);
    const refused = flood.find((r) => r.status === 429)!;
    expect(refused.headers.get('Retry-After')).toBe('5');

    const other = await open('203.0.113.9');
    expect(other.status).toBe(200);
    for (const res of [...flood, other]) await res.body?.cancel();
  });
});

describe('reconciling orders whose webhooks never come', () => {
  it('reads a watched order from the upstream after a minute without news, and pushes the newer version', async () => {
    const { app, post, clock, runDue } = await bffApp();
    const created = CheckoutCreated.parse(await (await place(post, 'W 1A')).json());
    const stream = sseReader(await app.request(`/api/orders/${created.order.id}/events?token=${created.access_token}`));
    expect(CheckoutOrder.parse(JSON.parse((await stream.next()).data))).toMatchObject({ status: 'CREATED', version: 1 });

    // The upstream moves on; its webhook is lost.
    const upstreamOrder = upstream.state.orders.get(created.order.id)!;
    upstream.state.orders.set(created.order.id, { ...upstreamOrder, status: 'PENDING', version: 2 });
    await runDue();
    clock.now += 59_000;
    await runDue();
    expect(upstream.state.orderReads).toBe(0);
    clock.now += 1_000;
    await runDue();
    expect(upstream.state.orderReads).toBe(1);
    expect(CheckoutOrder.parse(JSON.parse((await stream.next()).data))).toMatchObject({ status: 'PENDING', version: 2 });
    await stream.cancel();
  });

  it('keeps reading a watched paid order the provider failed (DELETED) until its refund, whose webhook was lost', async () => {
    const { app, post, clock, runDue } = await bffApp();
    const created = CheckoutCreated.parse(await (await place(post, 'W 1A')).json());
    const stream = sseReader(await app.request(`/api/orders/${created.order.id}/events?token=${created.access_token}`));
    await stream.next();
    const upstreamOrder = upstream.state.orders.get(created.order.id)!;
    upstream.state.orders.set(created.order.id, { ...upstreamOrder, status: 'DELETED', paid: true, order_has_been_paid: true, version: 2 });
    await runDue();
    clock.now += 60_000;
    await runDue();
    expect(CheckoutOrder.parse(JSON.parse((await stream.next()).data))).toMatchObject({ status: 'DELETED', paid: true, version: 2 });

    // Support refunds it; that webhook is lost too.
    upstream.state.orders.set(created.order.id, { ...upstreamOrder, status: 'REFUNDED', paid: true, order_has_been_paid: true, version: 3 });
    await runDue();
    clock.now += 60_000;
    await runDue();
    expect(upstream.state.orderReads).toBe(2);
    expect(CheckoutOrder.parse(JSON.parse((await stream.next()).data))).toMatchObject({ status: 'REFUNDED', version: 3 });
    await stream.cancel();
  });

  it('leaves alone orders nobody watches', async () => {
    const { post, clock, runDue } = await bffApp();
    await place(post, 'W 1A');
    await runDue();
    clock.now += 120_000;
    await runDue();
    expect(upstream.state.orderReads).toBe(0);
  });
});
