import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Product } from '../../contract/product.ts';
import type { Money, VehicleType } from '../../contract/primitives.ts';
import { PRODUCT_COUNTRIES, REGISTRATION_COUNTRIES } from '../lib/countries.ts';
import type { Catalogue } from './catalogue.ts';

export interface ProductChoice {
  product: Product;
  available: boolean;
  reason: string | null;
  price: Money | null;
}

const isProductCountry = (code: string | null): code is (typeof PRODUCT_COUNTRIES)[number] =>
  (PRODUCT_COUNTRIES as readonly (string | null)[]).includes(code);

/** The partner's `country` in any case (`at`, as /embed reads it), if it is one we sell in. */
const scopeCountry = (country: string | null) => {
  const code = country?.toUpperCase() ?? null;
  return isProductCountry(code) ? code : null;
};

/** `vignette-at-10-days` is sold in AT: lets `product` preselect without `country`. */
const countryOfSlug = (slug: string | null) => scopeCountry(slug?.split('-')[1] ?? null);

/** The country the partner's `country`, else its `product`, fixes (null: the shopper chooses). */
const fixedBy = (scope: Pick<Scope, 'country' | 'product'>) => scopeCountry(scope.country) ?? countryOfSlug(scope.product);

const priceFor = (product: Product, type: VehicleType | null | '') =>
  product.prices.find((p) => p.vehicle_type === type)?.price ?? product.prices[0]?.price ?? null;

/**
 * What the partner fixed with the element's `country`, `product-type` and
 * `product` attributes (null: the shopper chooses). A signal, so a changed
 * attribute narrows or widens the choice in place.
 */
export interface Scope {
  country: string | null;
  product: string | null;
  productType: string | null;
}

/**
 * Exactly what the shopper chose or typed, one signal per field. The
 * partner's attributes preset the country and product; else the shopper's
 * own country (`home`, from the locale) presets where they drive and where
 * their car is registered. Without either, the widget asks ('').
 */
export function createForm(preset: { country: string | null; product: string | null; home: string | null }) {
  const { home } = preset;
  return {
    country: signal<string>(fixedBy(preset) ?? (isProductCountry(home) ? home : '')),
    product: signal(preset.product ?? ''),
    vehicle_type: signal<VehicleType | ''>(''),
    plate: signal(''),
    vehicle_country: signal<string>((REGISTRATION_COUNTRIES as readonly (string | null)[]).includes(home) ? home! : ''),
    start_date: signal(''),
    email: signal(''),
    vin: signal(''),
    first_name: signal(''),
    last_name: signal(''),
    phone: signal(''),
    address: signal(''),
  };
}
export type Form = ReturnType<typeof createForm>;

/**
 * A new locale's presets (`fresh`) where the old one's (`before`) still stand untouched: where they drive until a
 * product is chosen, where the car is registered until a plate is typed. A choice, or a preset the shopper went
 * on with, stays: a plate typed under Bulgaria is a Bulgarian plate whatever language the page switches to.
 */
export function followPresets(form: Form, before: Form, fresh: Form) {
  if (!form.product.value && form.country.value === before.country.value) form.country.value = fresh.country.value;
  if (!form.plate.value.trim() && form.vehicle_country.value === before.vehicle_country.value) {
    form.vehicle_country.value = fresh.vehicle_country.value;
  }
}

/**
 * Everything in effect (the countries, the product, its prices and vehicle types)
 * as `computed` from the form and the catalogue, so nothing can drift out of
 * step with what the shopper chose; what the later steps derive from it comes
 * with them (checkout-request.ts). A choice the catalogue no longer allows
 * falls back to the first one it does, without rewriting the form.
 */
export function deriveSelection(form: Form, catalogue: ReadonlySignal<Catalogue | null>, scope: ReadonlySignal<Scope>) {
  const availability = computed(() => new Map(catalogue.value?.status.products.map((a) => [a.slug, a]) ?? []));
  // A product the status does not list yet is treated as on sale; the BFF has the last word.
  const availabilityOf = (slug: string) =>
    availability.value.get(slug) ?? { available: true, immediate_available: true, reason: null };

  const fixedCountry = computed(() => fixedBy(scope.value));
  const country = computed(() => fixedCountry.value ?? form.country.value);
  /** Products inside the partner's scope, in every country. */
  // A product or type the catalogue does not sell is misspelt: passed over as if not given (the shopper still buys,
  // in the country a misspelt product's name says), and told to the host (`misspelt`).
  const sold = (key: 'slug' | 'type', value: string | null) =>
    (catalogue.value?.products.some((p) => p[key] === value) ? value : null);
  const productFixed = computed(() => sold('slug', scope.value.product));
  const typeFixed = computed(() => sold('type', scope.value.productType));
  const scoped = computed(() => catalogue.value?.products.filter((p) =>
    (!productFixed.value || p.slug === productFixed.value) && (!typeFixed.value || p.type === typeFixed.value)) ?? []);
  /** The partner's attributes the catalogue does not know, once it is here, as [attribute, value]. */
  const misspelt = () => {
    const { country, product, productType } = scope.value;
    return catalogue.value ? ([
      ['country', country, scopeCountry(country)],
      ['product', product, productFixed.value],
      ['product-type', productType, typeFixed.value],
    ] as const).filter(([, value, known]) => value && !known) : [];
  };
  const countryProducts = computed(() => scoped.value.filter((p) => p.country === country.value));
  const downCountries = computed(() =>
    new Set<string>(catalogue.value?.status.providers.filter((p) => p.status === 'down').map((p) => p.country) ?? []));
  /** The countries the shopper may pick: those with products in scope once the catalogue is known. */
  const countries = computed(() => {
    const selling = new Set(scoped.value.map((p) => p.country));
    return PRODUCT_COUNTRIES
      .filter((code) => !catalogue.value || selling.has(code))
      .map((code) => ({ code, down: downCountries.value.has(code) }));
  });
  const providerDown = computed(() => downCountries.value.has(country.value));
  const product = computed<Product | null>(() => {
    const list = countryProducts.value.filter((p) => availabilityOf(p.slug).available);
    return list.find((p) => p.slug === form.product.value) ?? list[0] ?? null;
  });
  const vehicleTypes = computed(() => product.value?.prices.map((p) => p.vehicle_type) ?? []);
  const vehicleType = computed<VehicleType | null>(() => {
    const chosen = form.vehicle_type.value;
    return chosen && vehicleTypes.value.includes(chosen) ? chosen : vehicleTypes.value[0] ?? null;
  });
  // Each option is priced for the type the shopper picked, even where the product in effect does not sell it.
  const productChoices = computed<ProductChoice[]>(() => countryProducts.value.map((p) => {
    const a = availabilityOf(p.slug);
    return {
      product: p,
      available: a.available,
      reason: a.reason,
      price: priceFor(p, form.vehicle_type.value || vehicleType.value),
    };
  }));
  const price = computed(() => (product.value ? priceFor(product.value, vehicleType.value) : null));
  /** Where the vehicle is registered: the form's own field, as the shopper chose it. */
  const vehicleCountry: ReadonlySignal<string> = form.vehicle_country;

  const startsTomorrow = computed(() =>
    product.value ? !availabilityOf(product.value.slug).immediate_available : false,
  );
  return {
    country, fixedCountry, countries, providerDown, misspelt, productFixed,
    productChoices, product, vehicleTypes, vehicleType, price, vehicleCountry,
    startsTomorrow,
  };
}

export type Selection = ReturnType<typeof deriveSelection>;
