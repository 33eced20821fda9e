/**
 * The widget-to-BFF API. The only contract module the widget loads at run
 * time, so it stays small (zod/mini, no server schemas).
 */
import * as z from 'zod/mini';
import {
  Email, IsoDate, Locale, Money, PaymentProvider, PlateInput, RegistrationCountry, VehicleType, Vin,
} from './primitives.ts';
import { OrderStatus } from './order-status.ts';

/** POST /api/validate-vehicle */
export const VehicleCheck = z.object({
  plate: PlateInput,
  country: RegistrationCountry,
  product_country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
});
export type VehicleCheck = z.input<typeof VehicleCheck>;

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

/**
 * POST /api/orders, with an `Idempotency-Key` header. The price is not here:
 * the BFF takes it from the catalogue, never from the browser.
 */
export const CheckoutRequest = z.object({
  product: z.string().check(z.minLength(1), z.maxLength(80)),
  vehicle_type: VehicleType,
  plate: PlateInput,
  vehicle_country: RegistrationCountry,
  start_date: IsoDate,
  email: Email,
  vin: z.optional(Vin),
  first_name: optionalText(100),
  last_name: optionalText(100),
  phone: z.optional(z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number'))),
  address: optionalText(200),
  /** The widget's locale: the BFF passes it on with the order (its confirmation PDF is written in it). */
  locale: z.optional(Locale),
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

export const IdempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Idempotency-Key must be 16 to 64 URL-safe characters'));

export const OrderEnd = z.enum(['cancelled', 'failed']);
export type OrderEnd = z.infer<typeof OrderEnd>;

/** The order as the widget sees it: no personal data beyond the plate. */
export const CheckoutOrder = z.object({
  id: z.string(),
  status: OrderStatus,
  product: z.object({ slug: z.string(), name: z.string(), type: z.string(), country: z.string() }),
  vehicle: z.object({ plate: z.string(), country: z.string(), type: VehicleType }),
  start_date: z.string(),
  end_date: z.string(),
  price: Money,
  paid: z.boolean(),
  payment_link: z.nullable(z.string()),
  allowed_payment_providers: z.array(PaymentProvider),
  open_order_details_by_default: z.boolean(),
  /**
   * BFF URL of the confirmation PDF once the order is ACTIVE, whole: its `key` opens the PDF only, so it is safe
   * in a page's address, a history or a forwarded mail (never the access token, which can change the order).
   */
  confirmation_url: z.nullable(z.string()),
  /** The spec's one modification is still open. */
  can_modify: z.boolean(),
  /** Where the shopper asks the partner for help (BFF_SUPPORT_URL). */
  support_url: z.string(),
  version: z.int(),
  /**
   * How a REFUNDED order came to be, where the BFF knows: the shopper cancelled it, or the national provider
   * failed it first. Absent otherwise (the spec's order has no history, so a chargeback reads as neither).
   */
  ended_by: z.optional(OrderEnd),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;

/** 201 answer of POST /api/orders. The token reads this order's status. */
export const CheckoutCreated = z.object({ order: CheckoutOrder, access_token: z.string() });
export type CheckoutCreated = z.infer<typeof CheckoutCreated>;

/**
 * Where an order creation stands that could not finish within its request
 * (the upstream was down, or the partner's quota was spent): `queued` waits
 * its turn for the quota, `confirming` retries the upstream once a minute
 * (spec 4: at most 5 attempts, one idempotency key), then `created`, or
 * `rejected` with the upstream's reason, or `given_up` after the 5th attempt.
 */
export const CHECKOUT_STATES = ['queued', 'confirming', 'created', 'rejected', 'given_up'] as const;

/**
 * What a single order's checkout places, from the widget's request: a widget back after a reload has nothing
 * else to show the shopper what is waiting. Product slug, vehicle and start date only; the request's e-mail, VIN,
 * name, phone and address stay in the BFF.
 */
export const CheckoutDraft = z.object({
  product: z.string(),
  vehicle: z.object({ plate: z.string(), country: z.string(), type: VehicleType }),
  start_date: z.string(),
});
export type CheckoutDraft = z.infer<typeof CheckoutDraft>;

export const CheckoutProgress = z.object({
  checkout_id: z.string(),
  state: z.enum(CHECKOUT_STATES),
  /** Upstream attempts made so far. */
  attempts: z.int(),
  /** Order creations ahead of this one in the queue. */
  ahead: z.int(),
  /** When a `confirming` checkout tries the service again (ISO 8601); null while an attempt runs or nothing waits. */
  next_attempt_at: z.nullable(z.string()),
  /** The order, once created. */
  order: z.nullable(CheckoutOrder),
  /** What it places (CheckoutDraft); null for a basket, whose lines the trip planner keeps; absent from older BFFs. */
  draft: z.optional(z.nullable(CheckoutDraft)),
  /** A basket's id once created (read it at GET /api/baskets/{id}); null for a single order. */
  basket_id: z.optional(z.nullable(z.string())),
  /** Why it was rejected or given up, in words for the shopper. */
  problem: z.nullable(z.object({ code: z.string(), title: z.string(), detail: z.optional(z.string()) })),
});
export type CheckoutProgress = z.infer<typeof CheckoutProgress>;

/** 202 answer of POST /api/orders: follow it at GET /api/checkouts/{id}/events?token=. */
export const CheckoutAccepted = z.object({ checkout: CheckoutProgress, access_token: z.string() });
export type CheckoutAccepted = z.infer<typeof CheckoutAccepted>;

/** Proves the caller placed the order: the access token of its POST /api/orders answer. */
export const OrderToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Send the access token of this order'));

/** POST /api/orders/{id}/cancel: the BFF picks cancel-deferred or cancel-pending from the order's status. */
export const CheckoutCancelRequest = z.object({ token: OrderToken });
export type CheckoutCancelRequest = z.input<typeof CheckoutCancelRequest>;

/**
 * POST /api/orders/{id}/abandon: the shopper will not pay this unpaid order.
 * It lapses by itself (the spec cancels no CREATED order); the BFF stops
 * counting it against the device's limit of orders waiting for payment.
 */
export const CheckoutAbandonRequest = z.object({ token: OrderToken });
export type CheckoutAbandonRequest = z.input<typeof CheckoutAbandonRequest>;

/** POST /api/orders/{id}/modify: the spec's once-per-order change of vehicle and/or start date. */
export const CheckoutModifyRequest = z.object({
  token: OrderToken,
  plate: z.optional(PlateInput),
  vehicle_country: z.optional(RegistrationCountry),
  vin: z.optional(Vin),
  start_date: z.optional(IsoDate),
});
export type CheckoutModifyRequest = z.input<typeof CheckoutModifyRequest>;

/** Server-Sent Event name on GET /api/orders/{id}/events?token=... */
export const ORDER_SSE_EVENT = 'order';

/** Server-Sent Event name on GET /api/checkouts/{id}/events?token=..., each a CheckoutProgress. */
export const CHECKOUT_SSE_EVENT = 'checkout';
