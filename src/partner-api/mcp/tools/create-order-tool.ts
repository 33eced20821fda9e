import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/mini';
import { Order, OrderCreateInput } from '../../../contract/order.ts';
import { Problem } from '../../../contract/problem.ts';
import { IdempotencyKey } from '../../../contract/widget-api.ts';
import type { StoredResponse } from '../../idempotency/idempotency-store.ts';
import { createOrder } from '../../orders/create-order.ts';
import { spendRouteLimit } from '../spend-route-limit.ts';
import type { ToolContext } from '../tool-context.ts';
import { withIdempotencyKey } from '../tool-idempotency.ts';
import { problemResult, runTool, toolResult } from '../tool-result.ts';

const CreateOrderArgs = z.extend(OrderCreateInput, {
  idempotency_key: z.optional(IdempotencyKey.check(z.describe(
    'Optional, 16-64 letters, digits, "_" or "-". Reuse the same key when retrying this order after an error or a timeout: the first answer is replayed and no second order is made.',
  ))),
});

/**
 * A stored answer (this tool's or the REST route's with the same key) as a tool result; parsed, since the
 * store is an edge.
 */
function answer(stored: StoredResponse): CallToolResult {
  const body: unknown = JSON.parse(stored.body);
  return stored.status < 400 ? toolResult(Order.parse(body)) : problemResult(Problem.parse(body));
}

/** POST /public/orders as a tool: same rules, same rate limit, same idempotency store. */
export function registerCreateOrderTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool('create_order', {
    title: 'Create an order',
    description: [
      'Create an order for one road product (vignette, tunnel, bridge, train or ferry) for one or more vehicles.',
      'Every products[] item names the same product slug (find it with get_products) and the same start_date (YYYY-MM-DD, today or later; omitted: today); each item is one vehicle.',
      'user.email is always required; Moldovan (MD) products need first_name, last_name, phone and address too. Romanian 30, 90 and 365-day vignettes need vehicle.vin.',
      'order_has_been_paid: true when the partner has already collected the payment; false to get a payment_link for the shopper (only then may allowed_payment_providers and open_order_details_by_default be sent).',
      'Errors come back as a problem JSON with a code: duplicate_order means this vehicle already has the product for an overlapping period, so do not retry; other 4xx codes name what to correct.',
      'Counts against the POST /orders rate limit.',
    ].join(' '),
    inputSchema: CreateOrderArgs,
    outputSchema: Order,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, ({ idempotency_key: key, ...input }) => runTool('create_order', () => {
    spendRouteLimit(ctx, 'POST /orders');
    return answer(withIdempotencyKey(ctx, key, input, () => {
      const order = createOrder(ctx.core, ctx.partner, input);
      return { status: 200, headers: { 'content-type': 'application/json', location: `/public/orders/${order.id}` }, body: JSON.stringify(order) };
    }));
  }));
}
