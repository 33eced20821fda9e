import { Hono } from 'hono';
import { ExternalOrderCreateInput } from '../../contract/external-order.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { jsonBody } from '../http/request-input.ts';
import { idempotency } from '../idempotency/idempotency-middleware.ts';
import { cancelExternalOrder } from './cancel-external-order.ts';
import { createExternalOrder } from './create-external-order.ts';
import { externalOrderView, ownExternalOrderRow } from './external-order-store.ts';

/** /public/external-orders: orders paid through a link (spec 2.5). */
export function externalOrdersRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/', idempotency(core), async (c) => {
      const input = await jsonBody(c, ExternalOrderCreateInput, 'external order');
      const { externalOrder, created } = createExternalOrder(core, c.get('partner'), input);
      return c.json(externalOrder, created ? 201 : 200, { Location: `/public/external-orders/${externalOrder.id}` });
    })
    .get('/:id', (c) => c.json(externalOrderView(ownExternalOrderRow(core.db, c.get('partner').id, c.req.param('id')), core.publicUrl)))
    .post('/:id/cancel', (c) => c.json(cancelExternalOrder(core, c.get('partner'), c.req.param('id'))));
}
