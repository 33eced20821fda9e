import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { Paged, PageQuery } from '../../../contract/list.ts';
import { Order } from '../../../contract/order.ts';
import { listUserOrders } from '../../users/list-user-orders.ts';
import { spendRouteLimit } from '../spend-route-limit.ts';
import type { ToolContext } from '../tool-context.ts';
import { runTool, toolResult } from '../tool-result.ts';
import { UserId } from './tool-ids.ts';

/** GET /public/users/{id}/orders as a tool (one of the spec's three), on that route's per-user counter. */
export function registerGetUserOrdersTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool('get_user_orders', {
    title: 'List a user\'s orders',
    description: 'List every order of one user, newest first, with the full order fields (status, validity, vehicles, can_modify). 50 a page; page starts at 1 (default 1).',
    inputSchema: z.extend(PageQuery, { user_id: UserId }),
    outputSchema: Paged(Order),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ user_id: id, page }) => runTool('get_user_orders', () => {
    spendRouteLimit(ctx, 'GET /users/{id}/orders', id);
    return toolResult(listUserOrders(ctx.core, ctx.partner, id, page));
  }));
}
