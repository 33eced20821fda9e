import * as z from 'zod/mini';
import { Country, PlateInput, RegistrationCountry } from './primitives.ts';

export const ValidateVehicleRequest = z.object({
  plate: PlateInput,
  /** Country where the vehicle is registered. */
  country: RegistrationCountry,
  /** Country of the product it will be used in, when known. */
  product_country: z.optional(Country),
});
export type ValidateVehicleRequest = z.input<typeof ValidateVehicleRequest>;

export const ValidateVehicleResult = z.object({
  valid: z.boolean(),
  /** The plate as the national registers write it (upper case, single spaces). */
  plate: z.string(),
  country: z.string(),
  code: z.nullable(z.string()),
  message: z.nullable(z.string()),
});
export type ValidateVehicleResult = z.infer<typeof ValidateVehicleResult>;
