import type { BASKET_SSE_EVENT as BasketEvent, BasketRequest, CheckoutBasket } from '../../contract/basket-api.ts';
import type { CheckoutOrder, CheckoutProgress } from '../../contract/widget-api.ts';
import { type ProblemLike, asProblem, readJson } from '../app/api.ts';

/** The contract's event name, repeated to keep zod out of the browser; the type holds them equal. */
const BASKET_SSE_EVENT: typeof BasketEvent = 'basket';

/** The BFF's answer to a basket, in the terms the trip checkout acts on. */
export type BasketOutcome =
  | { kind: 'created'; basket: CheckoutBasket; token: string }
  | { kind: 'accepted'; checkout: CheckoutProgress; token: string }
  /** The BFF or the service refused a line or a field; `errors` name them (`items.2`, `plate`). */
  | { kind: 'refused'; problem: ProblemLike }
  /** Not placed, the key kept; `code` as the single checkout's (`network`, `bad_response`, `http_<status>`...). */
  | { kind: 'retry'; code: string };

/** A 4xx but 429: the BFF or the service said no; anything else may pass if tried again. */
const refused = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * A refused change's code for the host's `error` event, as the single checkout's (app/order-actions.ts): the
 * action's when a field was refused, else the problem's.
 */
const refusalCode = (action: 'cancel' | 'modify', status: number, problem: ProblemLike) =>
  (problem.errors?.some((e) => e.path) ? `${action}_refused` : problem.code ?? `http_${status}`);

/** Shape checks only: the BFF is ours, but a proxy's error page must not reach the screen. */
export const isBasket = (x: unknown): x is CheckoutBasket => {
  const b = x as CheckoutBasket | null;
  return typeof b?.id === 'string' && typeof b.status === 'string' && Array.isArray(b.items) && typeof b.total?.amount === 'number';
};

/** POST /api/baskets, GET /api/baskets/{id} and the basket's event stream URL, on the widget's BFF. */
export function basketApi(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const url = (id: string, rest: string, token: string) =>
    `${base}/api/baskets/${encodeURIComponent(id)}${rest}?token=${encodeURIComponent(token)}`;
  return {
    async create(request: BasketRequest, key: string): Promise<BasketOutcome> {
      try {
        const res = await fetchImpl(`${base}/api/baskets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
          body: JSON.stringify(request),
        });
        type Answer = { basket?: unknown; checkout?: CheckoutProgress; access_token?: string } | null;
        const body = (await readJson(res)) as Answer;
        if (res.status === 201 && isBasket(body?.basket)) return { kind: 'created', basket: body.basket, token: body.access_token ?? '' };
        if (res.status === 202 && body?.checkout) return { kind: 'accepted', checkout: body.checkout, token: body.access_token ?? '' };
        const problem = { status: res.status, ...asProblem(body) };
        if (refused(res.status)) return { kind: 'refused', problem };
        return { kind: 'retry', code: res.ok ? 'bad_response' : problem.code ?? `http_${res.status}` };
      } catch {
        return { kind: 'retry', code: 'network' };
      }
    },
    async get(id: string, token: string): Promise<CheckoutBasket | 'gone' | 'failed'> {
      try {
        const res = await fetchImpl(url(id, '', token), { headers: { accept: 'application/json' } });
        if (res.status === 404) return 'gone';
        const body = res.ok ? await readJson(res) : null;
        return isBasket(body) ? body : 'failed';
      } catch {
        return 'failed';
      }
    },
    eventsUrl: (id: string, token: string) => url(id, '/events', token),
    /** The spec's one change of a paid product's start date; the refusal's reason, or `failed` without an answer. */
    async changeStart(
      orderId: string, token: string, start_date: string,
    ): Promise<CheckoutOrder | { refused: string; code: string } | 'failed'> {
      try {
        const res = await fetchImpl(`${base}/api/orders/${encodeURIComponent(orderId)}/modify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ token, start_date }),
        });
        const body = await readJson(res);
        if (res.ok && (body as CheckoutOrder | null)?.id === orderId) return body as CheckoutOrder;
        const problem = asProblem(body);
        return refused(res.status) ? {
          refused: problem.errors?.[0]?.message ?? problem.detail ?? problem.title ?? '',
          code: refusalCode('modify', res.status, problem),
        } : 'failed';
      } catch {
        return 'failed';
      }
    },
    /**
     * One product of a paid basket cancelled (the BFF picks the spec's cancel route); its order as it now stands,
     * or the refusal's status and code.
     */
    async cancel(orderId: string, token: string): Promise<CheckoutOrder | { status: number; code: string } | 'failed'> {
      try {
        const res = await fetchImpl(`${base}/api/orders/${encodeURIComponent(orderId)}/cancel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ token }),
        });
        const body = await readJson(res);
        if (res.ok && (body as CheckoutOrder | null)?.id === orderId) return body as CheckoutOrder;
        return refused(res.status) ? { status: res.status, code: refusalCode('cancel', res.status, asProblem(body)) } : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

export type OpenBasketStream = (url: string, on: (basket: CheckoutBasket) => void) => { close(): void };

/** The basket's stream: every event is the whole basket, so a torn or missed one costs nothing. */
export const openBasketSource: OpenBasketStream = (url, on) => {
  const source = new EventSource(url);
  source.addEventListener(BASKET_SSE_EVENT, (event) => {
    try {
      const basket: unknown = JSON.parse((event as MessageEvent<string>).data);
      if (isBasket(basket)) on(basket);
    } catch {
      // The next event carries the whole basket again.
    }
  });
  return { close: () => source.close() };
};
