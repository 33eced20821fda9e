import type { CheckoutProgress } from '../../contract/widget-api.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { LaterKey, LaterTranslate } from '../i18n/later.ts';

/**
 * What the shopper can do next: place the same order again (not before
 * `retryAt`), place it anew after the BFF gave it up, choose another product,
 * another start date, settle the orders waiting for payment, or nothing from here.
 */
export type NextMove = 'retry' | 'again' | 'product' | 'start_date' | 'unpaid' | 'none';

export interface Notice {
  message: string;
  move: NextMove;
  /** Epoch ms before which the BFF said another try cannot succeed. */
  retryAt?: number;
  /** The submit button's words for a move the step's own words do not name: they come with this chunk. */
  action?: string;
}

/** Each code the BFF (or the service through it) answers an order with, in the shopper's words. */
const SENTENCES: Record<string, [MessageKey | LaterKey, NextMove]> = {
  network: ['problem.offline', 'retry'],
  rate_limited: ['problem.tooFast', 'retry'],
  client_share_exceeded: ['problem.tooFast', 'retry'],
  too_many_unpaid_orders: ['problem.unpaid', 'unpaid'],
  sales_paused: ['error.salesPaused', 'retry'],
  idempotency_key_in_use: ['problem.stillPlacing', 'retry'],
  unknown_product: ['problem.productGone', 'product'],
  vehicle_type_not_available: ['problem.productGone', 'product'],
  duplicate_order: ['error.duplicate', 'start_date'],
  // The day went by while the shopper was on the page (or the order waited in the BFF's queue over midnight).
  start_date_in_past: ['error.startPassed', 'start_date'],
  start_date_not_friday: ['error.startFriday', 'start_date'],
  checkout_given_up: ['error.givenUp', 'again'],
  given_up: ['error.givenUp', 'again'],
};

/** "in 40 seconds": the wait the BFF named (a minute at most, but for a busy queue), in the shopper's language. */
export const inTime = (seconds: number, locale: string): string =>
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.ceil(seconds), 'second');

export interface ProblemInput {
  code: string;
  /** Seconds of the answer's Retry-After, if it named one. */
  after?: number | undefined;
  /** The server's own words: only for a code the widget has no sentence for. */
  detail?: string | undefined;
  /** A transient answer (5xx, 429): worth the same order again. */
  transient: boolean;
}

/**
 * The notice for a problem answer (in the manage chunk with its words:
 * the BFF answered, so the chunk loads; only "no connection" stays in the app): a sentence of our own for every code we
 * know, the server's detail only for one we do not; an unknown transient
 * problem is the service being busy, never "not reachable".
 */
export function orderProblem(p: ProblemInput, t: LaterTranslate, locale: string, now: number, product: string): Notice {
  const known = SENTENCES[p.code];
  const wait = p.after ?? (p.transient ? 5 : 0);
  const params = { when: inTime(wait, locale), product };
  const retryAt = wait > 0 ? { retryAt: now + wait * 1000 } : {};
  if (known?.[1] === 'again') return { message: t(known[0]), move: 'again', action: t('action.tryAgain') };
  if (known) return { message: t(known[0], params), move: known[1], ...(known[1] === 'retry' ? retryAt : {}) };
  if (p.transient) return { message: t('problem.busy', params), move: 'retry', ...retryAt };
  return { message: t('error.rejected', { reason: p.detail || p.code }), move: 'none' };
}

/** Where an order creation the BFF queued stands (checkout-flow.ts checkoutText), in the manage chunk's words. */
export function checkoutProgress(c: CheckoutProgress, t: LaterTranslate, locale: string): string {
  if (c.state === 'queued') return t('checkout.queued', { ahead: c.ahead });
  if (!c.next_attempt_at) return t('checkout.confirming', { attempt: c.attempts });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(c.next_attempt_at));
  return t('checkout.nextAttempt', { attempt: c.attempts, time });
}
