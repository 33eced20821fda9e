import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerApiApp } from '../app.ts';
import { ROUTE_LIMITS } from '../rate-limit/limits.ts';
import { openTestApi, type TestApi } from '../test-support/harness.ts';
import { OPERATIONS } from './operations/index.ts';

type Json = Record<string, any>;

let api: TestApi;
let doc: Json;
beforeAll(async () => {
  api = openTestApi();
  const res = await api.call('/openapi.json', { key: null });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = await res.json() as Json;
});
afterAll(async () => api.close());

/** Every value of `key` anywhere in the document. */
const valuesOf = (node: unknown, key: string): unknown[] => (node === null || typeof node !== 'object' ? []
  : Object.entries(node as Json).flatMap(([k, v]) => [...(k === key ? [v] : []), ...valuesOf(v, key)]));

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document that Redocly\'s recommended rules pass without a warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('passes swagger-parser\'s validation against the OpenAPI 3.1 schema, every $ref resolved', async () => {
    const copy = structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0];
    await expect(SwaggerParser.validate(copy)).resolves.toBeDefined();
  });

  it('documents the shopper\u2019s locale that an order keeps for its confirmation PDF', async () => {
    const copy = structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.dereference>[0];
    const orders = ((await SwaggerParser.dereference(copy)) as Json).paths['/public/orders'].post;
    const input = orders.requestBody.content['application/json'].schema;
    expect(input.properties.locale).toMatchObject({ type: 'string', maxLength: 35 });
    expect(input.properties.locale.description).toMatch(/BCP 47.*confirmation PDF is written in it/);
    expect(input.required).not.toContain('locale');
    expect(orders.responses['200'].content['application/json'].schema.properties.locale.description).toMatch(/confirmation PDF/);
  });

  it('names its server, its license and the bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ version: '1.0', license: { name: expect.any(String), identifier: expect.any(String) } });
    expect(doc.servers).toEqual([{ url: 'http://partner-api.test', description: expect.any(String) }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('uses only formats validators know and patterns every regex engine reads (no \\p{...}, no \\u escapes)', () => {
    const formats = new Set(valuesOf(doc, 'format'));
    expect([...formats].sort()).toEqual(['date', 'date-time', 'email', 'uri']);
    for (const pattern of valuesOf(doc, 'pattern') as string[]) {
      expect(pattern).not.toMatch(/\\[pPu]/);
      expect(() => new RegExp(pattern)).not.toThrow();
    }
  });

  it('has an operation for every route the app serves under /public and /mcp, and none without a route', () => {
    const served = new Set(createPartnerApiApp(api.service).routes
      .filter((r) => r.method !== 'ALL' && (r.path.startsWith('/public/') || r.path === '/mcp') && !(r.path === '/mcp' && r.method === 'DELETE'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`));
    const documented = Object.entries(doc.paths as Json).flatMap(([path, ops]) => Object.keys(ops as Json).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual([...served].sort());
    expect(new Set(OPERATIONS.map((op) => op.operationId)).size).toBe(OPERATIONS.length);
  });

  it('states the section 8 limit of every limited route', () => {
    for (const route of Object.keys(ROUTE_LIMITS)) {
      const [method, path] = route.split(' ') as [string, string];
      const documented = doc.paths[path === '/mcp' ? path : `/public${path}`]?.[method.toLowerCase()];
      expect(documented?.description, route).toMatch(/Rate limit per minute: Standard \d+/);
    }
  });

  it('documents the webhook with its Standard Webhooks headers and one body per event type', () => {
    const webhook = doc.webhooks.partnerEvent.post;
    expect(webhook.operationId).toBe('receivePartnerEvent');
    expect(webhook.parameters.map((p: Json) => [p.name, p.in, p.required])).toEqual([
      ['webhook-id', 'header', true], ['webhook-timestamp', 'header', true], ['webhook-signature', 'header', true],
    ]);
    expect(Object.keys(webhook.requestBody.content['application/json'].schema.discriminator.mapping)).toEqual([
      'ORDER_STATUS_CHANGED', 'ORDER_CONFIRMATION_RECEIVED', 'EXTERNAL_ORDER_STATUS_CHANGED', 'PARTNER_DEBT_NOTICE', 'WEBHOOK_TEST',
    ]);
  });

  it('is as strict as the server: country and type enums, page bounds, a modification needs a field', () => {
    const { parameters, schemas } = doc.components;
    expect(parameters.CountryFilter.schema.enum).toEqual(['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD']);
    expect(parameters.Page.schema).toMatchObject({ type: 'integer', exclusiveMinimum: 0, maximum: 100_000 });
    expect(schemas.OrderModifyInput).toMatchObject({ minProperties: 1, anyOf: [{ required: ['plate'] }, { required: ['country'] }, { required: ['vin'] }, { required: ['start_date'] }] });
    expect(schemas.Order.properties.purchase_date).toEqual({ type: 'string', format: 'date-time' });
    expect(schemas.ExternalOrder.properties.id).toEqual({ type: 'string', pattern: '^eo_' });
  });

  it('describes the basket of an external order: at most 20 products, order_ids and items in the answer', () => {
    const { schemas } = doc.components;
    expect(schemas.ExternalOrderCreateInput.properties.products).toMatchObject({ type: 'array', minItems: 1, maxItems: 20 });
    expect(schemas.ExternalOrder.required).toEqual(expect.arrayContaining(['order_id', 'order_ids', 'items']));
    expect(schemas.ExternalOrder.properties.order_ids).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(schemas.ExternalOrder.properties.items).toMatchObject({
      type: 'array', items: { type: 'object', required: ['product', 'start_date', 'amount'] },
    });
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
    expect(html).toContain('order_not_cancellable');
  });
});
