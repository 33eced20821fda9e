import * as z from 'zod/mini';
import { Paged } from '../../../contract/list.ts';
import { Order, OrderStatus } from '../../../contract/order.ts';
import { listPartnerOrders } from '../../orders/list-partner-orders.ts';
import { defineTool } from '../partner-tool.ts';
import { Page } from '../tool-args.ts';

/** GET /public/orders as a tool. */
export const listOrdersTool = defineTool({
  name: 'list_orders',
  title: 'List orders',
  description: 'List the partner\'s orders, newest first, 50 a page, optionally only those in one status (CREATED, DEFERRED, PENDING, WILL BE ACTIVE, ACTIVE, EXPIRED, REFUNDED, DELETED). total tells how many match.',
  operationId: 'listOrders',
  input: z.strictObject({ status: z.optional(OrderStatus), page: Page }),
  output: Paged(Order),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /orders' },
  run: ({ core, partner }, { status, page }) => listPartnerOrders(core, partner, status, page),
});
