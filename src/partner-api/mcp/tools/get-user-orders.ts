import * as z from 'zod/mini';
import { Paged } from '../../../contract/list.ts';
import { Order } from '../../../contract/order.ts';
import { listUserOrders } from '../../users/list-user-orders.ts';
import { defineTool } from '../partner-tool.ts';
import { Page, UserId } from '../tool-args.ts';

/** GET /public/users/{id}/orders as a tool (one of the spec's three), on that route's per-user counter. */
export const getUserOrdersTool = defineTool({
  name: 'get_user_orders',
  title: 'List a user\'s orders',
  description: 'List every order of one user, newest first, 50 a page, with the full order fields (status, validity, vehicles, can_modify).',
  operationId: 'listUserOrders',
  input: z.strictObject({ user_id: UserId, page: Page }),
  output: Paged(Order),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /users/{id}/orders', id: (args) => args.user_id },
  run: ({ core, partner }, { user_id: id, page }) => listUserOrders(core, partner, id, page),
});
