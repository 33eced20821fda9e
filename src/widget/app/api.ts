import type {
  CheckoutAccepted, CheckoutCreated, CheckoutOrder, CheckoutProgress, CheckoutRequest, VehicleCheck,
} from '../../contract/widget-api.ts';
import { isCheckoutAccepted, isCheckoutCreated, isCheckoutOrder, isCheckoutProgress } from '../lib/checks.ts';
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

/**
 * The spec's rules for POST /orders: a duplicate stops for good, other 4xx
 * need corrected input, and 5xx, 429 or a request still in flight are
 * transient, to be retried with the same key.
 */
export function classifyOrderResponse(status: number, body: unknown, retryAfter: string | null = null): OrderOutcome {
  const problem = asProblem(body);
  const code = problem.code ?? `http_${status}`;
  if (status === 202) return isCheckoutAccepted(body) ? { kind: 'accepted', accepted: body } : { kind: 'retry', code: 'bad_response' };
  if (status >= 200 && status < 300) {
    // The order may exist; replaying the same key returns it.
    return isCheckoutCreated(body) ? { kind: 'created', created: body } : { kind: 'retry', code: 'bad_response' };
  }
  if (status === 409 && code === 'duplicate_order') return { kind: 'duplicate' };
  if (status === 429 || status >= 500 || code === 'idempotency_key_in_use') {
    const after = Number(retryAfter);
    return after > 0 ? { kind: 'retry', code, after } : { kind: 'retry', code };
  }
  if (problem.errors?.length) return { kind: 'invalid', errors: problem.errors };
  return { kind: 'rejected', code, message: problem.detail ?? problem.title ?? code };
}

export function createApi(apiBase: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Api {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetchImpl(`${apiBase}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const orderUrl = (orderId: string, rest: string) => `${apiBase}/api/orders/${encodeURIComponent(orderId)}${rest}`;
  const checkoutUrl = (checkoutId: string, rest: string) =>
    `${apiBase}/api/checkouts/${encodeURIComponent(checkoutId)}${rest}`;
  /** A read the widget may repeat: the body when it has the right shape, `gone` on 404, `failed` otherwise. */
  const read = async <T extends object>(url: string, is: (x: unknown) => x is T): Promise<T | 'gone' | 'failed'> => {
    try {
      const res = await fetchImpl(url, { headers: { accept: 'application/json' } });
      if (res.status === 404) return 'gone';
      const body = res.ok ? await readJson(res) : null;
      return is(body) ? body : 'failed';
    } catch {
      return 'failed';
    }
  };
  return {
    base: apiBase,

    catalogue: (locale) => fetchCatalogue(apiBase, locale, fetchImpl),

    async validateVehicle(check) {
      try {
        const res = await post('/validate-vehicle', check);
        const body = await readJson(res);
        if (res.ok) {
          const result = body as { valid?: boolean; plate?: string; message?: string | null };
          if (result?.valid === true) return { kind: 'valid', plate: result.plate ?? check.plate };
          if (result?.valid === false) return { kind: 'invalid', message: result.message ?? null };
          return { kind: 'failed' };
        }
        if (res.status >= 400 && res.status < 500 && res.status !== 429) {
          const problem = asProblem(body);
          return { kind: 'invalid', message: problem.errors?.[0]?.message ?? problem.detail ?? null };
        }
        return { kind: 'failed' };
      } catch {
        return { kind: 'failed' };
      }
    },

    async createOrder(request, idempotencyKey) {
      try {
        const res = await post('/orders', request, { 'idempotency-key': idempotencyKey });
        return classifyOrderResponse(res.status, await readJson(res), res.headers.get('retry-after'));
      } catch {
        return { kind: 'retry', code: 'network' };
      }
    },

    async getOrder(orderId, token) {
      const found = await read(orderUrl(orderId, `?token=${encodeURIComponent(token)}`), isCheckoutOrder);
      return typeof found === 'string' ? { kind: found } : { kind: 'found', order: found };
    },

    async getCheckout(checkoutId, token) {
      const found = await read(checkoutUrl(checkoutId, `?token=${encodeURIComponent(token)}`), isCheckoutProgress);
      return typeof found === 'string' ? { kind: found } : { kind: 'found', checkout: found };
    },

    eventsUrl: (orderId, token) => orderUrl(orderId, `/events?token=${encodeURIComponent(token)}`),

    checkoutEventsUrl: (checkoutId, token) => checkoutUrl(checkoutId, `/events?token=${encodeURIComponent(token)}`),

    resolve: (url) => new URL(url, `${apiBase}/`).href,
  };
}
