import { batch, computed } from '@preact/signals-core';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import { isSettled, statusText } from '../steps/status/status-text.ts';
import { announcedOf, firstAnnouncement } from './announced.ts';
import type { Core } from './store-core.ts';
import type { Step } from './steps.ts';

type Created = { order: CheckoutOrder; access_token: string };

/**
 * A placed order, followed live until nothing more can happen to it; and the
 * way back to one after a reload, a closed tab, or from the unpaid-orders offer.
 */
export function createOrderFollow(core: Core) {
  const { deps, t, order, accessToken, streamState, announcement, step, resuming } = core;
  let stream: { close(): void } | null = null;
  let activeSent = false;

  const status = computed(() => (order.value ? statusText(order.value, t, core.language.value.locale) : ''));
  const confirmationHref = computed(() => {
    const o = order.value;
    return o?.status === 'ACTIVE' && o.confirmation_url ? deps.api.resolve(o.confirmation_url) : null;
  });

  function settle(o: CheckoutOrder) {
    if (o.status === 'ACTIVE' && o.confirmation_url && !activeSent) {
      activeSent = true;
      if (firstAnnouncement(deps.saved, o.id, o.id)) deps.emit('order-active', { orderId: o.id });
    }
    if (isSettled(o)) {
      stop();
      streamState.value = 'done';
    }
  }

  function stop() {
    stream?.close();
    stream = null;
  }

  function follow(created: Created) {
    stop();
    stream = deps.openStream(deps.api.eventsUrl(created.order.id, created.access_token), {
      order(next) {
        const current = order.value;
        // Events can arrive twice or late after a reconnect; the version orders them. How a refunded order ended
        // comes without a new version.
        const same = next.version === current?.version && next.ended_by === current.ended_by;
        if (!current || next.version < current.version || same) return;
        batch(() => {
          order.value = next;
          if (next.status !== current.status || next.paid !== current.paid) {
            announcement.value = t('status.announce', { status: status.value });
          }
        });
        if (step.value === 'payment' && next.paid) core.go('status', 'replace');
        settle(next);
      },
      state(state) {
        if (core.isDisposed() || streamState.value === 'done') return;
        streamState.value = state;
        if (state === 'reconnecting') announcement.value = t('status.reconnecting');
      },
    });
  }

  /** The step a placed order shows: the payment page until it is paid, then its live status. */
  const stepOf = (o: CheckoutOrder): Step => (o.status === 'CREATED' && !o.paid && o.payment_link ? 'payment' : 'status');

  /** This order is the widget's now: saved for a reload, followed, and shown where it stands. */
  function take(created: Created, how: 'replace' | 'none', quiet = false) {
    activeSent = false;
    batch(() => {
      order.value = created.order;
      accessToken.value = created.access_token;
      streamState.value = 'connecting';
      resuming.value = 'no';
    });
    const announced = announcedOf(deps.saved, created.order.id);
    deps.saved.save({ orderId: created.order.id, token: created.access_token, announced });
    deps.memory.clear();
    follow(created);
    core.go(stepOf(created.order), how, quiet);
    settle(created.order);
  }

  /** A fresh order from this widget. Its step replaces the review in history: Back cannot unplace it. */
  function placed(created: Created) {
    deps.emit('order-created', { orderId: created.order.id });
    take(created, 'replace');
  }

  /** Reads an order back by its token: `gone` when the BFF no longer has it for this token. */
  async function reopen(orderId: string, token: string, quiet: boolean) {
    const found = await deps.api.getOrder(orderId, token);
    if (core.isDisposed()) return found.kind;
    if (found.kind === 'found') take({ order: found.order, access_token: token }, 'replace', quiet);
    return found.kind;
  }

  /** Leaves the order to itself (an unpaid one is kept for the unpaid-orders offer) and forgets it here. */
  function forget() {
    const o = order.value;
    if (o && !o.paid && o.status === 'CREATED') deps.left.add({ orderId: o.id, token: accessToken.value });
    stop();
    deps.saved.clear();
    activeSent = false;
    batch(() => {
      order.value = null;
      accessToken.value = '';
      resuming.value = 'no';
      streamState.value = 'connecting';
    });
  }

  return { status, confirmationHref, settle, placed, reopen, forget, stop };
}

export type OrderFollow = ReturnType<typeof createOrderFollow>;
