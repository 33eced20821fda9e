import { Hono } from 'hono';
import type { OrderStatus } from '../../contract/order.ts';
import { PanelOrderQuery, type PanelOrderDetail } from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { queryInput } from '../http/request-input.ts';
import { carPdf, orderPage, orderView, ownOrderRow } from '../orders/order-store.ts';
import { iso } from '../support/dates.ts';
import { deliveriesOfOrder } from './delivery-log.ts';
import { orderFilter } from './order-search.ts';

interface EventRow { status: OrderStatus; previous_status: OrderStatus | null; at: number }

/** The panel's orders screen: list with filter, search and paging; an order with its timeline; its PDFs. */
export function panelOrderRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const { status, page, q } = queryInput(c, PanelOrderQuery);
      const { where, params } = orderFilter(c.get('partner').id, status, q);
      return c.json(orderPage(core, where, params, page));
    })
    .get('/:id', (c) => {
      const partnerId = c.get('partner').id;
      const row = ownOrderRow(db, partnerId, c.req.param('id'));
      const events = db.prepare('SELECT status, previous_status, at FROM order_events WHERE order_id = ? ORDER BY id')
        .all(row.id) as EventRow[];
      const detail: PanelOrderDetail = {
        order: orderView(db, row, core.publicUrl),
        timeline: events.map((e) => ({ status: e.status, previous_status: e.previous_status, at: iso(e.at) })),
        deliveries: deliveriesOfOrder(db, partnerId, row.id),
      };
      return c.json(detail);
    })
    .get('/:id/cars/:index/confirmation.pdf', (c) => {
      const row = ownOrderRow(db, c.get('partner').id, c.req.param('id'));
      const index = c.req.param('index');
      const pdf = /^\d{1,2}$/.test(index) ? carPdf(db, row.id, Number(index)) : undefined;
      if (!pdf) throw ProblemError.of(404, 'confirmation_not_found', 'No confirmation for this vehicle yet');
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${row.id}-${index}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
