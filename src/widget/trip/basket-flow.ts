import { batch, computed, signal } from '@preact/signals-core';
import type { BasketRequest, CheckoutBasket } from '../../contract/basket-api.ts';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import type { UserField } from '../../contract/product.ts';
import type { Store } from '../app/store.ts';
import { type FieldErrors, firstInvalid, sayAgain } from '../app/steps.ts';
import { announcedOf, firstAnnouncement } from '../app/announced.ts';
import { validateDetails } from '../steps/details/validate.ts';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import { isSettled } from '../steps/status/status-text.ts';
import { phoneExample } from '../lib/phones.ts';
import { type OpenBasketStream, basketApi, openBasketSource } from './basket-api.ts';
import { basketPlacing } from './basket-placing.ts';
import type { Trip } from './trip-state.ts';
import type { TripTranslate } from './trip-words.ts';

export type TripStage = 'plan' | 'vehicle' | 'review' | 'pay' | 'status';

/** The browser's fetch and EventSource unless a test brings its own. */
export interface BasketIo {
  fetch?: typeof fetch;
  openBasket?: OpenBasketStream;
}

/**
 * The trip's one checkout: the vehicle and e-mail once for every line, the
 * plate checked once, one basket placed under one Idempotency-Key (a retry
 * or a reload never pays twice), one payment, then every product followed
 * live on the basket's stream. The basket is saved like an order (id and
 * token only), so a reload comes back to it.
 */
export function createBasketFlow(
  store: Store, trip: Trip, t: TripTranslate, io: BasketIo = {},
) {
  const { core, form } = store;
  const api = basketApi(store.api.base, io.fetch);
  const openBasket = io.openBasket ?? openBasketSource;
  const saved = core.deps.saved;
  const stage = signal<TripStage>('plan');
  const basket = signal<CheckoutBasket | null>(null);
  const token = signal('');
  const errors = signal<FieldErrors & Record<string, string | undefined>>({});
  const notice = signal<string | null>(null);
  const busy = signal(false);
  /**
   * The orders of this basket its shopper cancelled on this page: their refund reads like any other (CheckoutOrder
   * keeps no history), so the trip keeps what it saw, as a single order's page does (order-ending.ts).
   */
  const cancelled = signal<readonly string[]>([]);
  let stream: { close(): void } | null = null;

  const products = computed(() => {
    const all = store.catalogue.value?.products ?? [];
    return trip.basket.value.map((line) => all.find((p) => p.slug === line.slug)).filter((p) => p !== undefined);
  });
  const vinRequired = computed(() => products.value.some((p) => p.vin_required));
  const userFields = computed(() => [...new Set(products.value.flatMap((p) => p.required_user_fields))] as UserField[]);

  const focus = (target: string) => {
    core.focusRequest.value = { target };
  };
  const go = (next: TripStage) => {
    // Back to change the basket: what is placed from there is another purchase, under a new key.
    if (next === 'plan' || next === 'vehicle') placing.forget();
    batch(() => {
      stage.value = next;
      errors.value = {};
      notice.value = null;
    });
    focus('trip-heading');
  };

  const detailsErrors = () => validateDetails({
    product: trip.basket.value[0]?.slug ?? '', vehicle_type: trip.vehicle.value, plate: form.plate.value,
    vehicle_country: form.vehicle_country.value, start_date: trip.today, email: form.email.value.trim(),
    ...(vinRequired.value || form.vin.value ? { vin: form.vin.value } : {}),
    ...Object.fromEntries((['first_name', 'last_name', 'phone', 'address'] as const)
      .filter((f) => userFields.value.includes(f) || form[f].value.trim()).map((f) => [f, form[f].value])),
  }, {
    // Each line's start comes from the planner, which starts the weekend vignette on a Friday itself.
    vinRequired: vinRequired.value, requiredUserFields: userFields.value, minDate: trip.today, maxDate: '9999-12-31', mayStart: () => true,
    locale: core.language.value.locale, phoneExample: phoneExample(form.vehicle_country.value || null),
  }, core.t);
  /** What stands in the way of the review: the vehicle step's fields. */
  const vehicleErrors = () =>
    ({ ...validateVehicle(form.plate.value, form.vehicle_country.value, core.t), ...detailsErrors() });
  const planErrors = (): Record<string, string> => (trip.basket.value.length ? {} : { route: t('trip.empty') });

  /**
   * Shows what is wrong and moves focus to the first field of it in screen order, else to the heading over the
   * lines a problem names; true when nothing is.
   */
  function check(found: Record<string, string | undefined>) {
    const field = firstInvalid(found);
    const wrong = !!field || Object.values(found).some(Boolean);
    errors.value = found;
    if (wrong) focus(field ?? 'trip-heading');
    return !wrong;
  }

  /** The basket as it will be placed: what its review lists, and what placing it sends. */
  function request(): BasketRequest {
    const optional = (name: 'vin' | 'first_name' | 'last_name' | 'phone' | 'address') =>
      (form[name].value.trim() ? { [name]: form[name].value.trim() } : {});
    return {
      items: trip.basket.value.map((line) => ({ product: line.slug, start_date: line.start_date })),
      vehicle_type: trip.vehicle.value,
      plate: form.plate.value.trim(),
      vehicle_country: form.vehicle_country.value,
      email: form.email.value.trim(),
      ...(vinRequired.value ? optional('vin') : {}),
      ...optional('first_name'), ...optional('last_name'), ...optional('phone'), ...optional('address'),
      locale: core.language.value.locale,
    };
  }

  function follow(id: string, access: string) {
    stream?.close();
    stream = openBasket(api.eventsUrl(id, access), (next) => {
      // A widget the page removed follows nothing: its store is gone, the trip's session with it.
      if (core.isDisposed()) stream?.close();
      else if (next.id === id) show(next);
    });
  }

  /** An order the shopper just changed: shown at once (the stream brings it too), never over a newer one. */
  function adopt(changed: CheckoutOrder) {
    const current = basket.value;
    if (!current) return;
    const newer = (i: CheckoutBasket['items'][number]) => i.order?.id === changed.id && i.order.version < changed.version;
    show({ ...current, items: current.items.map((i) => (newer(i) ? { ...i, order: changed } : i)) });
  }

  const announced = new Set<string>();
  function show(next: CheckoutBasket) {
    basket.value = next;
    for (const { order } of next.items) {
      if (order?.status === 'ACTIVE' && order.confirmation_url && !announced.has(order.id)) {
        announced.add(order.id);
        if (firstAnnouncement(saved, next.id, order.id)) core.deps.emit('order-active', { orderId: order.id, basketId: next.id });
      }
    }
    if (next.status === 'PAID' && stage.value !== 'status') go('status');
    const orders = next.items.map((i) => i.order);
    if (next.status !== 'OPEN' && next.status !== 'PAID') stream?.close();
    if (orders.every((o) => o && isSettled(o))) stream?.close();
  }

  function take(placed: CheckoutBasket, access: string) {
    batch(() => {
      basket.value = placed;
      token.value = access;
    });
    saved.save({ orderId: placed.id, token: access, announced: announcedOf(saved, placed.id) });
    follow(placed.id, access);
    go(placed.status === 'OPEN' ? 'pay' : 'status');
    // Only once off the review: forgotten there, the trip's tab memory would write the review down again.
    placing.forget();
  }

  const placing = basketPlacing(store, t, api, {
    notice, busy, request, take,
    refused(lines) {
      go('plan');
      errors.value = lines;
      // On the first line refused, where its words are, not the plan's heading a screen or two above them.
      focus(Object.keys(lines).sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)))[0]!);
    },
  });

  return {
    stage, basket, token, errors, notice, busy, vinRequired, userFields, placement: placing.placement, cancelled,
    go, request,
    submitPlan() {
      if (check(planErrors())) go('vehicle');
    },
    /**
     * The browser's Forward to a stage the shopper left: only past what is still filled in well (shown when
     * not); the plate is checked again when the basket is placed.
     */
    mayEnter(next: TripStage) {
      if (next === 'vehicle') return check(planErrors());
      return next !== 'review' || check(vehicleErrors());
    },
    /**
     * What the shopper was told to fix, said again once the page changed the language; a line's refusal, in
     * upstream's words, keeps them.
     */
    sayAgain() {
      errors.value = sayAgain(errors.value, stage.value === 'plan' ? planErrors() : vehicleErrors());
    },
    async submitVehicle() {
      if (busy.value) return;
      if (!check(vehicleErrors())) return;
      busy.value = true;
      const outcome = await store.api.validateVehicle({
        plate: form.plate.value.trim(),
        country: form.vehicle_country.value,
        product_country: trip.basket.value[0]?.country,
      });
      busy.value = false;
      if (outcome.kind === 'invalid') return check({ plate: core.t('error.plateRejected') });
      if (outcome.kind === 'valid') form.plate.value = outcome.plate;
      go('review');
    },
    place: placing.place,
    paid() {
      go('status');
    },
    /** After a reload: the basket placed, else the checkout its placement was waiting on (basket-placing.ts). */
    async resume() {
      const kept = saved.load();
      if (!kept || !('orderId' in kept)) return placing.resume();
      const found = await api.get(kept.orderId, kept.token);
      if (found === 'gone') saved.clear();
      if (found === 'failed') core.deps.emit('error', { code: 'order_unavailable' });
      if (typeof found === 'string') return false;
      take(found, kept.token);
      return true;
    },
    /** Moves one product's start (the spec's one modification per order); true when it was changed. */
    async changeStart(orderId: string, startDate: string) {
      if (busy.value) return false;
      busy.value = true;
      notice.value = null;
      const done = await api.changeStart(orderId, token.value, startDate);
      busy.value = false;
      if (done === 'failed' || 'refused' in done) {
        notice.value = done === 'failed' ? t('trip.cancelFailed') : t('trip.changeRefused', { reason: done.refused });
        core.deps.emit('error', { code: done === 'failed' ? 'modify_unavailable' : done.code });
        return false;
      }
      adopt(done);
      return true;
    },
    /** Cancels one product of the paid basket (the spec allows it while DEFERRED or PENDING). */
    async cancelItem(orderId: string) {
      if (busy.value) return;
      busy.value = true;
      notice.value = null;
      const done = await api.cancel(orderId, token.value);
      busy.value = false;
      if (done === 'failed' || 'code' in done) {
        // A conflict is the spec's: the product is with the national system already.
        notice.value = t(done !== 'failed' && done.status === 409 ? 'trip.cancelRefused' : 'trip.cancelFailed');
        core.deps.emit('error', { code: done === 'failed' ? 'cancel_unavailable' : done.code });
        return;
      }
      cancelled.value = [...cancelled.value, orderId];
      adopt(done);
    },
    startOver() {
      stream?.close();
      placing.dispose();
      saved.clear();
      batch(() => {
        basket.value = null;
        token.value = '';
      });
      go('plan');
    },
    dispose() {
      stream?.close();
      placing.dispose();
    },
  };
}

export type BasketFlow = ReturnType<typeof createBasketFlow>;
