import * as z from 'zod/mini';
import { Email } from './primitives.ts';

/** The shopper as sent on order creation; Moldova needs every field. */
export const UserInput = z.object({
  email: Email,
  first_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  last_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  phone: z.optional(z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number'))),
  address: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(200))),
});
export type UserInput = z.infer<typeof UserInput>;

export const User = z.object({
  id: z.string(),
  email: z.string(),
  created_date: z.string(),
});
export type User = z.infer<typeof User>;

export const Vehicle = z.object({
  plate: z.string(),
  country: z.string(),
  vehicle_type: z.string(),
  vin: z.nullable(z.string()),
  last_used_at: z.string(),
});
export type Vehicle = z.infer<typeof Vehicle>;
