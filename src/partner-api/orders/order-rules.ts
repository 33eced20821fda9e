import type { Flex, OrderCreateInput, OrderProductInput } from '../../contract/order.ts';
import type { VehicleType } from '../../contract/primitives.ts';
import type { Product, UserField } from '../../contract/product.ts';
import { findProduct } from '../catalogue/catalogue.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { addMonths, isoDateOf } from '../support/dates.ts';
import { validatePlate } from '../vehicles/validate-plate.ts';
import { lastValidDay } from '../../contract/validity.ts';
import { firstStartDay, mayStartOnDay } from '../../contract/start-days.ts';

export interface PlannedCar {
  idx: number;
  plate: string;
  country: string;
  vehicle_type: VehicleType;
  vin: string | null;
}

/** An order creation input that passed every business rule. */
export interface OrderPlan {
  product: Product;
  startDate: string;
  endDate: string;
  flex: Flex | null;
  cars: PlannedCar[];
}

const bad = (code: string, title: string, detail: string, errors?: { path: string; message: string }[]) =>
  ProblemError.of(400, code, title, errors ? { detail, errors } : { detail });

/** `flex` wins over the deprecated `flexible`. */
const flexOf = (item: OrderProductInput): Flex | null =>
  item.flex ?? (item.flexible === undefined ? null : { type: 'default', enabled: item.flexible });

/** Checks the rules of spec 2.3 in a fixed order, so each input gets one stable code. */
export function planOrder(input: OrderCreateInput, now: number): OrderPlan {
  if (
    input.order_has_been_paid &&
    (input.allowed_payment_providers !== undefined || input.open_order_details_by_default !== undefined)
  ) {
    throw bad(
      'payment_options_not_allowed',
      'Payment page options are not allowed for partner-paid orders',
      'Drop allowed_payment_providers and open_order_details_by_default, or send order_has_been_paid: false.',
    );
  }
  const today = isoDateOf(now);
  const items = input.products;
  const first = items[0] as OrderProductInput;
  const product = findProduct(first.product);
  // Without a start date, an order starts on the product's first day from today: the weekend vignette's next Friday.
  const firstDay = product ? firstStartDay(product, today) : today;
  const startDate = first.start_date ?? first.start_from ?? firstDay;
  const flex = flexOf(first);
  const mixed = items.findIndex((item) => item.product !== first.product
    || (item.start_date ?? item.start_from ?? firstDay) !== startDate
    || JSON.stringify(flexOf(item)) !== JSON.stringify(flex));
  if (mixed !== -1) {
    throw bad('mixed_products', 'All products[] items must be the same product', 'One order is one product, start date and Flexible Service plan for one or more vehicles; create one order per product.',
      [{ path: `products.${mixed}`, message: 'Differs from products.0 in product, start date or flex' }]);
  }
  if (!product) {
    throw bad('unknown_product', 'Unknown product', `There is no product "${first.product}"; see GET /public/products.`, [{ path: 'products.0.product', message: 'Unknown product slug' }]);
  }
  const missing = product.required_user_fields.filter((field: UserField) => input.user[field] === undefined);
  if (missing.length > 0) {
    throw bad('user_fields_required', 'More user details are required for this product', `${product.name} needs: ${missing.join(', ')}.`,
      missing.map((field) => ({ path: `user.${field}`, message: 'Required for this product' })));
  }
  const cars = items.map(({ vehicle }, idx) => planCar(product, vehicle, idx, `products.${idx}.vehicle`));
  checkStartDate(product, startDate, today, 'products.0.start_date');
  if (flex?.enabled && !product.flex_available) {
    throw bad('flex_not_available', 'The Flexible Service is not offered for this product', `${product.name} cannot be booked with flex.`, [{ path: 'products.0.flex', message: 'Not offered for this product' }]);
  }
  return { product, startDate, endDate: lastValidDay(product, startDate), flex, cars };
}

/** `errors` path of `field` under `path` ('' is the body itself). */
const at = (path: string, field: string) => (path === '' ? field : `${path}.${field}`);

/** The vehicle rules of spec 2.3 for one car; `path` names the vehicle in the request for `errors`. */
export function planCar(product: Product, vehicle: OrderProductInput['vehicle'], idx: number, path: string): PlannedCar {
  if (!product.prices.some((p) => p.vehicle_type === vehicle.type)) {
    throw bad('vehicle_type_not_available', 'This product is not sold for this vehicle type',
      `${product.name} is sold for: ${product.prices.map((p) => p.vehicle_type).join(', ')}.`, [{ path: at(path, 'type'), message: 'Not sold for this vehicle type' }]);
  }
  if (product.vin_required && vehicle.vin === undefined) {
    throw bad('vin_required', 'The VIN is required for this product', `${product.name} is registered by VIN; send vehicle.vin.`, [{ path: at(path, 'vin'), message: 'Required for this product' }]);
  }
  const plate = validatePlate(vehicle.plate, vehicle.country);
  if (!plate.valid) {
    throw bad('invalid_plate', 'The licence plate is not valid', plate.message ?? 'Check the licence plate.', [{ path: at(path, 'plate'), message: plate.message ?? 'Not valid' }]);
  }
  return { idx, plate: plate.plate, country: vehicle.country, vehicle_type: vehicle.type, vin: vehicle.vin ?? null };
}

/** From today to one year ahead, on the sandbox clock, and on a Friday for the weekend vignette. */
export function checkStartDate(product: Product, startDate: string, today: string, path: string): void {
  if (startDate < today) {
    throw bad('start_date_in_past', 'The start date is in the past', `Use ${today} or later.`, [{ path, message: 'In the past' }]);
  }
  const latest = addMonths(today, 12);
  if (startDate > latest) {
    throw bad('start_date_too_far', 'The start date is too far ahead', `Use a date until ${latest}.`, [{ path, message: 'More than one year ahead' }]);
  }
  if (!mayStartOnDay(product, startDate)) {
    throw bad('start_date_not_friday', 'This product starts on a Friday', `${product.name} runs from Friday to Sunday; use a Friday such as ${firstStartDay(product, startDate)}.`,
      [{ path, message: 'Not a Friday' }]);
  }
}
