import type { PanelOrderFilter } from '../../contract/panel.ts';

/**
 * The SQL filter of the panel's order list: the partner's own orders, by status, purchase time, country, product
 * type and subaccount, and by one search text matching an order id, a plate (spaces and case ignored, as shoppers
 * type them either way) or the shopper's e-mail.
 */
export function orderFilter(
  partnerId: string, filter: PanelOrderFilter,
): { where: string; params: (string | number)[] } {
  const clauses = ['partner_id = ?'];
  const params: (string | number)[] = [partnerId];
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    clauses.push(`${column} = ?`);
    params.push(value);
  };
  equal('status', filter.status);
  equal('country', filter.country);
  equal('type', filter.type);
  equal('subaccount', filter.subaccount);
  if (filter.from !== undefined) {
    clauses.push('purchased_at >= ?');
    params.push(Date.parse(filter.from));
  }
  if (filter.to !== undefined) {
    clauses.push('purchased_at < ?');
    params.push(Date.parse(filter.to));
  }
  const { q } = filter;
  if (q) {
    clauses.push(`(id = ?
      OR id IN (SELECT order_id FROM order_cars WHERE REPLACE(REPLACE(UPPER(plate), ' ', ''), '-', '') = ?)
      OR user_id IN (SELECT id FROM users WHERE partner_id = ? AND LOWER(email) = ?))`);
    params.push(q, q.toUpperCase().replace(/[\s-]/g, ''), partnerId, q.toLowerCase());
  }
  return { where: clauses.join(' AND '), params };
}
