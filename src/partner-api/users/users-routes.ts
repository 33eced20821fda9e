import { Hono } from 'hono';
import { PageQuery } from '../../contract/list.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { queryInput } from '../http/request-input.ts';
import { listUserOrders } from './list-user-orders.ts';
import { listUserVehicles } from './list-user-vehicles.ts';
import { listUsers } from './list-users.ts';

export function usersRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(listUsers(core, c.get('partner'), queryInput(c, PageQuery).page)))
    .get('/:id/orders', (c) => c.json(listUserOrders(core, c.get('partner'), c.req.param('id'), queryInput(c, PageQuery).page)))
    .get('/:id/vehicles', (c) => c.json(listUserVehicles(core, c.get('partner'), c.req.param('id'))));
}
