import type { ExternalOrder, ExternalOrderItem } from '../../contract/external-order.ts';
import type { PaymentProvider } from '../../contract/primitives.ts';
import type { Db } from '../db/open-database.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { iso } from '../support/dates.ts';

export interface ExternalOrderRow {
  id: string;
  partner_id: string;
  reference_id: string;
  status: ExternalOrder['status'];
  amount: number;
  currency: string;
  description: string | null;
  payment_token: string;
  expires_in: number;
  expires_at: number;
  allowed_payment_providers: string;
  created_at: number;
  updated_at: number;
  /**
   * The `OrderCreateInput` of the whole basket (every `products[]` item); paying creates one order per product
   * group of it. Null on external orders made before they held products.
   */
  order_input: string | null;
  /** The first order paying created (`order_ids[0]`). */
  order_id: string | null;
  /** `ExternalOrderItem[]` as JSON, one per order of the basket; null on external orders made before baskets. */
  items: string | null;
  /** Every order paying created, as a JSON array; null until PAID (and on external orders paid before baskets). */
  order_ids: string | null;
}

export const externalPaymentPagePath = (token: string) => `/pay/eo/${token}`;

export function insertExternalOrder(db: Db, row: ExternalOrderRow): void {
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO external_orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
}

export function findExternalOrderRow(db: Db, id: string): ExternalOrderRow | undefined {
  return db.prepare('SELECT * FROM external_orders WHERE id = ?').get(id) as ExternalOrderRow | undefined;
}

export function findExternalOrderByReference(
  db: Db,
  partnerId: string,
  referenceId: string,
): ExternalOrderRow | undefined {
  return db
    .prepare('SELECT * FROM external_orders WHERE partner_id = ? AND reference_id = ?')
    .get(partnerId, referenceId) as ExternalOrderRow | undefined;
}

export function findExternalOrderByToken(db: Db, token: string): ExternalOrderRow | undefined {
  return db.prepare('SELECT * FROM external_orders WHERE payment_token = ?').get(token) as ExternalOrderRow | undefined;
}

/** The partner's external order by `eo_` id or, failing that, by `reference_id` (spec 4). */
export function ownExternalOrderRow(db: Db, partnerId: string, idOrReference: string): ExternalOrderRow {
  const row = db.prepare('SELECT * FROM external_orders WHERE partner_id = ? AND (id = ? OR reference_id = ?) ORDER BY id = ? DESC LIMIT 1')
    .get(partnerId, idOrReference, idOrReference, idOrReference) as ExternalOrderRow | undefined;
  if (!row) {
    throw ProblemError.of(404, 'external_order_not_found', 'No such external order', {
      detail: `There is no external order with id or reference_id ${idOrReference} for this API key.`,
    });
  }
  return row;
}

/** The orders paying created; an external order paid before baskets has its one `order_id`. */
const orderIdsOf = (row: ExternalOrderRow): string[] => {
  if (row.order_ids !== null) return JSON.parse(row.order_ids) as string[];
  return row.order_id === null ? [] : [row.order_id];
};

/** The wire `ExternalOrder`; the payment link is given only while it takes payments (OPEN). */
export function externalOrderView(row: ExternalOrderRow, publicUrl: string): ExternalOrder {
  return {
    id: row.id,
    reference_id: row.reference_id,
    status: row.status,
    amount: { amount: row.amount, currency: row.currency },
    description: row.description,
    payment_link: row.status === 'OPEN' ? `${publicUrl}${externalPaymentPagePath(row.payment_token)}` : null,
    expires_in: row.expires_in,
    expires_at: iso(row.expires_at),
    allowed_payment_providers: JSON.parse(row.allowed_payment_providers) as PaymentProvider[],
    created_at: iso(row.created_at),
    order_id: row.order_id,
    order_ids: orderIdsOf(row),
    items: row.items === null ? [] : JSON.parse(row.items) as ExternalOrderItem[],
  };
}
