import * as z from 'zod/mini';
import { Order, OrderModifyInput } from '../../../contract/order.ts';
import { modifyOrder } from '../../orders/modify-order.ts';
import { defineTool } from '../partner-tool.ts';
import { OrderId } from '../tool-args.ts';

const CHANGES = Object.keys(OrderModifyInput.shape);

/** POST /public/orders/{id}/modify as a tool. */
export const modifyOrderTool = defineTool({
  name: 'modify_order',
  title: 'Modify an order',
  description: [
    'Change the vehicle (plate, registration country, VIN) and/or the start date (YYYY-MM-DD) of an order; send only what changes, at least one of them.',
    'Allowed once per order, while its can_modify is true (get_order): CREATED, DEFERRED, PENDING or ACTIVE; the start date only while CREATED or DEFERRED; the vehicle only on an order of one vehicle.',
    'The changed order is checked again like a new one: plate rules, VIN for Romanian 30/90/365-day vignettes, start date, and no overlap with another order of the same vehicle (duplicate_order).',
  ].join(' '),
  operationId: 'modifyOrder',
  input: z.strictObject({ order_id: OrderId, ...OrderModifyInput.shape }),
  output: Order,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  limit: { route: 'POST /orders/{id}/modify', id: (args) => args.order_id },
  inputSchema: (schema) => ({ ...schema, anyOf: CHANGES.map((field) => ({ required: [field] })) }),
  run: ({ core, partner }, { order_id: id, ...changes }) => modifyOrder(core, partner, id, changes),
});
