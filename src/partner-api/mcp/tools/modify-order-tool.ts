import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { Order, OrderModifyInput } from '../../../contract/order.ts';
import { modifyOrder } from '../../orders/modify-order.ts';
import { spendRouteLimit } from '../spend-route-limit.ts';
import type { ToolContext } from '../tool-context.ts';
import { runTool, toolResult } from '../tool-result.ts';
import { OrderId } from './tool-ids.ts';

/** POST /public/orders/{id}/modify as a tool (one of the spec's three). */
export function registerModifyOrderTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool('modify_order', {
    title: 'Modify an order',
    description: [
      'Change the vehicle (plate, registration country, VIN) and/or the start date (YYYY-MM-DD) of an order. Send only the fields to change.',
      'Allowed once per order and only while the order\'s can_modify is true (see get_order); the start date can change only before the order is with the national provider.',
      'The changed order is checked again like a new one: plate rules, VIN for Romanian 30/90/365-day vignettes, and no overlap with another order of the same vehicle (duplicate_order).',
    ].join(' '),
    inputSchema: z.extend(OrderModifyInput, { order_id: OrderId }),
    outputSchema: Order,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, ({ order_id: id, ...changes }) => runTool('modify_order', () => {
    spendRouteLimit(ctx, 'POST /orders/{id}/modify', id);
    return toolResult(modifyOrder(ctx.core, ctx.partner, id, changes));
  }));
}
