import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { CheckoutProgress, CheckoutRequest } from '../../contract/widget-api.ts';
import type { OrderOutcome } from './api.ts';
import type { OrderFollow } from './order-follow.ts';
import type { Core, OnDemand } from './store-core.ts';
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
  /** The manage chunk, once a queued or refused order needed its words; null when it could not load. */
  const onDemand = signal<OnDemand | null>(null);
  const loadOnDemand = () => deps.onDemand(locale()).then((m) => (onDemand.value = m), () => null);
  const checkoutText = computed(() => {
    const c = checkout.value;
    if (!c) return null;
    const m = onDemand.value;
    return m ? m.checkoutProgress(c, m.laterTranslator(locale(), t), locale()) : t('review.placing');
  });

  async function problem(code: string, transient: boolean, after?: number, detail?: string) {
    const m = await loadOnDemand();
    if (core.isDisposed()) return;
    // Without the chunk, the BFF's words did not come through either: the connection is what to fix.
    const input = { code, transient, after, detail };
    const found = m
      ? m.orderProblem(input, m.laterTranslator(locale(), t), locale(), deps.now(), productName())
      : { message: t('problem.offline'), move: 'retry' as const };
    // Only a retry keeps its key. Try again after a give-up ('again') takes a new one: the BFF keeps a given-up
    // key's job for a day and answers it 409 checkout_given_up without asking the service (place-order.ts
    // #placeOnce), so the same key could never succeed. A new one places no second order: an attempt the service
    // answered with a 5xx stored nothing under its key, and an order a lost answer hid came back to the next
    // attempt under the same upstream key; at worst the fifth's is an unpaid order that lapses uncharged.
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
      void problem(code, code === 'sales_paused', undefined, next.problem?.detail ?? next.problem?.title);
    };
    update(progress);
    if (!checkout.value) return;
    void loadOnDemand();
    checkoutStream = deps.openStream(deps.api.checkoutEventsUrl(progress.checkout_id, token), {
      checkout: update,
      state: () => {},
    });
  }

  async function settle(outcome: OrderOutcome) {
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
        // Fields the BFF refused though the widget's own checks passed them (a plate the register refuses): rare,
        // so their mapping comes with the manage chunk; without that chunk, the connection is what to fix.
        const m = await loadOnDemand();
        if (core.isDisposed()) return;
        const mapped = m?.mapServerErrors(outcome.errors, order.sayField);
        if (!mapped?.step) return problem('invalid_request', false, undefined, mapped?.other.join(' '));
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
    await settle(outcome);
  }

  /**
   * After a reload or a closed tab: back to what this device placed, by the manage chunk (resume.ts), which shows
   * it meanwhile; without that chunk, the shopper can try again.
   */
  async function resume() {
    const m = await loadOnDemand();
    if (core.isDisposed()) return;
    if (m) return m.resumeSaved(core, follow, followCheckout);
    resuming.value = 'failed';
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
