/**
 * The widget-to-BFF API. The only contract module the widget loads at run
 * time, so it stays small (zod/mini, no server schemas).
 */
import * as z from 'zod/mini';
import { Email, IsoDate, Money, PaymentProvider, PlateInput, RegistrationCountry, VehicleType, Vin } from './primitives.ts';
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
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

export const IdempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Idempotency-Key must be 16 to 64 URL-safe characters'));

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
  /** BFF URL of the confirmation PDF, once the order is ACTIVE. */
  confirmation_url: z.nullable(z.string()),
  version: z.int(),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;

/** 201 answer of POST /api/orders. The token reads this order's status. */
export const CheckoutCreated = z.object({ order: CheckoutOrder, access_token: z.string() });
export type CheckoutCreated = z.infer<typeof CheckoutCreated>;

/** Server-Sent Event name on GET /api/orders/{id}/events?token=... */
export const ORDER_SSE_EVENT = 'order';
