import { batch, computed, type ReadonlySignal } from '@preact/signals-core';
import type { CheckoutProgress, CheckoutRequest } from '../../contract/widget-api.ts';
import { mapServerErrors } from '../steps/review/order-errors.ts';
import { isBasketId } from './saved-order.ts';
import type { OrderOutcome } from './api.ts';
import type { OrderFollow } from './order-follow.ts';
import { orderProblem } from './order-problems.ts';
import type { Core } from './store-core.ts';
import type { FieldName } from './steps.ts';

/**
 * "Place order": one idempotency key per order the shopper means, reused by
 * every retry, so nothing is ever placed twice; a creation the BFF queued
 * is followed until it is an order; every refusal gets its own sentence.
 */
export function createCheckoutFlow(core: Core, follow: OrderFollow, order: {
  request: ReadonlySignal<CheckoutRequest | null>;
  productName: () => string;
  /** The widget's sentence for a field the server refused. */
  sayField: (field: FieldName) => string;
}) {
  const { request, productName } = order;
  const { deps, t, busy, notice, checkout, resuming } = core;
  let idempotencyKey: string | null = null;
  let checkoutStream: { close(): void } | null = null;

  const locale = () => core.language.value.locale;
  const checkoutText = computed(() => {
    const c = checkout.value;
    if (!c) return null;
    if (c.state === 'queued') return t('checkout.queued', { ahead: c.ahead });
    if (!c.next_attempt_at) return t('checkout.confirming', { attempt: c.attempts });
    const time = new Intl.DateTimeFormat(locale(), { timeStyle: 'short' }).format(new Date(c.next_attempt_at));
    return t('checkout.nextAttempt', { attempt: c.attempts, time });
  });

  function problem(code: string, transient: boolean, after?: number, detail?: string) {
    const found = orderProblem({ code, transient, after, detail }, t, locale(), deps.now(), productName());
    // Only a notice that offers the same order again keeps its key.
    if (found.move !== 'retry') idempotencyKey = null;
    core.fail(found, code);
  }

  function closeCheckout() {
    checkoutStream?.close();
    checkoutStream = null;
  }

  /** The BFF queued the creation: words for each stage until it is an order, refused, or given up. */
  function followCheckout(progress: CheckoutProgress, token: string) {
    closeCheckout();
    const update = (next: CheckoutProgress) => {
      if (core.isDisposed()) return;
      checkout.value = next;
      // The view shows where it stands in a live region of its own.
      if (next.state === 'queued' || next.state === 'confirming') return;
      closeCheckout();
      batch(() => {
        checkout.value = null;
        busy.value = false;
        resuming.value = 'no';
      });
      if (next.state === 'created' && next.order) return follow.placed({ order: next.order, access_token: token });
      deps.saved.clear();
      const code = next.problem?.code ?? next.state;
      // Sales paused: nothing was made, so the same key may try again once they resume.
      problem(code, code === 'sales_paused', undefined, next.problem?.detail ?? next.problem?.title);
    };
    update(progress);
    if (!checkout.value) return;
    checkoutStream = deps.openStream(deps.api.checkoutEventsUrl(progress.checkout_id, token), {
      checkout: update,
      state: () => {},
    });
  }

  function settle(outcome: OrderOutcome) {
    switch (outcome.kind) {
      case 'created':
        return follow.placed(outcome.created);
      case 'accepted':
        busy.value = true;
        deps.saved.save({ checkoutId: outcome.accepted.checkout.checkout_id, token: outcome.accepted.access_token });
        return followCheckout(outcome.accepted.checkout, outcome.accepted.access_token);
      case 'duplicate':
        return problem('duplicate_order', false);
      case 'invalid': {
        const mapped = mapServerErrors(outcome.errors, order.sayField);
        if (!mapped.step) return problem('invalid_request', false, undefined, mapped.other.join(' '));
        idempotencyKey = null;
        core.go(mapped.step);
        core.check(mapped.fields);
        deps.emit('error', { code: 'invalid_request' });
        return;
      }
      case 'rejected':
        return problem(outcome.code, false, undefined, outcome.message);
      case 'retry':
        return problem(outcome.code, true, outcome.after);
    }
  }

  async function placeOrder() {
    const body = request.value;
    if (busy.value || !body) return;
    busy.value = true;
    // Sooner than the BFF asked would only be refused again: wait out the rest, busy, then go.
    const wait = (notice.value?.retryAt ?? 0) - deps.now();
    if (wait > 0) await new Promise<void>((resolve) => deps.later(resolve, wait));
    if (core.isDisposed()) return;
    // One key per attempt to place this order; a retry or a second click reuses it.
    idempotencyKey ??= deps.newKey();
    notice.value = null;
    // The locale goes with the order: the service writes its confirmation PDF in it.
    const outcome = await deps.api.createOrder({ ...body, locale: locale() }, idempotencyKey);
    if (core.isDisposed()) return;
    busy.value = false;
    settle(outcome);
  }

  /** After a reload or a closed tab: back to what this device placed, without placing another. */
  async function resume() {
    const saved = deps.saved.load();
    if (!saved || isBasketId(saved)) return;
    resuming.value = 'loading';
    if ('checkoutId' in saved) {
      const found = await deps.api.getCheckout(saved.checkoutId, saved.token);
      if (core.isDisposed()) return;
      if (found.kind === 'found') return followCheckout(found.checkout, saved.token);
      return follow.lost(found.kind);
    }
    const kind = await follow.reopen(saved.orderId, saved.token, true);
    if (kind !== 'found') follow.lost(kind);
  }

  return {
    checkoutText, placeOrder, resume,
    /** The order the shopper meant changed, or they start afresh: the next placement is a new order. */
    forgetKey: () => {
      idempotencyKey = null;
    },
    dispose: closeCheckout,
  };
}
