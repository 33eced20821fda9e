import type { ExternalOrderItem } from '../../contract/external-order.ts';
import type { OrderCreateInput, OrderProductInput } from '../../contract/order.ts';
import type { Problem } from '../../contract/problem.ts';
import { duplicateGroup } from '../../contract/duplicate-group.ts';
import type { Db } from '../db/open-database.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { findDuplicate } from '../orders/duplicates.ts';
import { planOrder, type OrderPlan } from '../orders/order-rules.ts';
import { buildReceipt } from '../orders/receipt.ts';
import { isoDateOf } from '../support/dates.ts';

/** As many vehicles as one order takes (`OrderCreateInput.products`, at most 10). */
const MAX_CARS_PER_ORDER = 10;

type ProblemErrors = NonNullable<Problem['errors']>;

/**
 * One order of an external order's basket: the `products[]` items with the
 * same product slug and start date, exactly as order creation groups them
 * (its `cars[]` are their vehicles).
 */
export interface BasketGroup {
  /** Where the group's items stand in the request's `products[]`, in order. */
  indexes: number[];
  /** The order creation input of this group alone: what paying the link creates. */
  input: OrderCreateInput;
  plan: OrderPlan;
  item: ExternalOrderItem;
}

const startOf = (item: OrderProductInput, today: string) => item.start_date ?? item.start_from ?? today;

/** The group's own paths (`products.<j>` of the group's input) as paths of the request (`products.<indexes[j]>`). */
function inRequest(problem: Problem, indexes: readonly number[]): ProblemErrors {
  const errors: ProblemErrors = [];
  for (const error of problem.errors ?? []) {
    const match = /^products\.(\d+)(.*)$/.exec(error.path);
    if (!match) {
      errors.push(error);
      continue;
    }
    const j = Number(match[1]);
    const rest = match[2] ?? '';
    // A rule of the group's product (slug, start date, flex) is read from its first item but concerns every item.
    const whole = j === 0 && ['.product', '.start_date', '.flex'].includes(rest);
    for (const i of whole ? indexes : [indexes[j] ?? j]) errors.push({ path: `products.${i}${rest}`, message: error.message });
  }
  if (!errors.some((e) => e.path.startsWith('products.'))) {
    // A rule on the user (Moldova's user fields): name the items whose product needs it too.
    for (const i of indexes) errors.push({ path: `products.${i}`, message: problem.title });
  }
  return errors;
}

function refusedGroup(error: ProblemError, indexes: readonly number[]): ProblemError {
  const { problem } = error;
  const detail = problem.code === 'mixed_products'
    ? 'Items with the same product and start date make one order, so they need the same Flexible Service plan.'
    : problem.detail;
  return new ProblemError(
    { ...problem, ...(detail === undefined ? {} : { detail }), errors: inRequest(problem, indexes) },
    error.headers,
    { cause: error },
  );
}

/**
 * Splits an external order's basket into the orders it makes, in the order
 * of their first item, and checks each with every rule of order creation
 * (`planOrder`). A group that fails refuses the whole basket with the code
 * order creation would answer, its `errors` naming the items by their
 * place in the request's `products[]`. Nothing is written.
 */
export function planBasket(order: OrderCreateInput, now: number): BasketGroup[] {
  const today = isoDateOf(now);
  const byKey = new Map<string, number[]>();
  order.products.forEach((item, i) => {
    const key = JSON.stringify([item.product, startOf(item, today)]);
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  return [...byKey.values()].map((indexes) => {
    if (indexes.length > MAX_CARS_PER_ORDER) {
      throw ProblemError.of(400, 'invalid_request', 'The external order is not valid', {
        detail: `One order takes at most ${MAX_CARS_PER_ORDER} vehicles; split the vehicles over start dates or external orders.`,
        errors: indexes.slice(MAX_CARS_PER_ORDER).map((i) => ({
          path: `products.${i}`, message: `More than ${MAX_CARS_PER_ORDER} vehicles with this product and start date`,
        })),
      });
    }
    const input: OrderCreateInput = { ...order, products: indexes.map((i) => order.products[i] as OrderProductInput) };
    let plan: OrderPlan;
    try {
      plan = planOrder(input, now);
    } catch (error) {
      throw error instanceof ProblemError ? refusedGroup(error, indexes) : error;
    }
    const total = buildReceipt('', plan.product, plan.cars.map((c) => c.vehicle_type), plan.flex).total;
    return { indexes, input, plan, item: { product: plan.product.slug, start_date: plan.startDate, amount: total } };
  });
}

interface Covered { group: string; startDate: string; endDate: string; plate: string; country: string; index: number }

/**
 * Spec 2.3 duplicate prevention over a basket: no vehicle of a group may be
 * covered by a paid order (`findDuplicate`), nor by another item of the same
 * basket, in an overlapping period of the same duplicate group (country and
 * product type). Every such item is named, with the item it overlaps.
 */
export function refuseBasketDuplicates(db: Db, partnerId: string, groups: readonly BasketGroup[]): void {
  const errors: ProblemErrors = [];
  const details: string[] = [];
  const seen: Covered[] = [];
  for (const { indexes, plan } of groups) {
    const group = duplicateGroup(plan.product);
    if (group === null) continue;
    const { startDate, endDate } = plan;
    plan.cars.forEach((car, k) => {
      const index = indexes[k] ?? k;
      const paid = findDuplicate(db, { partnerId, group, startDate, endDate, cars: [car] });
      if (paid) {
        const message = paid.problem.detail ?? paid.problem.title;
        errors.push({ path: `products.${index}`, message });
        details.push(message);
      }
      const other = seen.find((s) => s.group === group && s.plate === car.plate && s.country === car.country
        && s.startDate <= endDate && s.endDate >= startDate);
      if (other) {
        errors.push(
          { path: `products.${index}`, message: `Overlaps products.${other.index}: the same vehicle in an overlapping period` },
          { path: `products.${other.index}`, message: `Overlaps products.${index}: the same vehicle in an overlapping period` },
        );
        details.push(`products.${index} and products.${other.index} cover ${car.plate} (${car.country}) in overlapping periods.`);
      }
      seen.push({ group, startDate, endDate, plate: car.plate, country: car.country, index });
    });
  }
  if (errors.length === 0) return;
  throw ProblemError.of(409, 'duplicate_order', 'This vehicle already has this product for an overlapping period', {
    detail: `${details.join(' ')} Do not retry.`,
    errors,
  });
}
