/**
 * JSON-RPC batches were in one MCP revision only: 2025-03-26 added them, 2025-06-18 removed them. A request names
 * its revision in `MCP-Protocol-Version` (after `initialize`); without it the MCP spec says to assume 2025-03-26.
 * `initialize` itself was never allowed in a batch.
 */
const REVISION_WITH_BATCHES = '2025-03-26';

/** Why this POST body may not be a batch, or undefined when it is not one or may be. */
export function batchRefusal(body: unknown, protocolVersion: string | null): string | undefined {
  if (!Array.isArray(body)) return undefined;
  if (body.some((m) => (m as { method?: unknown } | null)?.method === 'initialize')) return 'initialize must be sent alone, not in a batch';
  const revision = protocolVersion ?? REVISION_WITH_BATCHES;
  return revision === REVISION_WITH_BATCHES ? undefined : `MCP ${revision} has no JSON-RPC batches (only 2025-03-26 had them): send one message per request`;
}
