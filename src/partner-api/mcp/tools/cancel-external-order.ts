import * as z from 'zod/mini';
import { ExternalOrder } from '../../../contract/external-order.ts';
import { cancelExternalOrder } from '../../external-orders/cancel-external-order.ts';
import { defineTool } from '../partner-tool.ts';
import { ExternalOrderRef } from '../tool-args.ts';

/** POST /public/external-orders/{id}/cancel as a tool. */
export const cancelExternalOrderTool = defineTool({
  name: 'cancel_external_order',
  title: 'Cancel an order paid through a link',
  description: 'Cancel an OPEN external order by its eo_ id or reference_id: its payment_link stops working and it ends CANCELED. Idempotent: one already CANCELED or EXPIRED is answered as it is. A PAID one is refused with external_order_paid (refund it instead).',
  operationId: 'cancelExternalOrder',
  input: z.strictObject({ external_order_id: ExternalOrderRef }),
  output: ExternalOrder,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'POST /external-orders/{id}/cancel', id: (args) => args.external_order_id },
  run: ({ core, partner }, { external_order_id: id }) => cancelExternalOrder(core, partner, id),
});
