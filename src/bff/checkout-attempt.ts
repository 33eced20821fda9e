import { ProblemError } from '../server-kit/problem-error.ts';
import {
  KEY_IN_USE, KEY_IN_USE_RETRY_MS, MAX_ATTEMPTS, RETRY_INTERVAL_MS, givenUp, isRefusal,
} from './checkout-outcomes.ts';
import { sendJob } from './checkout-send.ts';
import type { PlaceOrderDeps } from './place-order.ts';
import type { CheckoutJob } from './queue/checkout-jobs.ts';

/**
 * One attempt of `job` on a call of the quota: sent upstream, then what came of it kept with the job (created;
 * refused; given up at the last attempt; else tried again on its minute) and told to whoever follows the
 * checkout. False, with the call given back, when another run holds the job.
 */
export async function attemptJob(
  deps: PlaceOrderDeps, job: CheckoutJob, call: { giveBack(): Promise<void> },
): Promise<boolean> {
  const { jobs, now, warn } = deps;
  const claimed = await jobs.claim(job.seq);
  if (!claimed) {
    await call.giveBack();
    return false;
  }
  const attempt = claimed.attempts;
  try {
    const createdId = await sendJob(deps, job);
    await jobs.finish(claimed, { state: 'created', orderId: createdId });
    deps.outcome?.('created');
  } catch (error) {
    const refused = error instanceof ProblemError && isRefusal(error.problem) ? error.problem : null;
    if (refused) {
      await jobs.finish(claimed, { state: 'rejected', problem: refused });
      deps.outcome?.('rejected');
    } else if (attempt >= MAX_ATTEMPTS) {
      warn(`BFF: order creation ${job.checkoutId} given up after ${MAX_ATTEMPTS} attempts`);
      await jobs.finish(claimed, { state: 'given_up', problem: givenUp() });
      deps.outcome?.('given_up');
    } else {
      if (!(error instanceof ProblemError)) warn(`BFF: order creation ${job.checkoutId} failed unexpectedly: ${String(error)}`);
      const inUse = error instanceof ProblemError && error.problem.code === KEY_IN_USE;
      const wait = inUse ? KEY_IN_USE_RETRY_MS : deps.retryIntervalMs ?? RETRY_INTERVAL_MS;
      await jobs.finish(claimed, { state: 'retrying', nextAttemptAt: now() + wait });
      deps.wakeAfter?.(wait);
    }
  }
  await deps.events.publishCheckout(job.checkoutId);
  return true;
}
