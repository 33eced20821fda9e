import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import { problem } from '../../contract/problem.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { problemResponse } from '../../server-kit/problem-handlers.ts';
import { partnerMcpServer } from './partner-mcp-server.ts';

/**
 * POST /mcp, behind the same bearer and rate-limit middleware as /public.
 * Stateless Streamable HTTP: a fresh server and transport per request (the
 * SDK's stateless pattern: no session to lose on restart or to share between
 * partners), answering with JSON rather than an SSE stream, since no tool
 * streams progress. The SDK negotiates the protocol revision: the current
 * one (2025-11-25) and the one before it (2025-06-18) are tested.
 */
export function mcpRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const server = partnerMcpServer({ core, partner: c.get('partner') });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        await server.close();
      }
    })
    // Without sessions there is no server-to-client stream to open (GET) or session to end (DELETE); the MCP
    // spec's answer is 405.
    .on(['GET', 'DELETE'], '/', (c) => problemResponse(c, problem(405, 'method_not_allowed', 'Use POST for MCP messages', {
      detail: 'This MCP server is stateless: it has no server-initiated stream and no sessions.',
    }), { Allow: 'POST' }));
}
