import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS } from '../test-support/harness.ts';
import { openLiveApi, type LiveApi } from '../test-support/live-api.ts';
import { Conformance, MCP_HEADERS } from './conformance/conformance-context.ts';
import { openApiDocument } from './document.ts';
import { OPERATIONS } from './operations/index.ts';
import { documentValidator, type DocumentValidator } from './test-support/document-validator.ts';

let api: LiveApi;
let cx: Conformance;
let validator: DocumentValidator;
let ids: { order: string; user: string; external: string };

beforeAll(async () => {
  api = await openLiveApi();
  cx = new Conformance(api);
  validator = await documentValidator(openApiDocument(api.url));
  const order = await cx.deferredOrder();
  ids = { order: order.id, user: order.user_id, external: (await cx.externalOrder('fuzz-ref')).id };
});
afterAll(async () => api.close());

const junk = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(null));
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('AT', 'at', 'DE', 'vignette', 'car', 'bus', 'ACTIVE', 'WILL BE ACTIVE', '0', '-1', '1', '2', '1.5', '100001', 'x'));
/** A path id: the fixture's, or any segment (not "." or "..", which a URL resolves away into another path). */
const pathId = (known: () => string) => fc.oneof(
  fc.constant(null),
  fc.stringMatching(/^[A-Za-z0-9._~:%-]{1,24}$/).filter((s) => s !== '.' && s !== '..'),
).map((v) => v ?? known());
const bodyOf = fc.oneof(
  fc.constant<unknown>(undefined),
  junk,
  fc.dictionary(fc.constantFrom('plate', 'country', 'vin', 'start_date', 'url', 'secret', 'reference_id', 'expires_in', 'products', 'user', 'order_has_been_paid', 'jsonrpc', 'method', 'id', 'params'), junk),
);
const contentType = fc.constantFrom('application/json', 'application/problem+json', 'text/plain', 'application/x-www-form-urlencoded', undefined);
const key = fc.constantFrom<string | null>(KEYS.standard, KEYS.standard, KEYS.standard, KEYS.enterprise, 'sk_test_unknown_key_0000', null);
const QUERY = ['country', 'type', 'vehicle_type', 'status', 'page', 'unknown'];

describe('no operation answers a status, a media type or a body the document does not list', () => {
  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s, under random requests', async (_id, op) => {
    const request = fc.record({
      id: pathId(() => (op.path.includes('/users/') ? ids.user : op.path.includes('/external-orders/') ? ids.external : ids.order)),
      index: fc.oneof(fc.constant('0'), fc.stringMatching(/^[0-9a-z-]{1,4}$/)),
      query: fc.dictionary(fc.constantFrom(...QUERY), text, { maxKeys: 3 }),
      body: bodyOf,
      type: contentType,
      key,
      mcpVersion: fc.constantFrom(undefined, '2025-11-25', '2025-03-26', '1999-01-01'),
    });
    await fc.assert(fc.asyncProperty(request, async (r) => {
      const path = op.path.replace('{id}', encodeURIComponent(r.id)).replace('{index}', r.index);
      const headers: Record<string, string> = op.path === '/mcp' ? { ...MCP_HEADERS } : {};
      if (r.type) headers['Content-Type'] = r.type;
      if (r.mcpVersion && op.path === '/mcp') headers['MCP-Protocol-Version'] = r.mcpVersion;
      const sendsBody = op.method === 'post' || op.method === 'put';
      const res = await cx.send({
        method: op.method.toUpperCase(), path: `${path}?${new URLSearchParams(r.query).toString()}`, key: r.key, headers,
        ...(sendsBody && r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
      });
      const body = res.headers.get('content-type')?.includes('pdf') ? '' : await res.text();
      expect(validator.check(op.operationId, { status: res.status, headers: res.headers, body })).toEqual([]);
    }), { numRuns: 40 });
  });
});
