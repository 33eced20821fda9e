import * as z from 'zod/mini';
import { Order, OrderCreateInput } from '../../../contract/order.ts';
import { Problem } from '../../../contract/problem.ts';
import { ProblemError } from '../../../server-kit/problem-error.ts';
import { createOrder } from '../../orders/create-order.ts';
import { defineTool } from '../partner-tool.ts';
import { IdempotencyKeyArg } from '../tool-args.ts';
import { withIdempotencyKey } from '../tool-idempotency.ts';

/** POST /public/orders as a tool: same rules, same rate limit, same idempotency store. */
export const createOrderTool = defineTool({
  name: 'create_order',
  title: 'Create an order',
  description: [
    'Create an order for one road product (vignette, tunnel, bridge, train or ferry) for one or more vehicles.',
    'Every products[] item names the same product slug (from get_products) and the same start_date (YYYY-MM-DD, today or later; omitted: today); each item is one vehicle. Check the plate with validate_vehicle first.',
    'user.email is always required; Moldovan (MD) products need first_name, last_name, phone and address too. Romanian 30, 90 and 365-day vignettes need vehicle.vin.',
    'order_has_been_paid: true when the partner has already collected the payment (the order is processed at once); false to get a payment_link for the shopper (only then may allowed_payment_providers and open_order_details_by_default be sent).',
    'duplicate_order means this vehicle already has the product for an overlapping period: do not retry. After a timeout or a 5xx, retry with the same idempotency_key.',
  ].join(' '),
  operationId: 'createOrder',
  input: z.strictObject({ ...OrderCreateInput.shape, idempotency_key: IdempotencyKeyArg }),
  output: Order,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  limit: { route: 'POST /orders' },
  run: (ctx, { idempotency_key: key, ...input }) => {
    const stored = withIdempotencyKey(ctx, key, input, () => {
      const order = createOrder(ctx.core, ctx.partner, input);
      return { status: 200, headers: { 'content-type': 'application/json', location: `/public/orders/${order.id}` }, body: JSON.stringify(order) };
    });
    // The store is an edge: a stored answer (this tool's or the REST route's with the same key) is parsed again.
    const body: unknown = JSON.parse(stored.body);
    if (stored.status >= 400) throw new ProblemError(Problem.parse(body));
    return Order.parse(body);
  },
});
