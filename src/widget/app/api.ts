import type {
  CheckoutAccepted, CheckoutCreated, CheckoutOrder, CheckoutProgress, CheckoutRequest, VehicleCheck,
} from '../../contract/widget-api.ts';
import { type Catalogue, fetchCatalogue } from './catalogue.ts';

export interface ProblemLike {
  status?: number;
  code?: string;
  title?: string;
  detail?: string;
  errors?: { path: string; message: string }[];
}

export type VehicleOutcome =
  | { kind: 'valid'; plate: string }
  | { kind: 'invalid'; message: string | null }
  | { kind: 'failed' };

export type OrderOutcome =
  | { kind: 'created'; created: CheckoutCreated }
  | { kind: 'accepted'; accepted: CheckoutAccepted }
  | { kind: 'duplicate' }
  | { kind: 'invalid'; errors: { path: string; message: string }[] }
  | { kind: 'rejected'; code: string; message: string }
  /** Worth trying again with the same key; `after`: the seconds of the answer's Retry-After. */
  | { kind: 'retry'; code: string; after?: number };

/** Reading a saved order back: `gone` means the BFF no longer has it for this token, so forget it. */
export type OrderLookup =
  | { kind: 'found'; order: CheckoutOrder }
  | { kind: 'gone' }
  | { kind: 'failed' };

/** Reading a saved checkout back (a queued order creation). */
export type CheckoutLookup =
  | { kind: 'found'; checkout: CheckoutProgress }
  | { kind: 'gone' }
  | { kind: 'failed' };

export interface Api {
  /** The BFF's base URL (no trailing slash). */
  base: string;
  /** Product names and descriptions in `locale`'s language. */
  catalogue(locale: string): Promise<Catalogue>;
  validateVehicle(check: VehicleCheck): Promise<VehicleOutcome>;
  createOrder(request: CheckoutRequest, idempotencyKey: string): Promise<OrderOutcome>;
  getOrder(orderId: string, token: string): Promise<OrderLookup>;
  getCheckout(checkoutId: string, token: string): Promise<CheckoutLookup>;
  eventsUrl(orderId: string, token: string): string;
  checkoutEventsUrl(checkoutId: string, token: string): string;
  /** BFF links may come as paths; they are resolved against the BFF, not the host page. */
  resolve(url: string): string;
}

export function asProblem(body: unknown): ProblemLike {
  return body && typeof body === 'object' ? (body as ProblemLike) : {};
}

export async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** What asks the BFF about an order: in the checkout steps' chunk (order-requests.ts), as no first screen asks it. */
export type OrderRequests = Pick<Api, 'validateVehicle' | 'createOrder' | 'getOrder' | 'getCheckout'>;

/**
 * The widget's BFF: the catalogue and the URLs at once, the order requests
 * from `orders` (the checkout steps' chunk), which comes before anything asks
 * one of them.
 */
export function createApi(apiBase: string, fetchImpl: typeof fetch, orders: () => Promise<OrderRequests>): Api {
  const orderUrl = (orderId: string, rest: string) => `${apiBase}/api/orders/${encodeURIComponent(orderId)}${rest}`;
  const checkoutUrl = (checkoutId: string, rest: string) =>
    `${apiBase}/api/checkouts/${encodeURIComponent(checkoutId)}${rest}`;
  return {
    base: apiBase,
    catalogue: (locale) => fetchCatalogue(apiBase, locale, fetchImpl),
    validateVehicle: async (check) => (await orders()).validateVehicle(check),
    createOrder: async (request, key) => (await orders()).createOrder(request, key),
    getOrder: async (orderId, token) => (await orders()).getOrder(orderId, token),
    getCheckout: async (checkoutId, token) => (await orders()).getCheckout(checkoutId, token),
    eventsUrl: (orderId, token) => orderUrl(orderId, `/events?token=${encodeURIComponent(token)}`),
    checkoutEventsUrl: (checkoutId, token) => checkoutUrl(checkoutId, `/events?token=${encodeURIComponent(token)}`),
    resolve: (url) => new URL(url, `${apiBase}/`).href,
  };
}
