import * as z from 'zod/mini';
import {
  IsoDate, Locale, Money, PaymentProvider, PaymentProviders, PlateInput, ProductType, RegistrationCountry, VehicleType,
  Vin,
} from './primitives.ts';
import { OrderStatus } from './order-status.ts';
import { UserInput } from './user.ts';

export { FINAL_STATUSES, ORDER_STATUSES, OrderStatus } from './order-status.ts';

export const Flex = z.object({
  type: z._default(z.enum(['default', 'expanded']), 'default'),
  enabled: z.boolean(),
});
export type Flex = z.infer<typeof Flex>;

export const OrderVehicleInput = z.object({
  plate: PlateInput,
  country: RegistrationCountry,
  type: VehicleType,
  vin: z.optional(Vin),
});

export const OrderProductInput = z.object({
  product: z.string().check(z.minLength(1), z.maxLength(80)),
  start_date: z.optional(IsoDate),
  /** Deprecated alias of `start_date`: accepted, never required. */
  start_from: z.optional(IsoDate),
  vehicle: OrderVehicleInput,
  flex: z.optional(Flex),
  /** Deprecated: `flex` wins when both are sent. */
  flexible: z.optional(z.boolean()),
});
export type OrderProductInput = z.infer<typeof OrderProductInput>;

/** The spec is silent on the shopper's language; this service keeps it with the order (docs/architecture.md). */
const ORDER_LOCALE = 'Optional BCP 47 tag of the shopper\'s language (cs, de-AT, ...), kept with the order: the '
  + 'confirmation PDF is written in it (English for a language without texts, or none). The hosted payment page '
  + 'follows the `lang` query parameter of its link.';

/**
 * POST /public/orders. One order is one product (same slug and start date in
 * every `products[]` item) for one or more vehicles: each item is one car.
 */
export const OrderCreateInput = z.object({
  order_has_been_paid: z.boolean(),
  custom_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  subaccount: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  user: UserInput,
  allowed_payment_providers: z.optional(PaymentProviders),
  open_order_details_by_default: z.optional(z.boolean()),
  products: z.array(OrderProductInput).check(z.minLength(1), z.maxLength(10)),
  locale: z.optional(Locale).register(z.globalRegistry, { description: ORDER_LOCALE }),
});
export type OrderCreateInput = z.infer<typeof OrderCreateInput>;

export const OrderCar = z.object({
  plate: z.string(),
  country: z.string(),
  vehicle_type: VehicleType,
  vin: z.nullable(z.string()),
  provider_id: z.nullable(z.string()),
  /** URL of the national provider's confirmation PDF, once ACTIVE. */
  pdf: z.nullable(z.string()),
});
export type OrderCar = z.infer<typeof OrderCar>;

export const Receipt = z.object({
  number: z.string(),
  lines: z.array(z.object({ description: z.string(), quantity: z.int(), unit_price: Money, total: Money })),
  total: Money,
});

export const Order = z.object({
  id: z.string(),
  custom_id: z.nullable(z.string()),
  product: z.string(),
  user_id: z.string(),
  purchase_date: z.string(),
  /** Deprecated mirror of `start_date`. */
  start_from: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  period: z.string(),
  type: ProductType,
  country: z.string(),
  status: OrderStatus,
  receipt: Receipt,
  subaccount: z.nullable(z.string()),
  provider_id: z.nullable(z.string()),
  cars: z.array(OrderCar),
  can_modify: z.boolean(),
  order_has_been_paid: z.boolean(),
  paid: z.boolean(),
  payment_link: z.nullable(z.string()),
  allowed_payment_providers: z.array(PaymentProvider),
  open_order_details_by_default: z.boolean(),
  flex: z.nullable(Flex),
  price: Money,
  /** Grows by one on every change, so receivers can drop stale events. */
  version: z.int(),
  updated_at: z.string(),
  /** When a cancel-deferred or cancel-pending refunded the order; optional so older payloads still parse. */
  refunded_at: z.optional(z.nullable(z.string())),
  /** Optional so older payloads still parse. */
  locale: z.optional(z.nullable(z.string())).register(z.globalRegistry, {
    description: 'The locale given on creation (the confirmation PDF\'s language), null without one.',
  }),
});
export type Order = z.infer<typeof Order>;

/** GET /public/orders/{id}/status: spec 4 "returns only the order status", so `{status}` and nothing else. */
export const OrderStatusResponse = z.strictObject({ status: OrderStatus });

export const OrderListQuery = z.object({
  status: z.optional(OrderStatus),
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
});

export const OrderModifyInput = z.object({
  plate: z.optional(PlateInput),
  country: z.optional(RegistrationCountry),
  vin: z.optional(Vin),
  start_date: z.optional(IsoDate),
});
