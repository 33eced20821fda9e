import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerCreateOrderTool } from './tools/create-order-tool.ts';
import { registerGetOrderTool } from './tools/get-order-tool.ts';
import { registerGetProductsTool } from './tools/get-products-tool.ts';
import { registerGetUserOrdersTool } from './tools/get-user-orders-tool.ts';
import { registerGetUsersTool } from './tools/get-users-tool.ts';
import { registerModifyOrderTool } from './tools/modify-order-tool.ts';
import type { ToolContext } from './tool-context.ts';

const INSTRUCTIONS = [
  'Partner Road-Products API: road-use products (vignettes, tunnels, bridges, trains, ferries) of Austria, Switzerland, Czechia, Slovakia, Hungary, Slovenia, Romania, Bulgaria and Moldova.',
  'Typical flow: get_products to pick a product slug, create_order, then get_order for its status (order status changes also go to the partner\'s webhook, so do not poll).',
  'Money is integer minor units with an ISO currency ({"amount": 1240, "currency": "EUR"} is 12.40 EUR); dates are YYYY-MM-DD.',
  'A refused call is a tool error whose text is a problem JSON {status, code, title, detail, errors?}: act on code.',
  'rate_limited means wait the seconds named in detail; each tool shares its rate limit with the REST route it mirrors.',
].join(' ');

/** One MCP server for one request, bound to the partner of its API key. */
export function partnerMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer({ name: 'road-checkout-partner-api', version: '1.0.0' }, { instructions: INSTRUCTIONS });
  registerGetProductsTool(server, ctx);
  registerCreateOrderTool(server, ctx);
  registerGetOrderTool(server, ctx);
  registerModifyOrderTool(server, ctx);
  registerGetUsersTool(server, ctx);
  registerGetUserOrdersTool(server, ctx);
  return server;
}
