import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerApiApp } from '../app.ts';
import { ROUTE_LIMITS } from '../rate-limit/limits.ts';
import { openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { OPERATIONS } from './operations.ts';

type Json = Record<string, any>;

let api: TestApi;
beforeAll(() => { api = openTestApi(); });
afterAll(async () => api.close());

const operationKeys = () => OPERATIONS.map((op) => `${op.method} ${op.path}`);

async function fetchDocument(): Promise<Json> {
  const res = await api.call('/openapi.json', { key: null });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Json;
}

/** Every `$ref` in the document, with where it sits. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Json).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [{ at, ref: v }] : refsOf(v, `${at}/${k}`)));
}

const resolvePointer = (doc: Json, ref: string): unknown => ref.slice(2).split('/')
  .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
  .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], doc);

describe('GET /openapi.json', () => {
  it('documents the shopper’s locale that an order keeps for its confirmation PDF', async () => {
    const orders = (await fetchDocument()).paths['/public/orders'].post;
    const locale = orders.requestBody.content['application/json'].schema.properties.locale;
    expect(locale).toMatchObject({ type: 'string', maxLength: 35 });
    expect(locale.description).toMatch(/BCP 47.*confirmation PDF is written in it/);
    expect(orders.requestBody.content['application/json'].schema.required).not.toContain('locale');
    expect(orders.responses['200'].content['application/json'].schema.properties.locale.description).toMatch(/confirmation PDF/);
  });

  it('serves an OpenAPI 3.1 document without a key, pointing at the public URL', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: '1.0' });
    expect(doc.servers).toEqual([{ url: 'http://partner-api.test' }]);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('documents every rate-limited route of section 8, every operation once, and resolves every $ref', async () => {
    const doc = await fetchDocument();
    for (const route of Object.keys(ROUTE_LIMITS)) {
      const [method, path] = route.split(' ') as [string, string];
      const documented = doc.paths[path === '/mcp' ? path : `/public${path}`]?.[method.toLowerCase()];
      expect(documented, route).toBeDefined();
      expect(documented.description, route).toMatch(/Rate limit per minute: Standard \d+/);
    }
    expect(new Set(operationKeys()).size).toBe(OPERATIONS.length);
    const ids = Object.values(doc.paths as Json).flatMap((ops) =>
      Object.values(ops as Json).map((op) => (op as Json).operationId),
    );
    expect(new Set(ids).size).toBe(OPERATIONS.length);
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const { at, ref } of refs) {
      expect(ref, at).toMatch(/^#\//);
      expect(resolvePointer(doc, ref), `${at} -> ${ref}`).toBeDefined();
    }
  });

  it('has an operation for every route the app serves under /public, and no operation without a route', () => {
    const served = new Set(createPartnerApiApp(api.service).routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/public/'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`));
    const documented = new Set(operationKeys().filter((k) => k.includes(' /public/')));
    expect([...served].sort()).toEqual([...documented].sort());
    expect(operationKeys()).toContain('post /mcp');
  });
});

describe('real answers match the schema their operation declares', () => {
  let order: { id: string; user_id: string };
  let externalOrder: { id: string };
  beforeAll(async () => {
    order = await (await api.call('/public/orders', { method: 'POST', json: orderInput({}, { start_date: today(api.service, 10) }) })).json() as typeof order;
    externalOrder = await (await api.call('/public/external-orders', {
      method: 'POST', json: { reference_id: 'openapi-check-1', user: orderInput().user, products: orderInput().products },
    })).json() as typeof externalOrder;
  });

  const cases: [string, 'get' | 'post', string, () => string, unknown?][] = [
    ['products (a bare array)', 'get', '/public/products', () => '/public/products?country=at'],
    ['products status', 'get', '/public/products/status', () => '/public/products/status'],
    ['vehicle validation', 'post', '/public/validate-vehicle', () => '/public/validate-vehicle', { plate: 'W 12345 A', country: 'AT' }],
    ['order creation', 'post', '/public/orders', () => '/public/orders', orderInput({}, { vehicle: { plate: 'W 7 C', country: 'AT', type: 'car' } })],
    ['order list', 'get', '/public/orders', () => '/public/orders'],
    ['order detail', 'get', '/public/orders/{id}', () => `/public/orders/${order.id}`],
    ['order status', 'get', '/public/orders/{id}/status', () => `/public/orders/${order.id}/status`],
    ['modify', 'post', '/public/orders/{id}/modify', () => `/public/orders/${order.id}/modify`, { plate: 'W 99 B' }],
    ['users', 'get', '/public/users', () => '/public/users'],
    ['user orders', 'get', '/public/users/{id}/orders', () => `/public/users/${order.user_id}/orders`],
    ['user vehicles', 'get', '/public/users/{id}/vehicles', () => `/public/users/${order.user_id}/vehicles`],
    ['external order creation', 'post', '/public/external-orders', () => '/public/external-orders', { reference_id: 'openapi-check-2', user: orderInput().user, products: orderInput().products }],
    ['external order', 'get', '/public/external-orders/{id}', () => `/public/external-orders/${externalOrder.id}`],
    ['external order cancel', 'post', '/public/external-orders/{id}/cancel', () => `/public/external-orders/${externalOrder.id}/cancel`],
    ['account', 'get', '/public/account', () => '/public/account'],
  ];

  it.each(cases)('%s', async (_name, method, path, url, body) => {
    const op = OPERATIONS.find((o) => o.method === method && o.path === path);
    expect(op, `${method} ${path}`).toBeDefined();
    const res = await api.call(url(), { method: method.toUpperCase(), ...(body === undefined ? {} : { json: body }) });
    const answer: unknown = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(op!.ok.status);
    const parsed = op!.ok.schema!.safeParse(answer);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});

describe('GET /docs', () => {
  it('serves the readable reference page without a key, one section per operation', async () => {
    const res = await api.call('/docs', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html.match(/<section /g)).toHaveLength(OPERATIONS.length);
    for (const op of OPERATIONS) expect(html).toContain(`<code>${op.path}</code>`);
    expect(html).toContain('href="openapi.json"');
  });
});
