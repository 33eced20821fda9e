import type { OrderStatus } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Partner } from '../partners/partners.ts';
import { orderPage, type OrderPage } from './order-store.ts';

/** GET /public/orders: the partner's orders, newest first, optionally in one status. REST and MCP call it. */
export function listPartnerOrders(
  core: PartnerApiCore, partner: Partner, status: OrderStatus | undefined, page: number,
): OrderPage {
  return status === undefined
    ? orderPage(core, 'partner_id = ?', [partner.id], page)
    : orderPage(core, 'partner_id = ? AND status = ?', [partner.id, status], page);
}
