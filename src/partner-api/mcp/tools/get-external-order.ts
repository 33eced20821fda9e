import * as z from 'zod/mini';
import { ExternalOrder } from '../../../contract/external-order.ts';
import { externalOrderView, ownExternalOrderRow } from '../../external-orders/external-order-store.ts';
import { defineTool } from '../partner-tool.ts';
import { ExternalOrderRef } from '../tool-args.ts';

/** GET /public/external-orders/{id} as a tool. */
export const getExternalOrderTool = defineTool({
  name: 'get_external_order',
  title: 'Get an order paid through a link',
  description: 'Read an external order by its eo_ id or its reference_id: status OPEN (payment_link works), PAID (order_ids names the orders it created, one per item of items; order_id the first), CANCELED or EXPIRED.',
  operationId: 'getExternalOrder',
  input: z.strictObject({ external_order_id: ExternalOrderRef }),
  output: ExternalOrder,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /external-orders/{id}', id: (args) => args.external_order_id },
  run: ({ core, partner }, { external_order_id: id }) =>
    externalOrderView(ownExternalOrderRow(core.db, partner.id, id), core.publicUrl),
});
