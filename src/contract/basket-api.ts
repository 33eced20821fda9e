/**
 * The widget-to-BFF API of a basket: several products for one vehicle, paid
 * once. Apart from widget-api.ts so the first screen never loads it: only the
 * trip step (an on-demand chunk) does.
 */
import * as z from 'zod/mini';
import { CheckoutOrder, CheckoutProgress, CheckoutRequest } from './widget-api.ts';
import { IsoDate, Money, PaymentProvider, VehicleType } from './primitives.ts';
import { EXTERNAL_ORDER_STATUSES } from './external-order-status.ts';

/** A trip rarely needs more; the cap keeps one basket one upstream call a shopper can read through. */
export const MAX_BASKET_ITEMS = 12;

export const BasketItemRequest = z.object({
  product: z.string().check(z.minLength(1), z.maxLength(80)),
  start_date: IsoDate,
});

/**
 * POST /api/baskets, with an `Idempotency-Key` header: one vehicle, one
 * shopper (the fields and rules of an order's checkout), every product of the
 * trip. Prices come from the catalogue.
 */
export const BasketRequest = z.extend(z.omit(CheckoutRequest, { product: true, start_date: true }), {
  items: z.array(BasketItemRequest).check(
    z.minLength(1, 'Add at least one product'),
    z.maxLength(MAX_BASKET_ITEMS, `A basket holds at most ${MAX_BASKET_ITEMS} products`),
  ),
});
export type BasketRequest = z.input<typeof BasketRequest>;

/** One product of a basket: what was asked, and its order once the basket is paid. */
export const BasketItem = z.object({
  product: z.object({ slug: z.string(), name: z.string(), type: z.string(), country: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  price: Money,
  order: z.nullable(CheckoutOrder),
});
export type BasketItem = z.infer<typeof BasketItem>;

/** The basket as the widget sees it: its payment (one link for all) and its items. */
export const CheckoutBasket = z.object({
  id: z.string(),
  status: z.enum(EXTERNAL_ORDER_STATUSES),
  total: Money,
  payment_link: z.nullable(z.string()),
  expires_at: z.string(),
  allowed_payment_providers: z.array(PaymentProvider),
  open_order_details_by_default: z.boolean(),
  vehicle: z.object({ plate: z.string(), country: z.string(), type: VehicleType }),
  items: z.array(BasketItem),
  support_url: z.string(),
});
export type CheckoutBasket = z.infer<typeof CheckoutBasket>;

/** 201 answer of POST /api/baskets; the token reads the basket and each of its orders. */
export const BasketCreated = z.object({ basket: CheckoutBasket, access_token: z.string() });
export type BasketCreated = z.infer<typeof BasketCreated>;

/** 202 answer of POST /api/baskets: the creation waits in the queue; follow it like an order's. */
export const BasketAccepted = z.object({ checkout: CheckoutProgress, access_token: z.string() });
export type BasketAccepted = z.infer<typeof BasketAccepted>;

/** Server-Sent Event name on GET /api/baskets/{id}/events?token=..., each a CheckoutBasket. */
export const BASKET_SSE_EVENT = 'basket';
