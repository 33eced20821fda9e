import * as z from 'zod/mini';
import { OrderCreateInput } from './order.ts';
import { ExternalOrderStatus } from './external-order-status.ts';
import { Money, PaymentProvider, PaymentProviders } from './primitives.ts';

export { EXTERNAL_ORDER_STATUSES, ExternalOrderStatus } from './external-order-status.ts';

/**
 * POST /public/external-orders: spec 2.5's named fields plus the products and user of a normal order. The amount
 * is the catalogue price of those products, never sent; paying the link creates the road-product order.
 */
const OrderOfLink = z.pick(OrderCreateInput, { custom_id: true, subaccount: true, user: true, products: true });
export const ExternalOrderCreateInput = z.extend(OrderOfLink, {
  reference_id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._:-]+$/)),
  description: z.optional(z.string().check(z.maxLength(200))),
  expires_in: z._default(z.int().check(z.minimum(60), z.maximum(3600)), 900),
  allowed_payment_providers: z.optional(PaymentProviders),
});

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
  /** The road-product order that paying the link created; null until PAID. */
  order_id: z.nullable(z.string()),
});
export type ExternalOrder = z.infer<typeof ExternalOrder>;
