import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveApi, type LiveApi } from '../test-support/live-api.ts';
import { Conformance } from './conformance/conformance-context.ts';
import { GENERIC } from './conformance/generic-statuses.ts';
import { SPECIFIC } from './conformance/specific-statuses.ts';
import { openApiDocument } from './document.ts';
import { DATE_FIELDS, DATE_TIME_FIELDS } from './json-schema.ts';
import { documentValidator, type DocumentValidator } from './test-support/document-validator.ts';

let api: LiveApi;
let broken: LiveApi;
let cx: Conformance;
let validator: DocumentValidator;

beforeAll(async () => {
  api = await openLiveApi();
  broken = await openLiveApi();
  broken.service.db.close();
  cx = new Conformance(api, broken);
  await cx.disablePremium();
  validator = await documentValidator(openApiDocument(api.url));
});
afterAll(async () => {
  await api.close();
  await broken.close();
});

/** Each documented status of each operation, from the document itself (so a new one must get a generator). */
const CASES = [...(await documentValidator(openApiDocument('http://partner-api.test'))).statuses()]
  .flatMap(([operationId, statuses]) => statuses.map((status) => [operationId, Number(status)] as const));

/** String fields of an answer that look like an instant or a date, by name. */
function dateLikeFields(value: unknown, found: Map<string, string> = new Map()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((v) => dateLikeFields(v, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) found.set(key, v);
      else dateLikeFields(v, found);
    }
  }
  return found;
}

describe('the live app answers every documented status of every operation as documented', () => {
  it('has a generated request for each of them', () => {
    const missing = CASES.filter(([id, status]) => !SPECIFIC[id]?.[status] && !GENERIC[status]);
    expect(missing).toEqual([]);
    expect(CASES.length).toBeGreaterThan(200);
  });

  it.each(CASES)('%s answers %i', async (operationId, status) => {
    const generate = SPECIFIC[operationId]?.[status] ?? GENERIC[status]!;
    const res = await generate(cx, operationId);
    const body = res.headers.get('content-type')?.includes('pdf') ? '' : await res.text();
    expect(res.status, body.slice(0, 500)).toBe(status);
    expect(validator.check(operationId, { status: res.status, headers: res.headers, body })).toEqual([]);
    // MCP answers are JSON-RPC, whose dates (protocol revisions) are the protocol's, not this document's.
    if (res.headers.get('content-type')?.startsWith('application/json') && body && !operationId.includes('Mcp')) {
      for (const [field, value] of dateLikeFields(JSON.parse(body))) {
        const known = /T/.test(value) ? DATE_TIME_FIELDS : DATE_FIELDS;
        expect(known.has(field), `${field}: ${value} is not documented as a ${/T/.test(value) ? 'date-time' : 'date'}`).toBe(true);
      }
    }
  });
});
