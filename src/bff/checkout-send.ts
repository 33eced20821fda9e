import type { BasketStore } from './basket-store.ts';
import { asBasketProblem, basketFacts, isBasketInput, upstreamKey } from './checkout-input.ts';
import { outcomeUnknown } from './checkout-outcomes.ts';
import { hasVehicle } from './checkout-order.ts';
import type { OrderStore } from './order-store.ts';
import type { CheckoutJob } from './queue/checkout-jobs.ts';
import type { UpstreamClient } from './upstream-client.ts';

export interface SendDeps {
  store: OrderStore;
  baskets: BasketStore;
  upstream: UpstreamClient;
}

/**
 * One attempt of a queued creation: sends the job's input upstream with its
 * one upstream key and stores what it made (an order, or a basket), so the
 * queue (place-order.ts) treats both kinds alike. Returns the id of what was
 * made; throws the upstream's problem otherwise, a basket's naming the
 * widget's `items.<i>`.
 */
export async function sendJob({ store, baskets, upstream }: SendDeps, job: CheckoutJob): Promise<string> {
  const { input } = job;
  const key = upstreamKey(job.keyHash);
  if (isBasketInput(input)) {
    const externalOrder = await upstream.createExternalOrder(input, key).catch((error: unknown) => {
      throw asBasketProblem(error);
    });
    await baskets.saveCreated(externalOrder, basketFacts(input), job.tokenHash);
    return externalOrder.id;
  }
  const order = await upstream.createOrder(input, key);
  if (!hasVehicle(order)) throw outcomeUnknown();
  await store.saveCreatedOrder({ order, tokenHash: job.tokenHash });
  return order.id;
}
