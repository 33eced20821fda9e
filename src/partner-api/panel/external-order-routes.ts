import { Hono } from 'hono';
import { PER_PAGE } from '../../contract/list.ts';
import { PanelExternalOrderQuery } from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { externalOrderView, type ExternalOrderRow } from '../external-orders/external-order-store.ts';
import { queryInput } from '../http/request-input.ts';

/** The panel's external orders (spec 2.5): the same status filter, search and paging as its orders. */
export function panelExternalOrderRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  return new Hono<AppEnv>().get('/', (c) => {
    const { status, page, q } = queryInput(c, PanelExternalOrderQuery);
    const clauses = ['partner_id = ?'];
    const params: (string | number)[] = [c.get('partner').id];
    if (status !== undefined) {
      clauses.push('status = ?');
      params.push(status);
    }
    if (q) {
      clauses.push('(id = ? OR reference_id = ?)');
      params.push(q, q);
    }
    const where = clauses.join(' AND ');
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM external_orders WHERE ${where}`).get(...params) as { total: number };
    const rows = db.prepare(`SELECT * FROM external_orders WHERE ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .all(...params, PER_PAGE, (page - 1) * PER_PAGE) as ExternalOrderRow[];
    return c.json({ data: rows.map((row) => externalOrderView(row, core.publicUrl)), page, per_page: PER_PAGE, total });
  });
}
