import * as z from 'zod/mini';
import { OrderCreateInput } from './order.ts';
import { ExternalOrderStatus } from './external-order-status.ts';
import { Money, PaymentProvider, PaymentProviders } from './primitives.ts';

export { EXTERNAL_ORDER_STATUSES, ExternalOrderStatus } from './external-order-status.ts';

/**
 * POST /public/external-orders: spec 2.5's named fields plus the products and user of a normal order. The amount
 * is the catalogue price of those products, never sent; paying the link creates the road-product order.
 */
const OrderOfLink = z.pick(OrderCreateInput, {
  custom_id: true, subaccount: true, user: true, products: true, open_order_details_by_default: true, locale: true,
});
export const ExternalOrderCreateInput = z.extend(OrderOfLink, {
  reference_id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._:-]+$/)),
  description: z.optional(z.string().check(z.maxLength(200))),
  expires_in: z._default(z.int().check(z.minimum(60), z.maximum(3600)), 900),
  allowed_payment_providers: z.optional(PaymentProviders),
});

export const ExternalOrderItem = z.object({ product: z.string(), start_date: z.string(), amount: Money });

export const ExternalOrder = z.object({
  id: z.string().check(z.startsWith('eo_')),
  reference_id: z.string(),
  status: ExternalOrderStatus,
  amount: Money,
  description: z.nullable(z.string()),
  payment_link: z.nullable(z.string()),
  expires_in: z.int(),
  expires_at: z.string(),
  allowed_payment_providers: z.array(PaymentProvider),
  created_at: z.string(),
  /** The road-product order that paying the link created (the first, for a basket); null until PAID. */
  order_id: z.nullable(z.string()),
  /**
   * A basket (products of several slugs or start dates): every order paying created, one per (slug, start date);
   * [] until PAID. Optional: services before baskets send only `order_id`.
   */
  order_ids: z.optional(z.array(z.string())),
  /** What the link sells, item by item, at the catalogue's price. */
  items: z.optional(z.array(ExternalOrderItem)),
});
export type ExternalOrder = z.infer<typeof ExternalOrder>;

/** Every order a paid external order created: `order_ids`, or the one `order_id` of a service before baskets. */
export function externalOrderOrderIds(externalOrder: ExternalOrder): string[] {
  return externalOrder.order_ids ?? (externalOrder.order_id === null ? [] : [externalOrder.order_id]);
}
