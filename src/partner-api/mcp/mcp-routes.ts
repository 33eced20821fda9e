import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { Hono } from 'hono';
import { problem } from '../../contract/problem.ts';
import type { McpEndpoint } from '../openapi/mcp-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { problemResponse } from '../../server-kit/problem-handlers.ts';
import { batchRefusal } from './batch-policy.ts';
import { DOC_RESOURCES } from './docs/doc-resources.ts';
import { PROMPTS } from './prompts/index.ts';
import { partnerMcpServer, SERVER_INFO } from './partner-mcp-server.ts';
import { TOOLS } from './tools/index.ts';

const notAllowed = (c: Parameters<typeof problemResponse>[0], detail: string) =>
  problemResponse(c, problem(405, 'method_not_allowed', 'Use POST for MCP messages', { detail }), { Allow: 'GET, POST' });

/** A body the transport will refuse as not JSON is left to it, so it answers as it always does. */
async function parsedOrUndefined(req: Request): Promise<unknown> {
  try {
    return JSON.parse(await req.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

const endpoint = (core: PartnerApiCore): McpEndpoint => ({
  ...SERVER_INFO,
  transport: 'streamable-http',
  url: `${core.publicUrl}/mcp`,
  protocol_versions: [...SUPPORTED_PROTOCOL_VERSIONS],
  tools: TOOLS.map((t) => t.name),
  resources: DOC_RESOURCES.map((r) => r.uri),
  prompts: PROMPTS.map((p) => p.definition.name),
  documentation: `${core.publicUrl}/docs`,
});

/**
 * /mcp, behind the same bearer and rate-limit middleware as /public.
 * Stateless Streamable HTTP: a fresh server and transport per request (the
 * SDK's stateless pattern: no session to lose on restart or to share between
 * partners), answering with JSON rather than an SSE stream, since no tool
 * streams progress.
 */
export function mcpRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const refusal = batchRefusal(await parsedOrUndefined(c.req.raw), c.req.header('mcp-protocol-version') ?? null);
      if (refusal) {
        return c.json({ jsonrpc: '2.0', id: null, error: { code: ErrorCode.InvalidRequest, message: `Invalid Request: ${refusal}` } }, 400);
      }
      const server = partnerMcpServer({ core, partner: c.get('partner') });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined, enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        await server.close();
      }
    })
    // An MCP client's GET opens a server-to-client stream, which a stateless server has nothing to send on: the MCP
    // spec's answer is 405. Anyone else asking gets what the endpoint is.
    .get('/', (c) => (/\btext\/event-stream\b/.test(c.req.header('accept') ?? '')
      ? notAllowed(c, 'This MCP server is stateless: it sends nothing unasked, so it opens no event stream.')
      : c.json(endpoint(core))))
    .delete('/', (c) => notAllowed(c, 'This MCP server is stateless: there are no sessions to end.'));
}
