import { Hono } from 'hono';
import { OrderCreateInput, OrderListQuery, OrderModifyInput } from '../../contract/order.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { jsonBody, queryInput } from '../http/request-input.ts';
import { idempotency } from '../idempotency/idempotency-middleware.ts';
import { cancelOrder } from './cancel-order.ts';
import { createOrder } from './create-order.ts';
import { modifyOrder } from './modify-order.ts';
import { listPartnerOrders } from './list-partner-orders.ts';
import { carPdf, getOrder, ownOrderRow } from './order-store.ts';

export function ordersRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;

  return new Hono<AppEnv>()
    .post('/', idempotency(core), async (c) => {
      const input = await jsonBody(c, OrderCreateInput, 'order');
      const order = createOrder(core, c.get('partner'), input);
      return c.json(order, 200, { Location: `/public/orders/${order.id}` });
    })
    .get('/', (c) => {
      const { status, page } = queryInput(c, OrderListQuery);
      return c.json(listPartnerOrders(core, c.get('partner'), status, page));
    })
    .get('/:id', (c) => c.json(getOrder(core, c.get('partner'), c.req.param('id'))))
    .get('/:id/status', (c) => {
      const { status } = ownOrderRow(db, c.get('partner').id, c.req.param('id'));
      return c.json({ status });
    })
    .post('/:id/modify', async (c) => {
      const input = await jsonBody(c, OrderModifyInput, 'modification');
      return c.json(modifyOrder(core, c.get('partner'), c.req.param('id'), input));
    })
    .post('/:id/cancel-deferred', (c) => c.json(cancelOrder(core, c.get('partner'), c.req.param('id'), 'deferred')))
    .post('/:id/cancel-pending', (c) => c.json(cancelOrder(core, c.get('partner'), c.req.param('id'), 'pending')))
    .get('/:id/cars/:index/confirmation.pdf', (c) => {
      const row = ownOrderRow(db, c.get('partner').id, c.req.param('id'));
      const index = c.req.param('index');
      const pdf = /^\d{1,2}$/.test(index) ? carPdf(db, row.id, Number(index)) : undefined;
      if (!pdf) {
        throw ProblemError.of(404, 'confirmation_not_found', 'No confirmation for this vehicle yet', {
          detail: 'The confirmation PDF exists once the order is ACTIVE; cars are numbered from 0.',
        });
      }
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${row.id}-${index}.pdf"`,
        'Cache-Control': 'private, max-age=3600',
      });
    });
}
