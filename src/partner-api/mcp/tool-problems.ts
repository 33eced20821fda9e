import { ROUTE_LIMITS } from '../rate-limit/limits.ts';
import { operationProblems } from '../openapi/operation.ts';
import { operationById } from '../openapi/operations/index.ts';
import type { PartnerTool } from './partner-tool.ts';

/**
 * Codes that exist only at the HTTP level of a REST route (a key, a body, a header, an injected fault): over MCP the
 * key is checked once for the whole request, the arguments are JSON already, and faults are injected on /public.
 */
const HTTP_ONLY = new Set([
  'unauthorized', 'partner_disabled', 'payload_too_large', 'unsupported_media_type', 'invalid_json', 'invalid_idempotency_key', 'sandbox_fault',
]);

/** The problem codes a tool can answer, by status: its route's, less the HTTP-level ones, plus bad arguments. */
export function toolProblems(tool: PartnerTool): Map<number, string[]> {
  const out = new Map<number, string[]>([[400, ['invalid_request']]]);
  const fromRoute = tool.operationId ? operationProblems(operationById(tool.operationId)) : new Map<number, string[]>([[500, ['internal_error']]]);
  for (const [status, codes] of fromRoute) {
    const kept = codes.filter((code) => !HTTP_ONLY.has(code));
    if (kept.length) out.set(status, [...new Set([...(out.get(status) ?? []), ...kept])]);
  }
  return new Map([...out].sort(([a], [b]) => a - b));
}

/** What an agent reads after the tool's own description: its limit and every refusal it can meet. */
export function toolDescription(tool: PartnerTool): string {
  const lines = [tool.description];
  if (tool.limit) {
    const { perMinute, perId } = ROUTE_LIMITS[tool.limit.route];
    lines.push(`Rate limit (shared with REST ${tool.limit.route}): ${perMinute.standard} calls a minute on the Standard tier, ${perMinute.premium} Premium, ${perMinute.enterprise} Enterprise${perId ? ', counted per id' : ''}.`);
  }
  const refusals = [...toolProblems(tool)].map(([status, codes]) => `${status} ${codes.join(', ')}`).join('; ');
  lines.push(`A refusal is a result with isError whose text is a problem JSON {type, title, status, code, detail, errors?}; codes: ${refusals}.`);
  return lines.join('\n\n');
}
