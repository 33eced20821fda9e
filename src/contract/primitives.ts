import * as z from 'zod/mini';
import { COUNTRIES, PRODUCT_TYPES } from './product-kinds.ts';

export { COUNTRIES, PRODUCT_TYPES };
export const Country = z.enum(COUNTRIES);
export type Country = z.infer<typeof Country>;

/** Registration country of a vehicle: any ISO alpha-2 code, upper-cased. */
export const RegistrationCountry = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')),
  z.transform((s: string) => s.toUpperCase()),
);

export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;

export const VEHICLE_TYPES = ['car', 'van', 'moto'] as const;
export const VehicleType = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof VehicleType>;

/**
 * The three payment providers of the hosted payment page, by their lowercase
 * names: a card provider, a wallet provider and a bank-app provider.
 */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'revolut'] as const;
export const PaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProvider>;
export const DEFAULT_PAYMENT_PROVIDERS: PaymentProvider[] = ['stripe', 'paypal'];

export const PaymentProviders = z.array(PaymentProvider).check(
  z.minLength(1, 'Allow at least one payment provider'),
  z.refine((list) => new Set(list).size === list.length, 'List each payment provider once'),
);

/** Money in integer minor units, so no float ever touches a price. */
export const Money = z.object({
  amount: z.int().check(z.nonnegative()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});
export type Money = z.infer<typeof Money>;

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const IsoDate = z.iso.date();

export const Email = z.email('Enter a valid email address').check(z.maxLength(254));

/** A plate as typed by a person: letters, digits, spaces and dashes. */
export const PlateInput = z.string().check(
  z.trim(),
  z.minLength(2, 'Enter the licence plate'),
  z.maxLength(16, 'A licence plate has at most 16 characters'),
  z.regex(/^[\p{L}\p{N} -]+$/u, 'Use only letters, digits, spaces and dashes'),
);

/** VIN: 17 characters, no I, O or Q (ISO 3779). */
export const Vin = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/, 'A VIN has 17 letters and digits (no I, O or Q)')),
  z.transform((s: string) => s.toUpperCase()),
);

const canonicalLocale = (tag: string): string | undefined => {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
};

/**
 * The shopper's language as a BCP 47 tag (`cs`, `de-AT`), canonicalized. It
 * picks the language of the product texts and documents the shopper reads;
 * one we have no texts for reads English.
 */
export const Locale = z.pipe(
  z.string().check(
    z.maxLength(35, 'A language tag has at most 35 characters'),
    z.refine((tag) => canonicalLocale(tag) !== undefined, 'Use a BCP 47 language tag such as cs or de-AT'),
  ),
  z.transform((tag: string) => canonicalLocale(tag)!),
);
