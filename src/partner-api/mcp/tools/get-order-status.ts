import * as z from 'zod/mini';
import { OrderStatusResponse } from '../../../contract/order.ts';
import { ownOrderRow } from '../../orders/order-store.ts';
import { defineTool } from '../partner-tool.ts';
import { OrderId } from '../tool-args.ts';

/** GET /public/orders/{id}/status as a tool. */
export const getOrderStatusTool = defineTool({
  name: 'get_order_status',
  title: 'Get an order\'s status',
  description: 'Only the status of one order: CREATED (waiting for payment or processing), DEFERRED (starts more than 3 days from now), PENDING (with the national provider), WILL BE ACTIVE (registered, waiting for its id or its start date), ACTIVE (valid; the PDF is there), EXPIRED, REFUNDED (cancelled or charged back) or DELETED (provider error: contact support). Its limit is the tightest of all (3 a minute per order on Standard): read get_order for the details.',
  operationId: 'getOrderStatus',
  input: z.strictObject({ order_id: OrderId }),
  output: OrderStatusResponse,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /orders/{id}/status', id: (args) => args.order_id },
  run: ({ core, partner }, { order_id: id }) => ({ status: ownOrderRow(core.db, partner.id, id).status }),
});
