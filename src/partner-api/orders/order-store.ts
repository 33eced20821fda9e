import { PER_PAGE } from '../../contract/list.ts';
import type { Flex, Order, OrderStatus } from '../../contract/order.ts';
import type { PaymentProvider, ProductType, VehicleType } from '../../contract/primitives.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { Partner } from '../partners/partners.ts';
import { iso } from '../support/dates.ts';

export interface OrderRow {
  id: string;
  partner_id: string;
  user_id: string;
  custom_id: string | null;
  subaccount: string | null;
  product: string;
  type: ProductType;
  country: string;
  period: string;
  duplicate_group: string | null;
  start_date: string;
  end_date: string;
  purchased_at: number;
  status: OrderStatus;
  order_has_been_paid: 0 | 1;
  paid: 0 | 1;
  payment_token: string | null;
  allowed_payment_providers: string;
  open_order_details_by_default: 0 | 1;
  flex: string | null;
  receipt: string;
  price_amount: number;
  currency: string;
  provider_id: string | null;
  version: number;
  updated_at: number;
  /** Set by the once-per-order modification. */
  modified_at: number | null;
  refunded_at: number | null;
  /** BCP 47 tag given on creation; the confirmation PDF's language. */
  locale: string | null;
}

export interface CarRow {
  order_id: string;
  idx: number;
  plate: string;
  country: string;
  vehicle_type: VehicleType;
  vin: string | null;
  provider_id: string | null;
}

/**
 * Statuses from which the once-per-order modification is still possible:
 * not WILL BE ACTIVE (the provider holds a registration we cannot change
 * until its id arrives) and not a final status.
 */
const MODIFIABLE: readonly OrderStatus[] = ['CREATED', 'DEFERRED', 'PENDING', 'ACTIVE'];

export const canModify = (row: Pick<OrderRow, 'status' | 'modified_at'>) => row.modified_at === null && MODIFIABLE.includes(row.status);

export function insertOrder(db: Db, order: Omit<OrderRow, 'modified_at' | 'refunded_at'>, cars: Omit<CarRow, 'order_id' | 'provider_id'>[]): void {
  const columns = Object.keys(order);
  db.prepare(`INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(order);
  const insertCar = db.prepare('INSERT INTO order_cars (order_id, idx, plate, country, vehicle_type, vin) VALUES (?, ?, ?, ?, ?, ?)');
  for (const car of cars) insertCar.run(order.id, car.idx, car.plate, car.country, car.vehicle_type, car.vin);
}

export function findOrderRow(db: Db, id: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
}

export function findPartnerOrderRow(db: Db, partnerId: string, id: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ? AND partner_id = ?').get(id, partnerId) as OrderRow | undefined;
}

/** The partner's own order; other partners' orders are as unknown as missing ones (404). */
export function ownOrderRow(db: Db, partnerId: string, id: string): OrderRow {
  const row = findPartnerOrderRow(db, partnerId, id);
  if (!row) throw ProblemError.of(404, 'order_not_found', 'No such order', { detail: `There is no order ${id} for this API key.` });
  return row;
}

/** Route-free order detail, for the REST route and the MCP tool. */
export function getOrder(core: PartnerApiCore, partner: Partner, id: string): Order {
  return orderView(core.db, ownOrderRow(core.db, partner.id, id), core.publicUrl);
}

export function findOrderRowByPaymentToken(db: Db, token: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE payment_token = ?').get(token) as OrderRow | undefined;
}

type CarView = CarRow & { has_pdf: 0 | 1 };

const CAR_COLUMNS = 'order_id, idx, plate, country, vehicle_type, vin, provider_id, pdf IS NOT NULL AS has_pdf';

export function carsOf(db: Db, orderId: string): CarView[] {
  return db.prepare(`SELECT ${CAR_COLUMNS} FROM order_cars WHERE order_id = ? ORDER BY idx`).all(orderId) as CarView[];
}

export function carPdf(db: Db, orderId: string, idx: number): Buffer | undefined {
  const row = db.prepare('SELECT pdf FROM order_cars WHERE order_id = ? AND idx = ?').get(orderId, idx) as { pdf: Buffer | null } | undefined;
  return row?.pdf ?? undefined;
}

export const confirmationPdfPath = (orderId: string, idx: number) => `/public/orders/${orderId}/cars/${idx}/confirmation.pdf`;
export const paymentPagePath = (token: string) => `/pay/${token}`;

/** The wire `Order` of a stored order; `cars` when the caller has already read them. */
export function orderView(db: Db, row: OrderRow, publicUrl: string, cars: CarView[] = carsOf(db, row.id)): Order {
  const purchaseDate = iso(row.purchased_at);
  return {
    id: row.id,
    custom_id: row.custom_id,
    product: row.product,
    user_id: row.user_id,
    purchase_date: purchaseDate,
    start_from: row.start_date,
    start_date: row.start_date,
    end_date: row.end_date,
    period: row.period,
    type: row.type,
    country: row.country,
    status: row.status,
    receipt: JSON.parse(row.receipt) as Order['receipt'],
    subaccount: row.subaccount,
    provider_id: row.provider_id,
    cars: cars.map((car) => ({
      plate: car.plate,
      country: car.country,
      vehicle_type: car.vehicle_type,
      vin: car.vin,
      provider_id: car.provider_id,
      pdf: car.has_pdf ? `${publicUrl}${confirmationPdfPath(row.id, car.idx)}` : null,
    })),
    can_modify: canModify(row),
    order_has_been_paid: row.order_has_been_paid === 1,
    paid: row.paid === 1,
    payment_link: row.payment_token ? `${publicUrl}${paymentPagePath(row.payment_token)}` : null,
    allowed_payment_providers: JSON.parse(row.allowed_payment_providers) as PaymentProvider[],
    open_order_details_by_default: row.open_order_details_by_default === 1,
    flex: row.flex ? (JSON.parse(row.flex) as Flex) : null,
    price: { amount: row.price_amount, currency: row.currency },
    version: row.version,
    updated_at: iso(row.updated_at),
    refunded_at: row.refunded_at === null ? null : iso(row.refunded_at),
    locale: row.locale,
  };
}

export function loadOrder(db: Db, id: string, publicUrl: string): Order {
  const row = findOrderRow(db, id);
  if (!row) throw new Error(`Order ${id} vanished`);
  return orderView(db, row, publicUrl);
}

export type OrderPage = { data: Order[]; page: number; per_page: number; total: number };

/**
 * One page of the orders matching `where` (SQL over `orders`, filled by
 * `params`), newest first: GET /public/orders and /public/users/{id}/orders.
 * The cars of the whole page come in one query, not one per order.
 */
export function orderPage(
  core: PartnerApiCore, where: string, params: readonly (string | number)[], page: number,
): OrderPage {
  const { db } = core;
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM orders WHERE ${where}`).get(...params) as { total: number };
  const rows = db.prepare(`SELECT * FROM orders WHERE ${where} ORDER BY purchased_at DESC, id LIMIT ? OFFSET ?`)
    .all(...params, PER_PAGE, (page - 1) * PER_PAGE) as OrderRow[];
  const cars = new Map<string, CarView[]>();
  const pageCars = db.prepare(`SELECT ${CAR_COLUMNS} FROM order_cars WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, idx`)
    .all(JSON.stringify(rows.map((row) => row.id))) as CarView[];
  for (const car of pageCars) cars.set(car.order_id, [...(cars.get(car.order_id) ?? []), car]);
  return {
    data: rows.map((row) => orderView(db, row, core.publicUrl, cars.get(row.id) ?? [])),
    page,
    per_page: PER_PAGE,
    total,
  };
}
