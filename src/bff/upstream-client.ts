/**
 * The only door to the Partner API. Every call carries the partner's key;
 * every failure leaves here as a ProblemError that is safe to show a browser
 * (no key, no upstream URL, no stack).
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import type { KyInstance, Options } from 'ky';
import * as z from 'zod/mini';
import { Order } from '../contract/order.ts';
import type { OrderCreateInput, OrderModifyInput } from '../contract/order.ts';
import { Problem, problem } from '../contract/problem.ts';
import { Product, ProductsStatus } from '../contract/product.ts';
import { ValidateVehicleResult } from '../contract/vehicle.ts';
import type { ValidateVehicleRequest } from '../contract/vehicle.ts';
import { ProblemError } from './problem-response.ts';

/**
 * Retries of POST /public/orders inside one widget request: quick, few, and
 * always with the same Idempotency-Key, so they can only ever make one order.
 */
export interface OrderCreateRetry {
  attempts: number;
  firstDelayMs: number;
  attemptTimeoutMs: number;
}

const DEFAULT_ORDER_CREATE_RETRY: OrderCreateRetry = { attempts: 3, firstDelayMs: 250, attemptTimeoutMs: 3_000 };

export interface UpstreamClient {
  listProducts(): Promise<Product[]>;
  productsStatus(): Promise<ProductsStatus>;
  validateVehicle(input: ValidateVehicleRequest): Promise<ValidateVehicleResult>;
  createOrder(input: OrderCreateInput, idempotencyKey: string): Promise<Order>;
  getOrder(id: string): Promise<Order>;
  /** The spec's two cancel routes; each refuses (409) an order not in its status. */
  cancelOrder(id: string, which: 'deferred' | 'pending'): Promise<Order>;
  modifyOrder(id: string, input: z.input<typeof OrderModifyInput>): Promise<Order>;
  /** Streams a file from an upstream URL (only on the upstream's origin). */
  download(url: string): Promise<Response>;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  apiKey: string;
  orderCreateRetry?: OrderCreateRetry;
  log?: (message: string) => void;
}

const TRANSIENT_STATUSES = [500, 502, 503, 504];
const READ_TIMEOUT_MS = 5_000;

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = new URL(`${options.baseUrl.replace(/\/+$/, '')}/`);
  const retry = options.orderCreateRetry ?? DEFAULT_ORDER_CREATE_RETRY;
  const log = options.log ?? ((message: string) => console.warn(message));
  const http: KyInstance = ky.create({
    headers: { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' },
    timeout: READ_TIMEOUT_MS,
    // Reads are cached or cheap to redo by the shopper; only order creation retries.
    retry: 0,
  });

  const url = (path: string) => new URL(path, base);

  async function call<T>(schema: z.ZodMiniType<T>, what: string, request: () => Promise<Response>): Promise<T> {
    let response: Response;
    try {
      response = await request();
    } catch (error) {
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
    listProducts: () => call(z.array(Product), 'products', () => http.get(url('public/products'))),
    productsStatus: () => call(ProductsStatus, 'products status', () => http.get(url('public/products/status'))),
    validateVehicle: (input) =>
      call(ValidateVehicleResult, 'vehicle validation', () => http.post(url('public/validate-vehicle'), { json: input })),
    createOrder: (input, idempotencyKey) => {
      const retryOptions: Options['retry'] = {
        limit: retry.attempts - 1,
        methods: ['post'],
        statusCodes: TRANSIENT_STATUSES,
        // Our own short backoff, not a Retry-After that would outlast the shopper's patience.
        afterStatusCodes: [],
        retryOnTimeout: true,
        delay: (attempt) => retry.firstDelayMs * 2 ** (attempt - 1),
      };
      return call(Order, 'order creation', () =>
        http.post(url('public/orders'), {
          json: input,
          headers: { 'Idempotency-Key': idempotencyKey },
          timeout: retry.attemptTimeoutMs,
          retry: retryOptions,
        }));
    },
    getOrder: (id) => call(Order, 'order detail', () => http.get(url(`public/orders/${encodeURIComponent(id)}`))),
    cancelOrder: (id, which) =>
      call(Order, 'order cancel', () => http.post(url(`public/orders/${encodeURIComponent(id)}/cancel-${which}`))),
    modifyOrder: (id, input) => call(Order, 'order modification', () =>
      http.post(url(`public/orders/${encodeURIComponent(id)}/modify`), { json: input })),
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
