import * as z from 'zod/mini';
import { Order } from '../../../contract/order.ts';
import { getOrder } from '../../orders/order-store.ts';
import { defineTool } from '../partner-tool.ts';
import { OrderId } from '../tool-args.ts';

/** GET /public/orders/{id} as a tool, on that route's per-order counter. */
export const getOrderTool = defineTool({
  name: 'get_order',
  title: 'Get an order',
  description: 'Read one order: status, validity dates, price, payment_link (while unpaid), can_modify (whether modify_order is still possible) and its vehicles, each with the confirmation PDF link (cars[].pdf) once ACTIVE. Status changes also go to the partner\'s webhook: do not poll in a loop.',
  operationId: 'getOrder',
  input: z.strictObject({ order_id: OrderId }),
  output: Order,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /orders/{id}', id: (args) => args.order_id },
  run: ({ core, partner }, { order_id: id }) => getOrder(core, partner, id),
});
