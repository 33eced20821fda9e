import type { OrderStatus } from '../../contract/order.ts';

/**
 * The SQL filter of the panel's order list: the partner's own orders, by status, and by one search text matching an
 * order id, a plate (spaces and case ignored, as shoppers type them either way) or the shopper's e-mail.
 */
export function orderFilter(
  partnerId: string, status: OrderStatus | undefined, q: string | undefined,
): { where: string; params: (string | number)[] } {
  const clauses = ['partner_id = ?'];
  const params: (string | number)[] = [partnerId];
  if (status !== undefined) {
    clauses.push('status = ?');
    params.push(status);
  }
  if (q) {
    clauses.push(`(id = ?
      OR id IN (SELECT order_id FROM order_cars WHERE REPLACE(REPLACE(UPPER(plate), ' ', ''), '-', '') = ?)
      OR user_id IN (SELECT id FROM users WHERE partner_id = ? AND LOWER(email) = ?))`);
    params.push(q, q.toUpperCase().replace(/[\s-]/g, ''), partnerId, q.toLowerCase());
  }
  return { where: clauses.join(' AND '), params };
}
