import * as z from 'zod/mini';
import { Order } from '../../../contract/order.ts';
import { cancelOrder } from '../../orders/cancel-order.ts';
import { defineTool } from '../partner-tool.ts';
import { OrderId } from '../tool-args.ts';

/** POST /public/orders/{id}/cancel-deferred as a tool. */
export const cancelDeferredOrderTool = defineTool({
  name: 'cancel_deferred_order',
  title: 'Cancel a DEFERRED order',
  description: 'Cancel an order that is DEFERRED: it ends REFUNDED, with refunded_at. An order is DEFERRED while its start date is more than 3 days away; it goes to the national provider 3 days before. Any other status is refused with order_not_cancellable, whose detail names the status (read get_order first).',
  operationId: 'cancelDeferredOrder',
  input: z.strictObject({ order_id: OrderId }),
  output: Order,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'POST /orders/{id}/cancel-deferred', id: (args) => args.order_id },
  run: ({ core, partner }, { order_id: id }) => cancelOrder(core, partner, id, 'deferred'),
});
