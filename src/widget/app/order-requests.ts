import { isCheckoutAccepted, isCheckoutCreated, isCheckoutOrder, isCheckoutProgress } from '../lib/checks.ts';
import { type OrderOutcome, type OrderRequests, asProblem, readJson } from './api.ts';

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

/** The BFF's answers about an order, read into outcomes the store acts on (api.ts OrderRequests). */
export function createOrderRequests(apiBase: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): OrderRequests {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetchImpl(`${apiBase}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const at = (kind: string, id: string, token: string) =>
    `${apiBase}/api/${kind}/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
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
      const found = await read(at('orders', orderId, token), isCheckoutOrder);
      return typeof found === 'string' ? { kind: found } : { kind: 'found', order: found };
    },

    async getCheckout(checkoutId, token) {
      const found = await read(at('checkouts', checkoutId, token), isCheckoutProgress);
      return typeof found === 'string' ? { kind: found } : { kind: 'found', checkout: found };
    },

  };
}
