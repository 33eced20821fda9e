import type { PartnerApiCore } from '../core.ts';
import { orderPage, type OrderPage } from '../orders/order-store.ts';
import type { Partner } from '../partners/partners.ts';
import { ownUser } from './users.ts';

/** GET /public/users/{id}/orders: every order of one of the partner's users, newest first. */
export function listUserOrders(core: PartnerApiCore, partner: Partner, userId: string, page: number): OrderPage {
  return orderPage(core, 'user_id = ?', [ownUser(core.db, partner.id, userId).id], page);
}
