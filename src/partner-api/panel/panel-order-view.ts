import type { Order } from '../../contract/order.ts';
import type { PanelOrder } from '../../contract/panel.ts';
import { productLanguage, productText } from '../../contract/product-texts/product-texts.ts';
import type { Db } from '../db/open-database.ts';

/**
 * Orders as a partner reads them: the product's name in the panel's language (the slug when the tables lack
 * it) and the shopper's e-mail, looked up once for the whole page. Names are added here, not in the browser:
 * the product texts of 10 languages would weigh more than the whole panel.
 */
export function panelOrders(db: Db, orders: Order[], lang: string | undefined): PanelOrder[] {
  const language = productLanguage(lang);
  const emails = new Map(
    (db.prepare('SELECT id, email FROM users WHERE id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify([...new Set(orders.map((o) => o.user_id))])) as { id: string; email: string }[])
      .map((u) => [u.id, u.email]),
  );
  return orders.map((order) => ({
    ...order,
    product_name: productText(order.product, language)?.name ?? order.product,
    email: emails.get(order.user_id) ?? '',
  }));
}
