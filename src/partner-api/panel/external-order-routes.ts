import { Hono } from 'hono';
import { PER_PAGE } from '../../contract/list.ts';
import { PanelExternalOrderQuery } from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { externalOrderView, type ExternalOrderRow } from '../external-orders/external-order-store.ts';
import { queryInput } from '../http/request-input.ts';
import { literally } from './order-search.ts';

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
    // The start of either is enough, as in the orders' search: "cart-" lists every cart's link.
    if (q) {
      clauses.push("(id LIKE ? ESCAPE '\\' OR reference_id LIKE ? ESCAPE '\\')");
      params.push(`${literally(q)}%`, `${literally(q)}%`);
    }
    const where = clauses.join(' AND ');
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM external_orders WHERE ${where}`).get(...params) as { total: number };
    const rows = db.prepare(`SELECT * FROM external_orders WHERE ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .all(...params, PER_PAGE, (page - 1) * PER_PAGE) as ExternalOrderRow[];
    return c.json({ data: rows.map((row) => externalOrderView(row, core.publicUrl)), page, per_page: PER_PAGE, total });
  });
}
