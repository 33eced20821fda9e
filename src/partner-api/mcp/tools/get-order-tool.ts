import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { Order } from '../../../contract/order.ts';
import { getOrder } from '../../orders/order-store.ts';
import { spendRouteLimit } from '../spend-route-limit.ts';
import type { ToolContext } from '../tool-context.ts';
import { runTool, toolResult } from '../tool-result.ts';
import { OrderId } from './tool-ids.ts';

/** GET /public/orders/{id} as a tool, on that route's per-order counter. */
export function registerGetOrderTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool('get_order', {
    title: 'Get an order',
    description: [
      'Read one order by its id: status (CREATED, DEFERRED, PENDING, WILL BE ACTIVE, ACTIVE, EXPIRED, REFUNDED or DELETED), validity dates, price, payment_link,',
      'the vehicles with their confirmation PDF links once ACTIVE, and can_modify (whether modify_order is still possible).',
      'Limited per order id (5 calls a minute on the Standard and Premium tiers), shared with GET /public/orders/{id}: do not poll it in a loop.',
    ].join(' '),
    inputSchema: z.object({ order_id: OrderId }),
    outputSchema: Order,
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ order_id: id }) => runTool('get_order', () => {
    spendRouteLimit(ctx, 'GET /orders/{id}', id);
    return toolResult(getOrder(ctx.core, ctx.partner, id));
  }));
}
