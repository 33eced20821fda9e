import * as z from 'zod/mini';
import { OrderCreateInput, OrderProductInput } from './order.ts';
import { ExternalOrderStatus } from './external-order-status.ts';
import { Money, PaymentProvider, PaymentProviders } from './primitives.ts';

export { EXTERNAL_ORDER_STATUSES, ExternalOrderStatus } from './external-order-status.ts';

/** At most this many `products[]` items in one external order's basket. */
export const EXTERNAL_ORDER_MAX_PRODUCTS = 20;

const BASKET = 'The basket: items may name different products and start dates. Items with the same product and start '
  + 'date make one order (their vehicles its `cars[]`, at most 10), exactly as `POST /public/orders` groups them; '
  + 'every other item starts another order. Paying the link once creates every order.';

/**
 * POST /public/external-orders: spec 2.5's named fields plus the user and a basket of products. The amount is the
 * catalogue price of the basket, never sent; paying the link creates one road-product order per product group.
 */
const OrderOfLink = z.pick(OrderCreateInput, { custom_id: true, subaccount: true, user: true });
export const ExternalOrderCreateInput = z.extend(OrderOfLink, {
  products: z.array(OrderProductInput).check(z.minLength(1), z.maxLength(EXTERNAL_ORDER_MAX_PRODUCTS))
    .register(z.globalRegistry, { description: BASKET }),
  reference_id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._:-]+$/)),
  description: z.optional(z.string().check(z.maxLength(200))),
  expires_in: z._default(z.int().check(z.minimum(60), z.maximum(3600)), 900),
  allowed_payment_providers: z.optional(PaymentProviders),
});

/** One order of the basket: a product from a start date, for its group's vehicles, at its receipt's total. */
export const ExternalOrderItem = z.object({
  product: z.string(),
  start_date: z.string(),
  amount: Money,
});
export type ExternalOrderItem = z.infer<typeof ExternalOrderItem>;

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
  /** The first order that paying the link created (kept for clients of one-product links); null until PAID. */
  order_id: z.nullable(z.string()).register(z.globalRegistry, {
    description: 'The first order that paying the link created (`order_ids[0]`); null until `PAID`.',
  }),
  order_ids: z.array(z.string()).register(z.globalRegistry, {
    description: 'Every order that paying the link created, one per item of `items`, in the same order; empty until `PAID`.',
  }),
  items: z.array(ExternalOrderItem).register(z.globalRegistry, {
    description: 'What the basket holds: one entry per order it makes (a product and start date, with its vehicles), '
      + 'in the order of `products[]`; `amount` is the sum of their amounts.',
  }),
});
export type ExternalOrder = z.infer<typeof ExternalOrder>;
