import * as z from 'zod/mini';
import { ExternalOrder, ExternalOrderCreateInput } from '../../../contract/external-order.ts';
import { Problem } from '../../../contract/problem.ts';
import { ProblemError } from '../../../server-kit/problem-error.ts';
import { createExternalOrder } from '../../external-orders/create-external-order.ts';
import { defineTool } from '../partner-tool.ts';
import { IdempotencyKeyArg } from '../tool-args.ts';
import { withIdempotencyKey } from '../tool-idempotency.ts';

/** POST /public/external-orders as a tool, on the same idempotency store. */
export const createExternalOrderTool = defineTool({
  name: 'create_external_order',
  title: 'Create an order paid through a link',
  description: [
    'Create a payment link (payment_link) for a basket of products and a user given as in create_order; hand it to the shopper. It is priced from the catalogue and OPEN for expires_in seconds (60 to 3600, default 900), then EXPIRED.',
    'The products (at most 20) may differ in product and start_date: items with the same product and start_date make one order (their vehicles its cars), each checked as create_order would, and items lists them with their amounts. A basket whose items overlap for one vehicle, or cover a vehicle a paid order covers, is refused with duplicate_order; errors name the items by products.<index>.',
    'Paying it once creates every order (order_ids, in the order of items; order_id is the first; follow each with get_order). reference_id is your own id, unique per partner: the same arguments again answer the existing external order; other arguments under the same reference_id are refused with reference_id_taken.',
  ].join(' '),
  operationId: 'createExternalOrder',
  input: z.strictObject({ ...ExternalOrderCreateInput.shape, idempotency_key: IdempotencyKeyArg }),
  output: ExternalOrder,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  limit: { route: 'POST /external-orders' },
  run: (ctx, { idempotency_key: key, ...input }) => {
    const stored = withIdempotencyKey(ctx, key, input, () => {
      const { externalOrder, created } = createExternalOrder(ctx.core, ctx.partner, input);
      return {
        status: created ? 201 : 200,
        headers: { 'content-type': 'application/json', location: `/public/external-orders/${externalOrder.id}` },
        body: JSON.stringify(externalOrder),
      };
    });
    const body: unknown = JSON.parse(stored.body);
    if (stored.status >= 400) throw new ProblemError(Problem.parse(body));
    return ExternalOrder.parse(body);
  },
});
