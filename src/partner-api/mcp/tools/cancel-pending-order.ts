import * as z from 'zod/mini';
import { Order } from '../../../contract/order.ts';
import { cancelOrder } from '../../orders/cancel-order.ts';
import { defineTool } from '../partner-tool.ts';
import { OrderId } from '../tool-args.ts';

/** POST /public/orders/{id}/cancel-pending as a tool. */
export const cancelPendingOrderTool = defineTool({
  name: 'cancel_pending_order',
  title: 'Cancel a PENDING order',
  description: 'Cancel an order that is PENDING: it ends REFUNDED, with refunded_at. An order is PENDING while the national provider registers it, usually seconds. Any other status is refused with order_not_cancellable, whose detail names the status (read get_order first).',
  operationId: 'cancelPendingOrder',
  input: z.strictObject({ order_id: OrderId }),
  output: Order,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'POST /orders/{id}/cancel-pending', id: (args) => args.order_id },
  run: ({ core, partner }, { order_id: id }) => cancelOrder(core, partner, id, 'pending'),
});
