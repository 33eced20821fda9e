import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema, ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, ListResourcesRequestSchema,
  ListToolsRequestSchema, McpError, ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { DOC_RESOURCES } from './docs/doc-resources.ts';
import { PROMPTS } from './prompts/index.ts';
import { callTool, toolDefinitions } from './tool-calls.ts';
import type { ToolContext } from './tool-context.ts';

export const SERVER_INFO = { name: 'road-checkout-partner-api', title: 'Road Checkout Partner API', version: '1.0.0' };

/** MCP's code for a resource that is not there (the spec's -32002). */
const RESOURCE_NOT_FOUND = -32002;

const INSTRUCTIONS = [
  'Partner Road-Products API: road-use products (vignettes, tunnels, bridges, trains, ferries) of Austria, Switzerland, Czechia, Slovakia, Hungary, Slovenia, Romania, Bulgaria and Moldova.',
  'Typical flow: get_products to pick a product slug, validate_vehicle for the plate, create_order with an idempotency_key, then get_order for its status and, once ACTIVE, its confirmation PDF link (cars[].pdf). Status changes also go to the partner\'s webhook, so do not poll in a loop.',
  'Money is integer minor units with an ISO currency ({"amount": 1240, "currency": "EUR"} is 12.40 EUR); dates are YYYY-MM-DD.',
  'A refused call, bad arguments included, is a tool result with isError whose text is a problem JSON {type, title, status, code, detail, errors?}: act on code (rate_limited: wait the seconds in detail; duplicate_order: stop).',
  'The rules are the resource road-checkout://docs/rules.md; search_docs searches them and the REST reference. Prompts: buy_vignette, diagnose_order.',
].join(' ');

/**
 * One MCP server for one request, bound to the partner of its API key. The low-level SDK server, so that it
 * advertises only what it does (no list-changed notifications: a stateless server can never send them), and
 * tool calls follow MCP's split: an unknown tool is a JSON-RPC error, bad arguments a tool error with a problem.
 */
export function partnerMcpServer(ctx: ToolContext): Server {
  const capabilities = { tools: {}, resources: {}, prompts: {} };
  const server = new Server(SERVER_INFO, { capabilities, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolDefinitions() }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }) => callTool(ctx, params.name, params.arguments));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: DOC_RESOURCES.map(({ text: _text, ...listed }) => listed),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const resource = DOC_RESOURCES.find((r) => r.uri === request.params.uri);
    if (!resource) {
      throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${request.params.uri}`, { uri: request.params.uri });
    }
    return { contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: resource.text(ctx.core.publicUrl) }] };
  });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: PROMPTS.map((p) => p.definition) }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    const prompt = PROMPTS.find((p) => p.definition.name === request.params.name);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${request.params.name}. prompts/list names the prompts.`);
    const args = request.params.arguments ?? {};
    const missing = prompt.definition.arguments.filter((a) => a.required && !args[a.name]).map((a) => a.name);
    if (missing.length) throw new McpError(ErrorCode.InvalidParams, `Prompt ${prompt.definition.name} needs: ${missing.join(', ')}.`);
    return prompt.render(args);
  });
  return server;
}
