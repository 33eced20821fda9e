import * as z from 'zod/mini';
import { Vehicle } from '../../../contract/user.ts';
import { listUserVehicles } from '../../users/list-user-vehicles.ts';
import { defineTool } from '../partner-tool.ts';
import { UserId } from '../tool-args.ts';

/** GET /public/users/{id}/vehicles as a tool. */
export const getUserVehiclesTool = defineTool({
  name: 'get_user_vehicles',
  title: 'List a user\'s vehicles',
  description: 'The vehicles a user has paid orders for, each plate and registration country once, as on its latest order (vehicle_type, vin), most recently used first. Use it to offer a returning shopper their car.',
  operationId: 'listUserVehicles',
  input: z.strictObject({ user_id: UserId }),
  output: z.object({ data: z.array(Vehicle) }),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /users/{id}/vehicles', id: (args) => args.user_id },
  run: ({ core, partner }, { user_id: id }) => listUserVehicles(core, partner, id),
});
