/**
 * What each kind of checkout sends upstream, built from the widget's request
 * and checked against the cached catalogue (the price is never the browser's):
 * an order (POST /public/orders) or a basket (POST /public/external-orders).
 */
import type { BasketRequest } from '../contract/basket-api.ts';
import type { OrderCreateInput } from '../contract/order.ts';
import type { PaymentProvider } from '../contract/primitives.ts';
import { problem } from '../contract/problem.ts';
import type { Product } from '../contract/product.ts';
import { type ProductLanguage, localizeProduct, productLanguage } from '../contract/product-texts/product-texts.ts';
import { plurals } from '../contract/plural.ts';
import { countedNames } from '../contract/product-texts/counted-names.ts';
import type { CheckoutDraft, CheckoutRequest } from '../contract/widget-api.ts';
import { ProblemError } from '../server-kit/problem-error.ts';
import type * as z from 'zod/mini';
import type { BasketFacts, BasketJobInput, JobInput } from './storage/storage.ts';

export type CheckoutInput = z.output<typeof CheckoutRequest>;
export type BasketInput = z.output<typeof BasketRequest>;
/** What the BFF sends as an external order (see BasketJobInput). */
export type BasketUpstreamInput = BasketJobInput;

/** What both kinds take from the BFF's settings. */
export interface PaymentSettings {
  paymentProviders: PaymentProvider[];
  openOrderDetails: boolean;
}

/** The link stays valid as long as the spec allows (2.5: at most 3600 s): a trip takes a while to pay. */
export const BASKET_EXPIRES_IN_S = 3600;

/** A queued job's input is a basket's when it names a reference_id (orders have none). */
export function isBasketInput(input: JobInput): input is BasketUpstreamInput {
  return 'reference_id' in input;
}

/**
 * Deterministic, so every retry of one widget request reuses one upstream key: the key hash as base64url, which
 * is what the releases that kept the widget key derived from it, so a job they queued keeps its upstream key.
 */
export function upstreamKey(keyHash: string): string {
  return `bff_${Buffer.from(keyHash, 'hex').toString('base64url')}`;
}

/**
 * A basket's reference_id (unique per partner, 1-64 of [A-Za-z0-9._:-]): like upstreamKey, from the widget key's
 * hash, so any retry, on any instance or after the upstream forgot its idempotency key, lands on the same
 * external order. 47 characters.
 */
export function basketReferenceId(keyHash: string): string {
  return upstreamKey(keyHash);
}

function userOf(request: CheckoutInput | BasketInput): OrderCreateInput['user'] {
  const { email, first_name, last_name, phone, address } = request;
  return {
    email,
    ...(first_name === undefined ? {} : { first_name }),
    ...(last_name === undefined ? {} : { last_name }),
    ...(phone === undefined ? {} : { phone }),
    ...(address === undefined ? {} : { address }),
  };
}

function vehicleOf(request: CheckoutInput | BasketInput): OrderCreateInput['products'][number]['vehicle'] {
  return {
    plate: request.plate,
    country: request.vehicle_country,
    type: request.vehicle_type,
    ...(request.vin === undefined ? {} : { vin: request.vin }),
  };
}

/** The catalogue's product for `slug` sold for `vehicleType`, or a 400 naming `path`. */
function productFor(
  products: ReadonlyMap<string, Product>, slug: string, vehicleType: string,
  paths: { product: string; vehicle: string },
): Product {
  const product = products.get(slug);
  if (!product) {
    throw new ProblemError(problem(400, 'unknown_product', 'This product is not in the catalogue', {
      errors: [{ path: paths.product, message: 'Choose a product from the catalogue' }],
    }));
  }
  if (!product.prices.some((p) => p.vehicle_type === vehicleType)) {
    throw new ProblemError(problem(400, 'vehicle_type_not_available', 'This product is not sold for this vehicle type', {
      errors: [{ path: paths.vehicle, message: `Choose one of: ${product.prices.map((p) => p.vehicle_type).join(', ')}` }],
    }));
  }
  return product;
}

export function orderInput(
  request: CheckoutInput, products: ReadonlyMap<string, Product>, settings: PaymentSettings,
): OrderCreateInput {
  const product = productFor(products, request.product, request.vehicle_type, { product: 'product', vehicle: 'vehicle_type' });
  return {
    order_has_been_paid: false,
    user: userOf(request),
    allowed_payment_providers: settings.paymentProviders,
    open_order_details_by_default: settings.openOrderDetails,
    products: [{ product: product.slug, start_date: request.start_date, vehicle: vehicleOf(request) }],
    ...(request.locale === undefined ? {} : { locale: request.locale }),
  };
}

/** What a queued order places, as the widget shows it while it waits: no personal data beyond the plate. */
export function orderDraft(input: OrderCreateInput): CheckoutDraft | null {
  // An older release's job may hold no products: nothing to show, never a 500.
  const item = input.products?.[0];
  // orderInput always sends `start_date`, never the spec's deprecated `start_from`.
  if (!item?.start_date) return null;
  const { plate, country, type } = item.vehicle;
  return { product: item.product, vehicle: { plate, country, type }, start_date: item.start_date };
}

/** An external order's description holds at most this many characters (its schema's limit). */
const TITLE_MAX = 200;

/**
 * "and N more" after the products a basket's title has room for, in the shopper's language (ICU plurals:
 * plural.ts). The BFF shares no words with the payment page, which shows this title as it is.
 */
const MORE: Readonly<Record<ProductLanguage, string>> = {
  en: '{n} more',
  de: '{n} weitere',
  fr: '{n, plural, one {# autre} other {# autres}}',
  it: '{n, plural, one {# altro} other {# altri}}',
  cs: '{n, plural, one {# další} few {# další} other {# dalších}}',
  sk: '{n, plural, one {# ďalší} few {# ďalšie} other {# ďalších}}',
  hu: '{n} további',
  sl: 'še {n}',
  ro: 'încă {n}',
  bg: 'още {n}',
};

/**
 * The payment page's title of a basket, in the shopper's language like the rest of that page: each product once
 * with how many of it ("2 × Vignetta Austria, 10 giorni + Vignetta Ungheria, 1 mese"), so the shopper sees what
 * the amount pays for. When they do not all fit, whole products and how many more, never a name cut short.
 */
function basketTitle(products: readonly Product[], locale: string): string {
  const language = productLanguage(locale);
  const number = new Intl.NumberFormat(locale);
  const groups = countedNames(products.map((product) => localizeProduct(product, language).name), locale);
  const more = (n: number) => plurals(MORE[language].replace('{n}', number.format(n)), { n }, locale);
  let title = groups.map((g) => g.text).join(' + ');
  for (let shown = groups.length - 1; title.length > TITLE_MAX && shown > 0; shown--) {
    const rest = groups.slice(shown).reduce((sum, g) => sum + g.n, 0);
    title = [...groups.slice(0, shown).map((g) => g.text), more(rest)].join(' + ');
  }
  return title;
}

/**
 * One external order for the whole basket: one products[] entry per item, each with the one vehicle. An item not
 * in the catalogue, or not sold for the vehicle type, is named by its index (`items.<i>.product`).
 */
export function basketInput(
  request: BasketInput, keyHash: string, products: ReadonlyMap<string, Product>, settings: PaymentSettings,
): BasketUpstreamInput {
  const vehicle = vehicleOf(request);
  const items = request.items.map((item, i) => {
    const path = `items.${i}.product`;
    const product = productFor(products, item.product, request.vehicle_type, { product: path, vehicle: path });
    return { product, start_date: item.start_date };
  });
  return {
    reference_id: basketReferenceId(keyHash),
    description: basketTitle(items.map(({ product }) => product), request.locale ?? 'en'),
    expires_in: BASKET_EXPIRES_IN_S,
    user: userOf(request),
    allowed_payment_providers: settings.paymentProviders,
    open_order_details_by_default: settings.openOrderDetails,
    products: items.map(({ product, start_date }) => ({ product: product.slug, start_date, vehicle })),
    ...(request.locale === undefined ? {} : { locale: request.locale }),
  };
}

/** What a basket's view needs from its upstream input: no personal data beyond the plate. */
export function basketFacts(input: BasketUpstreamInput): BasketFacts {
  const first = input.products[0];
  if (!first) throw new Error('A basket has at least one product');
  return {
    vehicle: { plate: first.vehicle.plate, country: first.vehicle.country, type: first.vehicle.type },
    items: input.products.map((p) => ({ product: p.product, start_date: p.start_date ?? p.start_from ?? '' })),
    locale: input.locale ?? null,
    open_order_details_by_default: input.open_order_details_by_default ?? false,
  };
}

/** The upstream names a refused basket item `products.<i>`; the widget sent it as `items.<i>`. */
export function asBasketProblem(error: unknown): unknown {
  if (!(error instanceof ProblemError) || !error.problem.errors) return error;
  const errors = error.problem.errors.map((e) => ({ ...e, path: e.path.replace(/^products\.(\d+)/, 'items.$1') }));
  return new ProblemError({ ...error.problem, errors }, error.headers);
}
