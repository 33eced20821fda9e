import * as z from 'zod/mini';
import { Problem } from '../../contract/problem.ts';
import { WebhookEvent } from '../../contract/webhook.ts';
import { ROUTE_LIMITS } from '../rate-limit/limits.ts';
import { OPERATIONS, type Operation } from './operations.ts';

type Json = Record<string, unknown>;

const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output'): Json => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return rest;
};

const RATE_LIMIT_HEADERS: Json = {
  'RateLimit-Policy': { description: 'IETF RateLimit-Policy: the quota (q) of this route per window (w, seconds)', schema: { type: 'string' } },
  RateLimit: { description: 'IETF RateLimit: requests remaining (r) and seconds until the window resets (t)', schema: { type: 'string' } },
};

const problemResponse = (status: number): Json => ({
  description: status === 429 ? 'Rate limit exceeded: retry after Retry-After seconds' : 'Problem details (RFC 9457) with a stable code',
  ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds until the window resets', schema: { type: 'integer' } }, ...RATE_LIMIT_HEADERS } } : {}),
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** `post /public/orders/{id}/cancel-deferred` -> `postOrdersIdCancelDeferred`: stable names for code generators. */
const operationId = (op: Operation): string => op.method + op.path.replace(/^\/public/, '').split(/[^A-Za-z0-9]+/)
  .filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

function operationObject(op: Operation): Json {
  const params: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  for (const [name, q] of Object.entries(op.query ?? {})) params.push({ name, in: 'query', required: false, description: q.description, schema: schemaOf(q.schema, 'input') });
  if (op.idempotent) params.push({ name: 'Idempotency-Key', in: 'header', required: false, description: 'Kept 24 h per partner: the same key and body replay the first answer.', schema: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } });
  const limit = op.limit ? ROUTE_LIMITS[op.limit] : undefined;
  const okContent = op.ok.contentType
    ? { [op.ok.contentType]: { schema: { type: 'string', format: 'binary' } } }
    : { 'application/json': { schema: op.ok.schema ? schemaOf(op.ok.schema, 'output') : {} } };
  const limitText = limit && `Rate limit per minute: Standard ${limit.perMinute.standard}, Premium ${limit.perMinute.premium}, Enterprise ${limit.perMinute.enterprise}${limit.perId ? ', counted per path id' : ''}.`;
  const description = [op.description, limitText].filter(Boolean).join('\n\n');
  return {
    operationId: operationId(op),
    summary: op.summary,
    ...(description ? { description } : {}),
    parameters: params,
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input') } } } } : {}),
    responses: {
      [op.ok.status]: { description: 'Success', ...(limit ? { headers: RATE_LIMIT_HEADERS } : {}), content: okContent },
      ...Object.fromEntries(op.errors.map((s) => [s, problemResponse(s)])),
    },
  };
}

/** The OpenAPI 3.1 document, generated from the zod contract. */
export function openApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  return {
    openapi: '3.1.0',
    info: { title: 'Partner Road-Products API (sandbox)', version: '1.0', description: 'Vignettes, tunnels, bridges, trains and ferries of 9 European countries. Every route needs `Authorization: Bearer <API key>`. Errors are `application/problem+json` (RFC 9457) with a stable `code`; money is integer minor units with an ISO currency.' },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths,
    webhooks: { orderEvents: { post: { summary: 'Order, external-order and debt events, signed per Standard Webhooks', requestBody: { content: { 'application/json': { schema: schemaOf(WebhookEvent, 'output') } } }, responses: { 204: { description: 'Acknowledged' } } } } },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Problem: schemaOf(Problem, 'output') },
    },
  };
}
