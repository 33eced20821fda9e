import { afterEach, describe, expect, it } from 'vitest';
import { createPartnerApiApp } from '../app.ts';
import { KEYS, openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { ROUTE_LIMITS, type RouteKey } from './limits.ts';
import { resolveRoute } from './route-key.ts';

let api: TestApi;
afterEach(async () => api.close());

/** Opens an API with limits enforced, at the start of a one-minute window, so no window ends mid-test. */
function openLimitedApi(): TestApi {
  const limited = openTestApi({ rateLimits: true });
  const now = limited.service.clock.now();
  limited.service.clock.advanceBy(60_000 - (now % 60_000) + 1);
  return limited;
}

/** A concrete request for a table key: `{id}` becomes `id`, other placeholders 0; bodies are empty objects. */
function requestOf(route: RouteKey, id = 'ord_unknown') {
  const [method, keyPath] = route.split(' ') as [string, string];
  const path = (keyPath === '/mcp' ? keyPath : `/public${keyPath}`).replace('{id}', id).replace(/\{\w+\}/g, '0');
  return { path, init: method === 'POST' ? { method, json: {} } : { method } };
}

const call = (route: RouteKey, key: string = KEYS.standard, id?: string) => {
  const { path, init } = requestOf(route, id);
  return api.call(path, { ...init, key, headers: route === 'POST /mcp' ? { Accept: 'application/json, text/event-stream' } : {} });
};

async function expectLimited(route: RouteKey, key: string, limit: number): Promise<void> {
  for (let i = 1; i <= limit; i += 1) {
    const res = await call(route, key);
    await res.body?.cancel();
    expect(res.status, `${route} call ${i} of ${limit}`).not.toBe(429);
    expect(res.headers.get('ratelimit')).toMatch(new RegExp(`;r=${limit - i};t=\\d+$`));
  }
  const refused = await call(route, key);
  expect(refused.status, `${route} call ${limit + 1}`).toBe(429);
  expect(refused.headers.get('content-type')).toBe('application/problem+json');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('ratelimit-policy')).toMatch(new RegExp(`;q=${limit};w=60$`));
  expect(refused.headers.get('ratelimit')).toMatch(/;r=0;t=\d+$/);
  expect(await refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
}

describe('rate limits (spec 8)', () => {
  it('has a limit for every partner route the app serves, whoever added it', () => {
    api = openTestApi();
    const routes = createPartnerApiApp(api.service).routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/public/'))
      .map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(10);
    const unlimited = routes.filter((r) => {
      const [method, path] = r.split(' ') as [string, string];
      return resolveRoute(method, path.replace(/:\w+/g, 'x')) === undefined;
    });
    expect(unlimited).toEqual([]);
  });

  /** Spec section 8, written out: route, Standard, Premium, Enterprise, counted per path id. */
  const SECTION_8 = [
    ['GET /products', 5, 20, 60, false],
    ['GET /products/status', 5, 20, 60, false],
    ['GET /users', 20, 100, 200, false],
    ['GET /users/{id}/orders', 10, 40, 200, true],
    ['POST /orders', 10, 50, 200, false],
    ['GET /orders', 20, 100, 200, false],
    ['GET /orders/{id}', 5, 5, 10, true],
    ['GET /orders/{id}/status', 3, 3, 10, true],
    ['POST /orders/{id}/cancel-pending', 5, 20, 50, true],
    ['POST /orders/{id}/cancel-deferred', 5, 20, 50, true],
    ['POST /validate-vehicle', 50, 200, 500, false],
  ] as const;
  /** Routes the spec leaves open, with the Standard limits the README lists as our choice. */
  const CHOSEN = [
    ['POST /orders/{id}/modify', 5, true],
    ['GET /users/{id}/vehicles', 10, true],
    ['POST /external-orders', 10, false],
    ['POST /external-orders/{id}/cancel', 5, true],
    ['GET /external-orders/{id}', 5, true],
    ['GET /orders/{id}/cars/{index}/confirmation.pdf', 10, true],
    ['POST /mcp', 60, false],
    ['GET /account', 10, false],
    ['GET /webhook-endpoint', 10, false],
    ['PUT /webhook-endpoint', 10, false],
  ] as const;

  it('limits exactly the routes of section 8 and of our own choice', () => {
    expect(Object.keys(ROUTE_LIMITS).sort()).toEqual([...SECTION_8, ...CHOSEN].map(([route]) => route).sort());
  });

  const standardAndChosen = [
    ...SECTION_8.map(([route, limit, , , perId]) => [route, limit, perId] as const),
    ...CHOSEN,
  ];
  it.each(standardAndChosen)(
    '%s allows %i calls a minute on Standard (per id: %s), then answers 429',
    async (route, limit, perId) => {
      api = openLimitedApi();
      await expectLimited(route, KEYS.standard, limit);
      if (perId) {
        const other = await call(route, KEYS.standard, 'ord_other');
        await other.body?.cancel();
        expect(other.status).not.toBe(429);
      }
    },
  );

  it.each(SECTION_8.flatMap(([route, standard, premium, enterprise]) => [
    [route, 'standard', standard] as const,
    [route, 'premium', premium] as const,
    [route, 'enterprise', enterprise] as const,
  ]))('%s allows the %s tier %i calls a minute', async (route, tier, limit) => {
    api = openLimitedApi();
    await expectLimited(route, KEYS[tier], limit);
  });

  it('counts each partner on its own', async () => {
    api = openLimitedApi();
    await expectLimited('GET /products', KEYS.standard, 5);
    expect((await call('GET /products', KEYS.premium)).status).toBe(200);
  });

  it('resets when the sandbox clock passes the minute', async () => {
    api = openLimitedApi();
    await expectLimited('GET /products', KEYS.standard, 5);
    const retryAfter = Number((await call('GET /products')).headers.get('retry-after'));
    const moved = await api.call('/sandbox/clock/advance', { method: 'POST', key: null, json: { seconds: retryAfter } });
    expect(moved.status).toBe(200);
    const res = await call('GET /products');
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit')).toMatch(/;r=4;t=\d+$/);
  });

  it('does not count calls refused for their key', async () => {
    api = openLimitedApi();
    for (const key of [null, 'sk_test_unknown_key_123']) {
      for (let i = 0; i < 6; i += 1) expect((await api.call('/public/products', { key })).status).toBe(401);
    }
    expect((await call('GET /products')).headers.get('ratelimit')).toMatch(/;r=4;/);
  });

  it('stops a refused call before its handler: no order is created over the limit', async () => {
    api = openLimitedApi();
    await expectLimited('POST /orders', KEYS.standard, 10);
    const res = await api.call('/public/orders', { method: 'POST', json: orderInput() });
    expect(res.status).toBe(429);
    expect(api.service.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });

  it('sends the RateLimit headers on successes and errors alike, and counts HEAD as GET', async () => {
    api = openLimitedApi();
    const ok = await api.call('/public/products');
    expect(ok.headers.get('ratelimit-policy')).toBe('"GET_/products";q=5;w=60');
    const notFound = await api.call('/public/orders/ord_nope');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('ratelimit')).toMatch(/^"GET_\/orders\/\{id\}";r=4;t=\d+$/);
    expect((await api.call('/public/products', { method: 'HEAD' })).headers.get('ratelimit')).toMatch(/;r=3;/);
  });
});
