import { problem } from '../contract/problem.ts';
import type { Problem } from '../contract/problem.ts';
import { ProblemError } from '../server-kit/problem-error.ts';

/** Spec 4: transient failures are retried once a minute, at most 5 attempts, with one idempotency key. */
export const RETRY_INTERVAL_MS = 60_000;
export const MAX_ATTEMPTS = 5;

export function keyReused(): ProblemError {
  return new ProblemError(problem(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different order', {
    detail: 'Use a new key for a new order.',
  }));
}

/**
 * The upstream's answer about the request itself (spec 4: a 409 means stop,
 * another 4xx must be corrected): never retried. A 429, a 5xx, no answer, or
 * a key still in use upstream is transient.
 */
export const isRefusal = (p: Problem) =>
  (p.status >= 400 && p.status < 500 && p.status !== 429 && p.code !== KEY_IN_USE) || p.code === SALES_PAUSED;

/**
 * DESIGN.md: the upstream still works on an earlier request with this key (one a crash cut off, say);
 * it is done within one request's time, so the next attempt, sooner than a minute, gets its answer.
 */
export const KEY_IN_USE = 'idempotency_key_in_use';
export const KEY_IN_USE_RETRY_MS = 10_000;

/** The partner's access is off (unpaid debt): no retry a minute apart will help, the shopper is told at once. */
export const SALES_PAUSED = 'sales_paused';

export function givenUp(): Problem {
  return problem(409, 'checkout_given_up', 'Your order could not be placed', {
    detail: `The road-products service did not answer ${MAX_ATTEMPTS} attempts a minute apart. Nothing was charged.`,
  });
}

export function outcomeUnknown(): ProblemError {
  return new ProblemError(problem(503, 'upstream_unavailable', 'The order could not be confirmed yet', {
    detail: 'The order may still have been created. Retry with the same Idempotency-Key: it will not create a second order.',
  }), { 'Retry-After': '5' });
}
