import type { PanelOrderFilter } from '../../contract/panel.ts';

/** A LIKE pattern that takes the partner's text literally: `%` and `_` in it are no wildcards. */
export const literally = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The SQL filter of the panel's order list: the partner's own orders, by status, purchase time, country, product
 * type and subaccount (its start, case ignored: "shop" finds shop-vienna and shop-linz), and by one search text
 * found in an order id or the partner's own custom_id (their start), a plate (anywhere in it, spaces, dashes and
 * case ignored, as shoppers type them either way) or the shopper's e-mail (anywhere in it): what a partner
 * remembers of an order is rarely all of it.
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
  if (filter.subaccount !== undefined) {
    clauses.push("LOWER(subaccount) LIKE ? ESCAPE '\\'");
    params.push(`${literally(filter.subaccount.toLowerCase())}%`);
  }
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
    const start = `${literally(q)}%`;
    const plate = literally(q.toUpperCase().replace(/[\s-]/g, ''));
    clauses.push(`(id LIKE ? ESCAPE '\\' OR custom_id LIKE ? ESCAPE '\\'
      OR id IN (SELECT order_id FROM order_cars
        WHERE REPLACE(REPLACE(UPPER(plate), ' ', ''), '-', '') LIKE ? ESCAPE '\\')
      OR user_id IN (SELECT id FROM users WHERE partner_id = ? AND LOWER(email) LIKE ? ESCAPE '\\'))`);
    params.push(start, start, `%${plate}%`, partnerId, `%${literally(q.toLowerCase())}%`);
  }
  return { where: clauses.join(' AND '), params };
}
