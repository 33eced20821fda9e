import { createHash } from 'node:crypto';
import type { Order, OrderCreateInput } from '../contract/order.ts';
import type { PaymentProvider } from '../contract/primitives.ts';
import { problem } from '../contract/problem.ts';
import type { CheckoutCreated, CheckoutOrder, CheckoutRequest } from '../contract/widget-api.ts';
import type * as z from 'zod/mini';
import { newAccessToken } from './access-token.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { hasVehicle } from './checkout-order.ts';
import type { OrderStore } from './order-store.ts';
import { ProblemError } from './problem-response.ts';
import type { UpstreamClient } from './upstream-client.ts';

export type CheckoutInput = z.output<typeof CheckoutRequest>;

export interface PlaceOrderDeps {
  store: OrderStore;
  upstream: UpstreamClient;
  catalogue: CatalogueCache;
  view: (order: Order) => CheckoutOrder;
  paymentProviders: PaymentProvider[];
  openOrderDetails: boolean;
}

/** Failures after which the upstream may or may not hold the order: only a retry with the same key can tell. */
const OUTCOME_UNKNOWN_CODES = new Set(['upstream_unavailable', 'upstream_timeout', 'upstream_bad_response', 'idempotency_key_in_use']);

/**
 * Creates orders so that one widget Idempotency-Key makes at most one
 * upstream order and always gets the same answer: stored keys are replayed,
 * concurrent requests with one key share one attempt, and the upstream key
 * is derived from the widget key so retries (ours or the widget's, even
 * after a restart) land on the same upstream order.
 */
export class OrderPlacement {
  readonly #deps: PlaceOrderDeps;
  readonly #inFlight = new Map<string, { requestHash: string; answer: Promise<CheckoutCreated> }>();

  constructor(deps: PlaceOrderDeps) {
    this.#deps = deps;
  }

  async place(key: string, request: CheckoutInput): Promise<CheckoutCreated> {
    const requestHash = hashRequest(request);
    const stored = this.#deps.store.findCheckout(key);
    if (stored) {
      if (stored.requestHash !== requestHash) throw keyReused();
      const current = this.#deps.store.getOrder(stored.orderId);
      if (!current) throw new Error(`Checkout key points to missing order ${stored.orderId}`);
      return { order: this.#deps.view(current.order), access_token: stored.accessToken };
    }
    const running = this.#inFlight.get(key);
    if (running) {
      if (running.requestHash !== requestHash) {
        throw new ProblemError(problem(409, 'idempotency_key_in_use', 'An order with this Idempotency-Key is being created', {
          detail: 'Wait for the first request to finish; use a new key for a different order.',
        }));
      }
      return running.answer;
    }
    const answer = this.#create(key, requestHash, request).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, { requestHash, answer });
    return answer;
  }

  async #create(key: string, requestHash: string, request: CheckoutInput): Promise<CheckoutCreated> {
    const input = await this.#orderInput(request);
    let order: Order;
    try {
      order = await this.#deps.upstream.createOrder(input, upstreamKey(key));
    } catch (error) {
      // The seam for durable retries: a later issue queues (input, upstreamKey(key)) here
      // for minute-spaced attempts; until then the widget retries with the same key.
      if (error instanceof ProblemError && OUTCOME_UNKNOWN_CODES.has(error.problem.code)) throw outcomeUnknown();
      throw error;
    }
    if (!hasVehicle(order)) throw outcomeUnknown();
    const accessToken = newAccessToken();
    this.#deps.store.saveCreatedOrder({ key, requestHash, order, accessToken });
    return { order: this.#deps.view(order), access_token: accessToken };
  }

  /** Checks the request against the catalogue and builds the upstream order; the price is never the browser's. */
  async #orderInput(request: CheckoutInput): Promise<OrderCreateInput> {
    const { snapshot } = await this.#deps.catalogue.read();
    const product = snapshot.products.get(request.product);
    if (!product) {
      throw new ProblemError(problem(400, 'unknown_product', 'This product is not in the catalogue', {
        errors: [{ path: 'product', message: 'Choose a product from the catalogue' }],
      }));
    }
    if (!product.prices.some((p) => p.vehicle_type === request.vehicle_type)) {
      throw new ProblemError(problem(400, 'vehicle_type_not_available', 'This product is not sold for this vehicle type', {
        errors: [{ path: 'vehicle_type', message: `Choose one of: ${product.prices.map((p) => p.vehicle_type).join(', ')}` }],
      }));
    }
    const { email, first_name, last_name, phone, address } = request;
    return {
      order_has_been_paid: false,
      user: {
        email,
        ...(first_name === undefined ? {} : { first_name }),
        ...(last_name === undefined ? {} : { last_name }),
        ...(phone === undefined ? {} : { phone }),
        ...(address === undefined ? {} : { address }),
      },
      allowed_payment_providers: this.#deps.paymentProviders,
      open_order_details_by_default: this.#deps.openOrderDetails,
      products: [{
        product: product.slug,
        start_date: request.start_date,
        vehicle: {
          plate: request.plate,
          country: request.vehicle_country,
          type: request.vehicle_type,
          ...(request.vin === undefined ? {} : { vin: request.vin }),
        },
      }],
    };
  }
}

/** Deterministic, so every retry of one widget request reuses one upstream key. */
function upstreamKey(widgetKey: string): string {
  return `bff_${createHash('sha256').update(`checkout:${widgetKey}`).digest('base64url')}`;
}

function hashRequest(request: CheckoutInput): string {
  const fields = Object.entries(request)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function keyReused(): ProblemError {
  return new ProblemError(problem(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different order', {
    detail: 'Use a new key for a new order.',
  }));
}

function outcomeUnknown(): ProblemError {
  return new ProblemError(problem(503, 'upstream_unavailable', 'The order could not be confirmed yet', {
    detail: 'The order may still have been created. Retry with the same Idempotency-Key: it will not create a second order.',
  }), { 'Retry-After': '5' });
}
