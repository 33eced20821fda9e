import type { RouteKey } from '../rate-limit/limits.ts';

export const TAGS = {
  Catalogue: 'Products, their availability and the national providers\' status. Cache them: the limits are low.',
  Vehicles: 'Plate checks against the registration country\'s rules. A failed check costs nothing.',
  Orders: 'Road-product orders: create, read, modify once, cancel while DEFERRED or PENDING, and the confirmation PDFs.',
  Users: 'Shoppers with at least one payment, their orders and vehicles.',
  'External orders': 'Orders paid through a payment link the partner hands out (spec 2.5).',
  Account: 'The partner\'s tier, debt and webhook endpoint.',
  MCP: 'The same capabilities for LLM agents, over the Model Context Protocol (Streamable HTTP).',
  Webhooks: 'What this service sends to the partner\'s webhook URL.',
} as const;
export type Tag = keyof typeof TAGS;

/** A success answer of an operation. */
export interface Success {
  status: number;
  description: string;
  /** A `components.schemas` name (JSON), or the raw media type for a file. */
  schema?: string;
  contentType?: 'application/json' | 'application/pdf';
  /** `components.headers` names this answer always carries. */
  headers?: string[];
}

/**
 * One operation of the document. The problems every route of its kind can answer (a bad key, a rate limit, a body
 * that is not JSON...) follow from its traits (`operationProblems`); `problems` adds the codes of its own rules.
 */
export interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** The section 8 counter it spends; every /public route has one. */
  limit?: RouteKey;
  /** Answered while the debt control has disabled the partner (no 403). */
  openWhileDisabled?: true;
  /** `components.parameters` names (path and query). */
  params?: string[];
  /** Honours `Idempotency-Key`. */
  idempotent?: true;
  /** The `components.schemas` name of its JSON body. */
  body?: string;
  success: Success[];
  /** Problem codes by status, beyond those that follow from the traits. */
  problems?: Partial<Record<number, string[]>>;
  /** Answers that are JSON-RPC errors (MCP's transport), not problems: status to when. */
  jsonRpcErrors?: Partial<Record<number, string>>;
}

const add = (to: Map<number, string[]>, status: number, ...codes: string[]) => {
  to.set(status, [...new Set([...(to.get(status) ?? []), ...codes])]);
};

/** Every problem status of an operation with its codes, in status order. */
export function operationProblems(op: Operation): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const sandboxed = op.path.startsWith('/public/');
  const sendsBody = op.method === 'post' || op.method === 'put';
  const problemBody = op.body !== undefined && op.jsonRpcErrors === undefined;
  if (problemBody) add(out, 400, 'invalid_json', 'invalid_request');
  if (op.idempotent) add(out, 400, 'invalid_idempotency_key');
  for (const [status, codes] of Object.entries(op.problems ?? {})) add(out, Number(status), ...(codes ?? []));
  add(out, 401, 'unauthorized');
  if (!op.openWhileDisabled) add(out, 403, 'partner_disabled');
  if (op.idempotent) {
    add(out, 409, 'idempotency_key_in_use');
    add(out, 422, 'idempotency_key_reused');
  }
  if (sendsBody) add(out, 413, 'payload_too_large');
  if (problemBody) add(out, 415, 'unsupported_media_type');
  if (op.limit) add(out, 429, 'rate_limited');
  // Wrong keys from one address, or with one key, are slowed before any route (partners/presented-key.ts).
  add(out, 429, 'too_many_wrong_keys');
  add(out, 500, 'internal_error');
  if (sandboxed) {
    add(out, 500, 'sandbox_fault');
    for (const status of [502, 503, 504]) add(out, status, 'sandbox_fault');
  }
  return new Map([...out.entries()].sort(([a], [b]) => a - b));
}
