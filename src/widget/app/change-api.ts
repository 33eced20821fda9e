import type { CheckoutModifyRequest, CheckoutOrder } from '../../contract/widget-api.ts';
import { isCheckoutOrder } from '../lib/checks.ts';
import { asProblem, readJson } from './api.ts';

export type OrderChange = Omit<CheckoutModifyRequest, 'token'>;

/** Cancel or modify: the order as it is now, field errors to show, or a refusal in words. */
export type ChangeOutcome =
  | { kind: 'changed'; order: CheckoutOrder }
  | { kind: 'invalid'; errors: { path: string; message: string }[] }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'failed' };

/** What a placed order's shopper may still ask of the BFF; in the manage chunk, as no plain purchase needs it. */
export interface ChangeApi {
  cancelOrder(orderId: string, token: string): Promise<ChangeOutcome>;
  modifyOrder(orderId: string, token: string, change: OrderChange): Promise<ChangeOutcome>;
  /** Drops an unpaid order (it lapses by itself); true when the BFF took it off this device's waiting orders. */
  abandonOrder(orderId: string, token: string): Promise<boolean>;
}

/** The answer of a cancel or modify call; 5xx and 429 leave the order as it was, so they are only `failed`. */
export function classifyChangeResponse(status: number, body: unknown): ChangeOutcome {
  if (status >= 200 && status < 300) {
    return isCheckoutOrder(body) ? { kind: 'changed', order: body } : { kind: 'failed' };
  }
  if (status === 429 || status >= 500) return { kind: 'failed' };
  const problem = asProblem(body);
  if (problem.errors?.some((e) => e.path)) return { kind: 'invalid', errors: problem.errors };
  return { kind: 'refused', code: problem.code ?? `http_${status}`, message: problem.detail ?? problem.title ?? '' };
}

export function createChangeApi(apiBase: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ChangeApi {
  const post = (orderId: string, action: string, body: unknown) =>
    fetchImpl(`${apiBase}/api/orders/${encodeURIComponent(orderId)}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const change = async (orderId: string, action: string, body: unknown): Promise<ChangeOutcome> => {
    try {
      const res = await post(orderId, action, body);
      return classifyChangeResponse(res.status, await readJson(res));
    } catch {
      return { kind: 'failed' };
    }
  };
  return {
    cancelOrder: (orderId, token) => change(orderId, 'cancel', { token }),
    modifyOrder: (orderId, token, body) => change(orderId, 'modify', { ...body, token }),
    abandonOrder: (orderId, token) => post(orderId, 'abandon', { token }).then((res) => res.ok, () => false),
  };
}
