/**
 * The only door to the Partner API. Every call carries the partner's key;
 * every failure leaves here as a ProblemError that is safe to show a browser
 * (no key, no upstream URL, no stack).
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import { ExternalOrder } from '../contract/external-order.ts';
import type { ExternalOrderCreateInput } from '../contract/external-order.ts';
import { Order } from '../contract/order.ts';
import type { OrderCreateInput, OrderModifyInput } from '../contract/order.ts';
import { Problem, problem } from '../contract/problem.ts';
import { Product, ProductsStatus } from '../contract/product.ts';
import { ValidateVehicleResult } from '../contract/vehicle.ts';
import type { ValidateVehicleRequest } from '../contract/vehicle.ts';
import { ProblemError } from '../server-kit/problem-error.ts';

export interface UpstreamClient {
  listProducts(): Promise<Product[]>;
  productsStatus(): Promise<ProductsStatus>;
  validateVehicle(input: ValidateVehicleRequest): Promise<ValidateVehicleResult>;
  createOrder(input: OrderCreateInput, idempotencyKey: string): Promise<Order>;
  getOrder(id: string): Promise<Order>;
  /** The spec's two cancel routes; each refuses (409) an order not in its status. */
  cancelOrder(id: string, which: 'deferred' | 'pending'): Promise<Order>;
  modifyOrder(id: string, input: z.input<typeof OrderModifyInput>): Promise<Order>;
  /** A basket: several products for one vehicle, one payment link (spec 2.5). */
  createExternalOrder(input: z.input<typeof ExternalOrderCreateInput>, idempotencyKey: string): Promise<ExternalOrder>;
  getExternalOrder(id: string): Promise<ExternalOrder>;
  /** Streams a file from an upstream URL (only on the upstream's origin). */
  download(url: string): Promise<Response>;
}

/**
 * Told of every attempt's outcome, by route pattern (`GET /public/orders/{id}`):
 * an HTTP status with the problem code of a 403 or 429, or 'network' when no answer came.
 */
export type UpstreamObserver = (route: string, status: number | 'network', code?: string) => void;

export interface UpstreamClientOptions {
  baseUrl: string;
  apiKey: string;
  log?: (message: string) => void;
  observe?: UpstreamObserver;
}


/** A metric label per route, not per order or user: ids in paths become `{id}`. */
export function upstreamRoute(method: string, url: URL, base: URL): string {
  if (url.origin !== base.origin || !url.pathname.startsWith(`${base.pathname}public/`)) return `${method} file`;
  const path = `/${url.pathname.slice(base.pathname.length)}`
    .replace(/^\/public\/(orders|users|external-orders)\/(?!status$)[^/]+/, '/public/$1/{id}');
  return `${method} ${path}`;
}
const READ_TIMEOUT_MS = 5_000;
/** One attempt of an order creation; the queue (place-order.ts) spaces the retries a minute apart. */
const ORDER_CREATE_TIMEOUT_MS = 10_000;

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = new URL(`${options.baseUrl.replace(/\/+$/, '')}/`);
  const log = options.log ?? ((message: string) => console.warn(message));
  const observe = options.observe ?? (() => {});
  const http: KyInstance = ky.create({
    headers: { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' },
    timeout: READ_TIMEOUT_MS,
    // Nothing retries inside a request: reads are cached or cheap to redo, order creations go through the queue.
    retry: 0,
    hooks: {
      afterResponse: [async (request, _options, response) => {
        const telling = response.status === 403 || response.status === 429;
        const body: unknown = telling ? await response.clone().json().catch(() => undefined) : undefined;
        const code = telling ? Problem.safeParse(body).data?.code : undefined;
        observe(upstreamRoute(request.method, new URL(request.url), base), response.status, code);
      }],
    },
  });

  const url = (path: string) => new URL(path, base);
  const noAnswer = (error: unknown, method: string, target: URL) => {
    if (!(error instanceof HTTPError)) observe(upstreamRoute(method, target, base), 'network');
  };

  async function call<T>(
    schema: z.ZodMiniType<T>, what: string, method: string, path: string, request: (target: URL) => Promise<Response>,
  ): Promise<T> {
    const target = url(path);
    let response: Response;
    try {
      response = await request(target);
    } catch (error) {
      noAnswer(error, method, target);
      throw await failure(error, what, log);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      log(`BFF: upstream ${what} answered a body that does not match the contract`);
      throw badResponse();
    }
    return parsed.data;
  }

  return {
    listProducts: () => call(z.array(Product), 'products', 'GET', 'public/products', (target) => http.get(target)),
    productsStatus: () =>
      call(ProductsStatus, 'products status', 'GET', 'public/products/status', (target) => http.get(target)),
    validateVehicle: (input) => call(ValidateVehicleResult, 'vehicle validation', 'POST', 'public/validate-vehicle',
      (target) => http.post(target, { json: input })),
    createOrder: (input, idempotencyKey) => call(Order, 'order creation', 'POST', 'public/orders', (target) =>
      http.post(target, { json: input, headers: { 'Idempotency-Key': idempotencyKey }, timeout: ORDER_CREATE_TIMEOUT_MS })),
    createExternalOrder: (input, idempotencyKey) => call(ExternalOrder, 'external order creation', 'POST',
      'public/external-orders', (target) => http.post(target, {
        json: input, headers: { 'Idempotency-Key': idempotencyKey }, timeout: ORDER_CREATE_TIMEOUT_MS,
      })),
    getExternalOrder: (id) => call(ExternalOrder, 'external order detail', 'GET',
      `public/external-orders/${encodeURIComponent(id)}`, (target) => http.get(target)),
    getOrder: (id) => call(Order, 'order detail', 'GET', `public/orders/${encodeURIComponent(id)}`,
      (target) => http.get(target)),
    cancelOrder: (id, which) => call(Order, 'order cancel', 'POST',
      `public/orders/${encodeURIComponent(id)}/cancel-${which}`, (target) => http.post(target)),
    modifyOrder: (id, input) => call(Order, 'order modification', 'POST', `public/orders/${encodeURIComponent(id)}/modify`,
      (target) => http.post(target, { json: input })),
    download: async (fileUrl) => {
      let target: URL;
      try {
        target = new URL(fileUrl);
      } catch {
        throw badResponse();
      }
      // The key goes only to the upstream's own origin, whatever an order's URL says.
      if (target.origin !== base.origin) {
        log(`BFF: refused to fetch a file outside the upstream origin (${target.origin})`);
        throw badResponse();
      }
      try {
        return await http.get(target, { headers: { Accept: '*/*' }, timeout: READ_TIMEOUT_MS * 2 });
      } catch (error) {
        noAnswer(error, 'GET', target);
        throw await failure(error, 'file download', log);
      }
    },
  };
}

function badResponse(): ProblemError {
  return new ProblemError(problem(502, 'upstream_bad_response', 'The road-products service sent an answer we could not use', {
    detail: 'Try again in a moment.',
  }));
}

/** Maps a failed upstream call to the problem the widget may see. */
async function failure(error: unknown, what: string, log: (message: string) => void): Promise<ProblemError> {
  if (error instanceof TimeoutError) {
    return new ProblemError(problem(504, 'upstream_timeout', 'The road-products service did not answer in time', {
      detail: 'Try again in a moment.',
    }));
  }
  if (!(error instanceof HTTPError)) {
    log(`BFF: upstream ${what} unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return unavailable();
  }
  const { status } = error.response;
  if (status === 429) {
    // Our quota guard spends the tier's limits first, so this is someone else sharing the key, or a changed tier.
    log(`BFF: upstream ${what} answered 429: the partner's quota for this route is spent`);
    const retryAfter = error.response.headers.get('Retry-After') ?? '60';
    return new ProblemError(problem(503, 'upstream_rate_limited', 'Too many requests to the road-products service right now', {
      detail: 'Try again in a minute.',
    }), { 'Retry-After': retryAfter });
  }
  if (status === 403) {
    const body = Problem.safeParse(await error.response.clone().json().catch(() => undefined));
    if (body.data?.code === 'partner_disabled') {
      // The partner's standing, not the shopper's request: nothing a shopper can fix, so no code to show them.
      log(`BFF: upstream ${what} answered 403 partner_disabled: API access is off until the partner's debt is paid`);
      return new ProblemError(problem(503, 'sales_paused', 'Sales are paused right now', {
        detail: 'Nothing was charged. Please try again later.',
      }), { 'Retry-After': '300' });
    }
  }
  if (status === 401 || status === 403) {
    // The partner's key was refused (wrong key, or access disabled for unpaid debt): the operator must act.
    log(`BFF: upstream ${what} refused the partner's API key (HTTP ${status})`);
    return new ProblemError(problem(502, 'upstream_auth_failed', 'The shop cannot reach the road-products service right now', {
      detail: 'The shop has been told; please try again later.',
    }));
  }
  if (status >= 400 && status < 500) {
    const body = Problem.safeParse(await error.response.json().catch(() => undefined));
    if (!body.success) return badResponse();
    const { type, title, detail, code, errors } = body.data;
    const retryAfter = error.response.headers.get('Retry-After');
    return new ProblemError(
      {
        type,
        title,
        status,
        code,
        ...(detail === undefined ? {} : { detail }),
        ...(errors === undefined ? {} : { errors }),
      },
      retryAfter ? { 'Retry-After': retryAfter } : {},
    );
  }
  log(`BFF: upstream ${what} failed with HTTP ${status}`);
  return unavailable();
}

function unavailable(): ProblemError {
  return new ProblemError(problem(503, 'upstream_unavailable', 'The road-products service is not available right now', {
    detail: 'Try again in a moment.',
  }), { 'Retry-After': '5' });
}
