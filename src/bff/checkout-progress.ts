import type { CheckoutProgress } from '../contract/widget-api.ts';
import { isBasketInput, orderDraft } from './checkout-input.ts';
import type { PlaceOrderDeps } from './place-order.ts';
import type { CheckoutJob } from './queue/checkout-jobs.ts';

/**
 * Where a checkout stands, as the widget follows it: its state, its place in the queue, what it places, and its
 * order once made.
 */
export async function checkoutProgress(
  deps: Pick<PlaceOrderDeps, 'jobs' | 'store' | 'view'>, job: CheckoutJob,
): Promise<CheckoutProgress> {
  const basket = isBasketInput(job.input);
  const stored = job.orderId === null || basket ? undefined : await deps.store.getOrder(job.orderId);
  const waiting = job.state === 'queued' || job.state === 'attempting' || job.state === 'retrying';
  const { code, title, detail } = job.problem ?? {};
  return {
    checkout_id: job.checkoutId,
    state: job.state === 'attempting' || job.state === 'retrying' ? 'confirming' : job.state,
    attempts: job.attempts,
    ahead: waiting ? await deps.jobs.ahead(job.seq) : 0,
    next_attempt_at: job.state === 'retrying' ? new Date(job.nextAttemptAt).toISOString() : null,
    order: stored ? deps.view(stored.order, stored.endedBy) : null,
    // Only while it waits, when the order is not there to show: a job an older release stored may hold no input
    // (`{}`). A waiting basket's lines are the trip planner's own (the widget's trip-memory.ts keeps them).
    draft: waiting && !isBasketInput(job.input) ? orderDraft(job.input) : null,
    ...(basket ? { basket_id: job.orderId } : {}),
    problem: code === undefined || title === undefined
      ? null
      : { code, title, ...(detail === undefined ? {} : { detail }) },
  };
}
