import type {
  CheckoutAccepted, CheckoutCreated, CheckoutOrder, CheckoutProgress, CheckoutRequest,
} from '../../contract/widget-api.ts';

/**
 * The contract's input rules written out by hand, so zod stays on the server
 * and out of the shopper's download; checks.test.ts holds them to the schemas.
 */
const trimmedLength = (s: string, min: number, max: number) => {
  const length = s.trim().length;
  return length >= min && length <= max;
};

export const isPlate = (s: string) => trimmedLength(s, 2, 16) && /^[\p{L}\p{N} -]+$/u.test(s.trim());
export const isCountryCode = (s: string) => /^[A-Za-z]{2}$/.test(s);
export const isVin = (s: string) => /^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/.test(s.trim());
export const isIsoDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
export const isEmail = (s: string) => s.length <= 254
  && /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/.test(s);
const isPhone = (s: string) => /^\+?[0-9 ()-]{6,20}$/.test(s.trim());

const optional = (value: string | undefined, check: (s: string) => boolean) => value === undefined || check(value);

/** The fields of a checkout request that break the contract's rules. */
export function invalidRequestFields(r: CheckoutRequest): (keyof CheckoutRequest)[] {
  const rules: [keyof CheckoutRequest, boolean][] = [
    ['product', trimmedLength(r.product, 1, 80) && r.product.length <= 80],
    ['vehicle_type', ['car', 'van', 'moto'].includes(r.vehicle_type)],
    ['plate', isPlate(r.plate)],
    ['vehicle_country', isCountryCode(r.vehicle_country)],
    ['start_date', isIsoDate(r.start_date)],
    ['email', isEmail(r.email)],
    ['vin', optional(r.vin, isVin)],
    ['first_name', optional(r.first_name, (s) => trimmedLength(s, 1, 100))],
    ['last_name', optional(r.last_name, (s) => trimmedLength(s, 1, 100))],
    ['phone', optional(r.phone, isPhone)],
    ['address', optional(r.address, (s) => trimmedLength(s, 1, 200))],
  ];
  return rules.filter(([, ok]) => !ok).map(([field]) => field);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/**
 * The BFF is ours, so an answer is trusted once its shape is right: enough
 * to keep a proxy's error page or a truncated body from reaching the screen.
 */
export function isCheckoutOrder(x: unknown): x is CheckoutOrder {
  return isObject(x) && typeof x.id === 'string' && typeof x.status === 'string'
    && isObject(x.product) && isObject(x.vehicle) && isObject(x.price) && typeof x.price.amount === 'number'
    && typeof x.start_date === 'string' && typeof x.end_date === 'string' && typeof x.paid === 'boolean'
    && Array.isArray(x.allowed_payment_providers) && typeof x.version === 'number';
}

export function isCheckoutCreated(x: unknown): x is CheckoutCreated {
  return isObject(x) && typeof x.access_token === 'string' && isCheckoutOrder(x.order);
}

const CHECKOUT_STATES = ['queued', 'confirming', 'created', 'rejected', 'given_up'];

export function isCheckoutProgress(x: unknown): x is CheckoutProgress {
  return isObject(x) && typeof x.checkout_id === 'string' && CHECKOUT_STATES.includes(x.state as string)
    && typeof x.attempts === 'number' && typeof x.ahead === 'number'
    && (x.order === null || isCheckoutOrder(x.order))
    && (x.problem === null || (isObject(x.problem) && typeof x.problem.code === 'string'));
}

export function isCheckoutAccepted(x: unknown): x is CheckoutAccepted {
  return isObject(x) && typeof x.access_token === 'string' && isCheckoutProgress(x.checkout);
}
