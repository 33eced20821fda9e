import type { Json } from './json-schema.ts';
import { operationProblems, type Operation, type Success } from './operation.ts';

const PROBLEM_TYPE = 'application/problem+json';
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

const TITLES: Record<number, string> = {
  400: 'The request breaks a rule: correct it, do not retry it as it is',
  401: 'No valid API key',
  403: 'The partner\'s API access is disabled: its debt notice is past its deadline (see GET /public/account)',
  404: 'Not found for this API key',
  405: 'Not served at this address',
  409: 'Conflicts with the state of the resource: read the `code` before retrying',
  413: 'The body is over 64 KiB',
  415: 'The body is not JSON by its Content-Type',
  422: 'Understood, but cannot be done now',
  429: 'Over this route\'s rate limit: retry after `Retry-After` seconds',
  500: 'A failure on our side (or one injected in the sandbox): retry later, with the same Idempotency-Key',
  502: 'Injected in the sandbox by POST /sandbox/faults: retry as for any 5xx',
  503: 'Injected in the sandbox by POST /sandbox/faults: retry as for any 5xx',
  504: 'Injected in the sandbox by POST /sandbox/faults: retry as for any 5xx',
};

/** Problem answers that many operations share, by status and codes: a `$ref` instead of a copy. */
const SHARED: Record<string, { status: number; codes: string[] }> = {
  Unauthorized: { status: 401, codes: ['unauthorized'] },
  PartnerDisabled: { status: 403, codes: ['partner_disabled'] },
  PayloadTooLarge: { status: 413, codes: ['payload_too_large'] },
  UnsupportedMediaType: { status: 415, codes: ['unsupported_media_type'] },
  RateLimited: { status: 429, codes: ['rate_limited'] },
  ServerError: { status: 500, codes: ['internal_error', 'sandbox_fault'] },
  InternalError: { status: 500, codes: ['internal_error'] },
  BadGateway: { status: 502, codes: ['sandbox_fault'] },
  ServiceUnavailable: { status: 503, codes: ['sandbox_fault'] },
  GatewayTimeout: { status: 504, codes: ['sandbox_fault'] },
};

const sharedName = (status: number, codes: string[]) => Object.entries(SHARED)
  .find(([, s]) => s.status === status && s.codes.join() === codes.join())?.[0];

const EXTRA_HEADERS: Record<number, string[]> = { 401: ['WWW-Authenticate'], 405: ['Allow'], 429: ['Retry-After', 'RateLimit-Policy', 'RateLimit'] };

/** A problem answer whose body names its status and can carry only these codes. */
export function problemResponse(status: number, codes: string[]): Json {
  const headers = EXTRA_HEADERS[status];
  return {
    description: `${TITLES[status] ?? 'Problem'}. Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
    ...(headers ? { headers: Object.fromEntries(headers.map((h) => [h, ref('headers', h)])) } : {}),
    content: {
      [PROBLEM_TYPE]: {
        schema: { allOf: [ref('schemas', 'Problem'), { properties: { status: { const: status }, code: { enum: codes } } }] },
      },
    },
  };
}

/** `components.responses`: only those some operation uses. */
export function sharedResponses(operations: readonly Operation[]): Record<string, Json> {
  const used = new Set(operations.flatMap((op) => [...operationProblems(op)]
    .map(([status, codes]) => sharedName(status, codes))));
  return Object.fromEntries(Object.entries(SHARED).filter(([name]) => used.has(name))
    .map(([name, { status, codes }]) => [name, problemResponse(status, codes)]));
}

function successResponse(op: Operation, success: Success): Json {
  const headers = [...(op.limit ? ['RateLimit-Policy', 'RateLimit'] : []), ...(success.headers ?? [])];
  const content = success.contentType === 'application/pdf'
    ? { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } }
    : success.schema ? { 'application/json': { schema: ref('schemas', success.schema) } } : undefined;
  return {
    description: success.description,
    ...(headers.length ? { headers: Object.fromEntries(headers.map((h) => [h, ref('headers', h)])) } : {}),
    ...(content ? { content } : {}),
  };
}

const jsonRpcErrorResponse = (description: string): Json =>
  ({ description, content: { 'application/json': { schema: ref('schemas', 'JsonRpcError') } } });

/** Every answer of an operation, by status: successes, JSON-RPC refusals and problems. */
export function operationResponses(op: Operation): Record<string, Json> {
  const out: [number, Json][] = op.success.map((s) => [s.status, successResponse(op, s)]);
  for (const [status, description] of Object.entries(op.jsonRpcErrors ?? {})) out.push([Number(status), jsonRpcErrorResponse(description ?? '')]);
  for (const [status, codes] of operationProblems(op)) {
    const shared = sharedName(status, codes);
    out.push([status, shared ? ref('responses', shared) : problemResponse(status, codes)]);
  }
  out.sort(([a], [b]) => a - b);
  return Object.fromEntries(out.map(([status, response]) => [String(status), response]));
}
