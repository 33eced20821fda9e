import { Hono } from 'hono';
import { problem } from '../../contract/problem.ts';
import { CheckoutModifyRequest } from '../../contract/widget-api.ts';
import { authorizedOrder } from '../order-access.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';
import { readJson } from '../read-json.ts';
import { type OrderActionDeps, recordChange } from './order-actions.ts';

/**
 * POST /api/orders/{id}/modify with `{token, plate?, vehicle_country?, vin?,
 * start_date?}`: the spec's one change per order, checked upstream by the
 * rules of creation (its 4xx answers pass through as they are).
 */
export function modifyOrderRoute(deps: OrderActionDeps): Hono {
  return new Hono().post('/api/orders/:id/modify', async (c) => {
    const { token, plate, vehicle_country: country, vin, start_date } = parseInput(
      CheckoutModifyRequest, await readJson(c), 'modification',
    );
    const { order: known } = await authorizedOrder(deps.store, c.req.param('id'), token);
    const change = {
      ...(plate !== undefined && { plate }),
      ...(country !== undefined && { country }),
      ...(vin !== undefined && { vin }),
      ...(start_date !== undefined && { start_date }),
    };
    if (Object.keys(change).length === 0) {
      throw new ProblemError(problem(400, 'invalid_request', 'The modification is empty', {
        errors: [{ path: '', message: 'Send at least one of plate, vehicle_country, vin or start_date' }],
      }));
    }
    const order = await deps.upstream.getOrder(known.id);
    await recordChange(deps, order);
    if (!order.can_modify) {
      throw new ProblemError(problem(409, 'order_not_modifiable', 'This order cannot be modified', {
        detail: 'An order can be modified once, and only before it ends.',
      }));
    }
    const modified = await deps.upstream.modifyOrder(order.id, change);
    c.header('Cache-Control', 'no-store');
    return c.json(await recordChange(deps, modified));
  });
}
