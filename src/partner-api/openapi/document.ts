import { ROUTE_LIMITS } from '../rate-limit/limits.ts';
import { documentSchemas } from './component-schemas.ts';
import { HEADERS, PARAMETERS } from './component-parameters.ts';
import type { Json } from './json-schema.ts';
import { TAGS, type Operation } from './operation.ts';
import { OPERATIONS } from './operations/index.ts';
import { operationResponses, sharedResponses } from './responses.ts';
import { WEBHOOK_OPERATION } from './webhook-operation.ts';

const DESCRIPTION = [
  'Vignettes, tunnels, bridges, trains and ferries of Austria, Switzerland, Czechia, Slovakia, Hungary, Slovenia, Romania, Bulgaria and Moldova.',
  'Every operation needs `Authorization: Bearer <API key>`. Errors are `application/problem+json` (RFC 9457) with a stable `code`: each answer below lists the codes it can carry. Money is integer minor units with an ISO currency (`{"amount": 1240, "currency": "EUR"}` is 12.40 EUR); instants are ISO 8601 in UTC, validity dates `YYYY-MM-DD`.',
  'Rate limits are per partner, per route and per minute by tier (spec 8); every answer of a limited route carries `RateLimit-Policy` and `RateLimit`, a 429 also `Retry-After`. A refused key (401) or a disabled partner (403) spends nothing.',
  'While the process starts, any address may answer 503 `starting` with `Retry-After: 1`. The same capabilities are served to LLM agents over MCP at `/mcp`.',
].join('\n\n');

function limitText(op: Operation): string | undefined {
  if (!op.limit) return undefined;
  const { perMinute, perId } = ROUTE_LIMITS[op.limit];
  return `Rate limit per minute: Standard ${perMinute.standard}, Premium ${perMinute.premium}, Enterprise ${perMinute.enterprise}${perId ? ', counted per path id' : ''}.`;
}

function operationObject(op: Operation): Json {
  const description = [op.description, limitText(op)].filter(Boolean).join('\n\n');
  const params = [...(op.params ?? []), ...(op.idempotent ? ['IdempotencyKey'] : [])];
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(description ? { description } : {}),
    ...(params.length ? { parameters: params.map((name) => ({ $ref: `#/components/parameters/${name}` })) } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${op.body}` } } } } } : {}),
    responses: operationResponses(op),
  };
}

/** The OpenAPI 3.1 document, generated from the operation table and the zod contract. */
export function openApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Partner Road-Products API (sandbox)',
      version: '1.0',
      summary: 'Road-use products of 9 European countries for partners and their agents',
      description: DESCRIPTION,
      license: { name: 'Proprietary: for partners under their partner agreement', identifier: 'LicenseRef-Partner-Agreement' },
    },
    servers: [{ url: serverUrl, description: 'This sandbox' }],
    security: [{ bearer: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    webhooks: { partnerEvent: { post: WEBHOOK_OPERATION } },
    components: {
      schemas: documentSchemas(),
      parameters: PARAMETERS,
      headers: HEADERS,
      responses: sharedResponses(OPERATIONS),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'API key', description: 'The partner\'s API key, e.g. `sk_test_standard_sandbox` in the sandbox.' } },
    },
  };
}
