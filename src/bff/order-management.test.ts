import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderModifyInput } from '../contract/order.ts';
import type { OrderStatus } from '../contract/order.ts';
import { problem } from '../contract/problem.ts';
import { CheckoutOrder } from '../contract/widget-api.ts';
import { hashAccessToken } from './access-token.ts';
import { upstreamOrder } from './storage/order-fixture.ts';
import { testStorage } from './storage/test-storage.ts';
import { OrderStore } from './order-store.ts';
import { createBffApp } from './server.ts';
import { loadBffSettings } from './settings.ts';

const API_KEY = 'sk_test_double_key_123';
const PARTNER = 'http://partner.test:4020';
const TOKEN = 'tok_0123456789abcdef0123';

const order = (id: string, status: OrderStatus, overrides: Partial<Order> = {}): Order =>
  Order.parse(upstreamOrder(id, status, { paid: true, version: 3, ...overrides }));

/** The upstream's orders as the spec's routes change them: cancel from its own status only, modify once. */
const upstreamOrders = new Map<string, Order>();
const calls: string[] = [];
const upstream = new Hono();
upstream.use('/public/*', async (c, next) => {
  calls.push(`${c.req.method} ${c.req.path}`);
  if (c.req.header('Authorization') !== `Bearer ${API_KEY}`) return c.json(problem(401, 'unauthorized', 'no'), 401);
  await next();
});
upstream.get('/public/orders/:id', (c) => {
  const found = upstreamOrders.get(c.req.param('id'));
  return found ? c.json(found) : c.json(problem(404, 'order_not_found', 'no'), 404);
});
for (const which of ['deferred', 'pending'] as const) {
  upstream.post(`/public/orders/:id/cancel-${which}`, (c) => {
    const found = upstreamOrders.get(c.req.param('id'))!;
    if (found.status !== which.toUpperCase()) return c.json(problem(409, 'order_not_cancellable', 'no'), 409);
    const cancelled = { ...found, status: 'REFUNDED' as const, version: found.version + 1, refunded_at: '2026-01-10T11:00:00Z' };
    upstreamOrders.set(found.id, cancelled);
    return c.json(cancelled);
  });
}
upstream.post('/public/orders/:id/modify', async (c) => {
  const found = upstreamOrders.get(c.req.param('id'))!;
  const input = OrderModifyInput.parse(await c.req.json());
  const car = {
    ...found.cars[0]!,
    plate: input.plate ?? found.cars[0]!.plate,
    country: input.country ?? found.cars[0]!.country,
  };
  const modified = {
    ...found,
    cars: [car],
    start_date: input.start_date ?? found.start_date,
    can_modify: false,
    version: found.version + 1,
  };
  upstreamOrders.set(found.id, modified);
  return c.json(modified);
});

let server: ServerType;
let upstreamUrl = '';
beforeAll(() => new Promise<void>((resolve) => {
  server = serve({ fetch: upstream.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
    upstreamUrl = `http://127.0.0.1:${info.port}`;
    resolve();
  });
}));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  upstreamOrders.clear();
  calls.length = 0;
});

/** A BFF over a real SQLite file that holds `known` (its copy) while the upstream holds `current`. */
async function bffWith(known: Order, current: Order = known, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bff-manage-'));
  const storage = await testStorage(join(dir, 'data'), Date.now);
  cleanups.push(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await new OrderStore(storage.orders).saveCreatedOrder({ order: known, tokenHash: hashAccessToken(TOKEN) });
  upstreamOrders.set(current.id, current);
  const app = createBffApp(loadBffSettings({
    BFF_UPSTREAM_URL: upstreamUrl, BFF_API_KEY: API_KEY, BFF_ALLOWED_ORIGINS: PARTNER, BFF_PUBLIC_URL: 'http://bff.test:4000',
    BFF_DATA_DIR: join(dir, 'data'), BFF_WIDGET_DIR: join(dir, 'none'), ...env,
  }), { storage, log: { info: () => {}, warn: () => {}, error: () => {} } });
  const post = (path: string, body: unknown) => app.request(path, {
    method: 'POST', headers: { Origin: PARTNER, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  return { app, post };
}

describe('GET /api/orders/{id}?token=', () => {
  it('gives the order back to the widget that holds its token, with the support link', async () => {
    const { app } = await bffWith(order('ord_a', 'PENDING'), order('ord_a', 'PENDING'), { BFF_SUPPORT_URL: 'mailto:help@shop.example' });
    const res = await app.request(`/api/orders/ord_a?token=${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(CheckoutOrder.parse(await res.json())).toMatchObject({
      id: 'ord_a', status: 'PENDING', can_modify: true, support_url: 'mailto:help@shop.example',
    });
  });

  it('answers the same 404 for a wrong token and an unknown order', async () => {
    const { app } = await bffWith(order('ord_a', 'PENDING'));
    for (const path of ['/api/orders/ord_a?token=wrong_token_wrong_token', '/api/orders/ord_zz?token=' + TOKEN, '/api/orders/ord_a']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toMatchObject({ status: 404, code: 'order_not_found' });
    }
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  it.each([['DEFERRED', 'cancel-deferred'], ['PENDING', 'cancel-pending']] as const)(
    'cancels a %s order through %s; it ends REFUNDED', async (status, route) => {
      const { post } = await bffWith(order('ord_c', status));
      const res = await post('/api/orders/ord_c/cancel', { token: TOKEN });
      expect(res.status).toBe(200);
      expect(CheckoutOrder.parse(await res.json())).toMatchObject({ status: 'REFUNDED', version: 4 });
      expect(calls).toEqual(['GET /public/orders/ord_c', `POST /public/orders/ord_c/${route}`]);
    },
  );

  it('decides from the order as the upstream has it now, not from a stale copy', async () => {
    const { post, app } = await bffWith(order('ord_s', 'DEFERRED'), order('ord_s', 'PENDING', { version: 4 }));
    expect((await post('/api/orders/ord_s/cancel', { token: TOKEN })).status).toBe(200);
    expect(calls).toContain('POST /public/orders/ord_s/cancel-pending');
    const after = await (await app.request(`/api/orders/ord_s?token=${TOKEN}`)).json();
    expect(after).toMatchObject({ status: 'REFUNDED', version: 5 });
  });

  it.each(['CREATED', 'ACTIVE', 'REFUNDED'] as const)('refuses a %s order with 409, calling no cancel route', async (status) => {
    const { post } = await bffWith(order('ord_n', status));
    const res = await post('/api/orders/ord_n/cancel', { token: TOKEN });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'order_not_cancellable' });
    expect(calls).toEqual(['GET /public/orders/ord_n']);
  });

  it('says from then on that the shopper cancelled: the refund is theirs, after a reload too', async () => {
    const { post, app } = await bffWith(order('ord_e', 'PENDING'));
    expect(await (await post('/api/orders/ord_e/cancel', { token: TOKEN })).json())
      .toMatchObject({ status: 'REFUNDED', ended_by: 'cancelled' });
    expect(await (await app.request(`/api/orders/ord_e?token=${TOKEN}`)).json())
      .toMatchObject({ status: 'REFUNDED', ended_by: 'cancelled' });
  });

  it('keeps a failure a failure once support refunds it, and says nothing of an order that only went on', async () => {
    const { post, app } = await bffWith(order('ord_f', 'PENDING'), order('ord_f', 'DELETED', { version: 4 }));
    expect((await post('/api/orders/ord_f/cancel', { token: TOKEN })).status).toBe(409);
    // Said of a refund only: a failed order says what it is itself.
    expect(await (await app.request(`/api/orders/ord_f?token=${TOKEN}`)).json()).not.toHaveProperty('ended_by');
    upstreamOrders.set('ord_f', order('ord_f', 'REFUNDED', { version: 5 }));
    expect((await post('/api/orders/ord_f/cancel', { token: TOKEN })).status).toBe(409);
    expect(await (await app.request(`/api/orders/ord_f?token=${TOKEN}`)).json())
      .toMatchObject({ status: 'REFUNDED', version: 5, ended_by: 'failed' });

    const { post: postActive, app: appActive } = await bffWith(order('ord_g', 'PENDING'), order('ord_g', 'ACTIVE', { version: 4 }));
    expect((await postActive('/api/orders/ord_g/cancel', { token: TOKEN })).status).toBe(409);
    expect(await (await appActive.request(`/api/orders/ord_g?token=${TOKEN}`)).json()).not.toHaveProperty('ended_by');
  });

  it('checks the token, the body and the origin before anything reaches the upstream', async () => {
    const { post, app } = await bffWith(order('ord_t', 'PENDING'));
    expect((await post('/api/orders/ord_t/cancel', { token: 'not_the_token_of_it' })).status).toBe(404);
    const bad = await post('/api/orders/ord_t/cancel', {});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_request', errors: [{ path: 'token' }] });
    const foreign = await app.request('/api/orders/ord_t/cancel', {
      method: 'POST', headers: { Origin: 'https://evil.test', 'Content-Type': 'application/json' }, body: JSON.stringify({ token: TOKEN }),
    });
    expect(foreign.status).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe('POST /api/orders/{id}/modify', () => {
  it('changes the plate and start date once, and says the change is used up', async () => {
    const { post } = await bffWith(order('ord_m', 'DEFERRED'));
    const res = await post('/api/orders/ord_m/modify', { token: TOKEN, plate: 'W 999 Z', start_date: '2026-01-25' });
    expect(res.status).toBe(200);
    expect(CheckoutOrder.parse(await res.json())).toMatchObject({
      vehicle: { plate: 'W 999 Z' }, start_date: '2026-01-25', can_modify: false, version: 4,
    });
    const again = await post('/api/orders/ord_m/modify', { token: TOKEN, plate: 'W 998 Z' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'order_not_modifiable' });
  });

  it('refuses an empty change and bad fields with 400 problems', async () => {
    const { post } = await bffWith(order('ord_e', 'ACTIVE'));
    const empty = await post('/api/orders/ord_e/modify', { token: TOKEN });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'invalid_request', title: 'The modification is empty' });
    const bad = await post('/api/orders/ord_e/modify', { token: TOKEN, start_date: '25.01.2026' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ path: 'start_date' }] });
    expect(calls).toEqual([]);
  });
});
