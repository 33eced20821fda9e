import { PER_PAGE } from '../../contract/list.ts';
import type { Order } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import { orderView, type OrderRow } from '../orders/order-store.ts';
import type { Partner } from '../partners/partners.ts';
import { ownUser } from './users.ts';

/** GET /public/users/{id}/orders: every order of one of the partner's users, newest first. */
export function listUserOrders(core: PartnerApiCore, partner: Partner, userId: string, page: number): { data: Order[]; page: number; per_page: number; total: number } {
  const { db } = core;
  const user = ownUser(db, partner.id, userId);
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM orders WHERE user_id = ?').get(user.id) as { total: number };
  const rows = db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY purchased_at DESC, id LIMIT ? OFFSET ?')
    .all(user.id, PER_PAGE, (page - 1) * PER_PAGE) as OrderRow[];
  return { data: rows.map((row) => orderView(db, row, core.publicUrl)), page, per_page: PER_PAGE, total };
}
