import * as z from 'zod/mini';
import { Country, Money, ProductType, VehicleType } from './primitives.ts';

export const UserField = z.enum(['email', 'first_name', 'last_name', 'phone', 'address']);
export type UserField = z.infer<typeof UserField>;

/**
 * `rolling`: valid `period` from the start date; `calendar_year`: the vignette
 * year N, valid 1 December N-1 to 31 January N+1, so a start in January to
 * November ends 31 January of the following year and a start in December ends
 * 31 January two years on; `single_journey`: one trip on the start date.
 */
export const Validity = z.enum(['rolling', 'calendar_year', 'single_journey']);
export type Validity = z.infer<typeof Validity>;

export const Product = z.object({
  slug: z.string().check(z.regex(/^(vignette|tunnel|bridge|train|ferry)-[a-z]{2}-[a-z0-9-]+$/)),
  type: ProductType,
  country: Country,
  name: z.string(),
  description: z.string(),
  /** ISO 8601 duration, e.g. `P10D`, `P1M`, `P1Y`. */
  period: z.string(),
  validity: Validity,
  prices: z.array(z.object({ vehicle_type: VehicleType, price: Money })),
  vin_required: z.boolean(),
  required_user_fields: z.array(UserField),
  flex_available: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const ProductFilters = z.object({
  country: z.optional(z.pipe(z.pipe(z.string(), z.transform((s: string) => s.toUpperCase())), Country)),
  type: z.optional(ProductType),
  vehicle_type: z.optional(VehicleType),
});

export const ProviderStatus = z.object({
  country: Country,
  status: z.enum(['operational', 'down']),
  last_response_at: z.nullable(z.string()),
});

export const ProductAvailability = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Whether an order may start today (needs the national provider up). */
  immediate_available: z.boolean(),
  reason: z.nullable(z.string()),
});

export const ProductsStatus = z.object({
  checked_at: z.string(),
  providers: z.array(ProviderStatus),
  products: z.array(ProductAvailability),
});
export type ProductsStatus = z.infer<typeof ProductsStatus>;
