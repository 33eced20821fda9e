import { Hono } from 'hono';
import type { OrderStatus } from '../../contract/order.ts';
import { PanelOrderDetailQuery, PanelOrderFilter, PanelOrderQuery, type PanelOrderDetail } from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { queryInput } from '../http/request-input.ts';
import { cancelOrder } from '../orders/cancel-order.ts';
import { carPdf, orderPage, orderView, ownOrderRow } from '../orders/order-store.ts';
import { iso } from '../support/dates.ts';
import { deliveriesOfOrder } from './delivery-log.ts';
import { ordersCsv } from './order-csv.ts';
import { orderFilter } from './order-search.ts';
import { panelOrders } from './panel-order-view.ts';

interface EventRow { status: OrderStatus; previous_status: OrderStatus | null; at: number }

/** An export holds at most this many pages of 50: a partner with more narrows the dates. */
const EXPORT_MAX_PAGES = 200;

/**
 * The panel's orders screen: list with filters, search and paging; the filtered list as CSV; an order with its
 * timeline; its PDFs; its cancellation (DEFERRED or PENDING, as the spec's two cancel routes allow).
 */
export function panelOrderRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  const detailOf = (partnerId: string, id: string, lang: string | undefined): PanelOrderDetail => {
    const row = ownOrderRow(db, partnerId, id);
    const events = db.prepare('SELECT status, previous_status, at FROM order_events WHERE order_id = ? ORDER BY id')
      .all(row.id) as EventRow[];
    const [order] = panelOrders(db, [orderView(db, row, core.publicUrl)], lang);
    return {
      order: order!,
      timeline: events.map((e) => ({ status: e.status, previous_status: e.previous_status, at: iso(e.at) })),
      deliveries: deliveriesOfOrder(db, partnerId, row.id),
    };
  };
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const { page, ...filter } = queryInput(c, PanelOrderQuery);
      const { where, params } = orderFilter(c.get('partner').id, filter);
      const found = orderPage(core, where, params, page);
      return c.json({ ...found, data: panelOrders(db, found.data, filter.lang) });
    })
    .get('/export.csv', (c) => {
      const filter = queryInput(c, PanelOrderFilter);
      const { where, params } = orderFilter(c.get('partner').id, filter);
      const orders = [];
      for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
        const found = orderPage(core, where, params, page);
        orders.push(...found.data);
        if (page * found.per_page >= found.total) break;
      }
      return c.body(ordersCsv(panelOrders(db, orders, filter.lang)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="orders-${iso(core.clock.now()).slice(0, 10)}.csv"`,
      });
    })
    .get('/:id', (c) => {
      const { lang } = queryInput(c, PanelOrderDetailQuery);
      return c.json(detailOf(c.get('partner').id, c.req.param('id'), lang));
    })
    .post('/:id/cancel', (c) => {
      const partner = c.get('partner');
      const row = ownOrderRow(db, partner.id, c.req.param('id'));
      // The spec's two cancel routes, chosen by the order's status; any other status is their 409.
      cancelOrder(core, partner, row.id, row.status === 'DEFERRED' ? 'deferred' : 'pending');
      return c.json(detailOf(partner.id, row.id, queryInput(c, PanelOrderDetailQuery).lang));
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
