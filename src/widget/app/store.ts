import { batch, computed, signal } from '@preact/signals';
import type { CheckoutOrder, CheckoutProgress } from '../../contract/widget-api.ts';
import type { Translate } from '../i18n/t.ts';
import type { IsoDate } from '../lib/dates.ts';
import { validateProduct } from '../steps/product/validate.ts';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import { validateDetails } from '../steps/details/validate.ts';
import { mapServerErrors } from '../steps/review/order-errors.ts';
import { isSettled, statusText } from '../steps/status/status-text.ts';
import type { Api } from './api.ts';
import { createOrderActions } from './order-actions.ts';
import type { SavedOrderStore } from './saved-order.ts';
import type { Catalogue } from './catalogue.ts';
import { type NamedProduct, productName as nameProduct } from '../lib/product-name.ts';
import type { Emit } from './host-events.ts';
import type { OpenStream, StreamState } from './order-stream.ts';
import { type Scope, createForm, deriveSelection } from './selection.ts';
import { type FieldErrors, type FieldName, STEPS, type Step, firstInvalid } from './steps.ts';

export interface StoreOptions extends Scope {
  locale: string;
}

export interface StoreDeps {
  api: Api;
  openStream: OpenStream;
  emit: Emit;
  t: Translate;
  today: () => IsoDate;
  newKey: () => string;
  saved: SavedOrderStore;
}

/** Where the view should put focus next; a fresh object each time, so a repeat still moves it. */
export type FocusRequest = { target: 'heading' | 'notice' | FieldName | string };

/**
 * One store per widget instance: the form (what the shopper chose or typed),
 * what is derived from it (selection.ts), where the checkout stands, and the
 * actions that move it on. No DOM here: the view reads signals and calls actions.
 */
export function createStore(options: StoreOptions, deps: StoreDeps) {
  const { api, emit } = deps;
  // Signals, so a changed `locale` attribute re-renders in place and keeps what the shopper typed.
  const language = signal({ locale: options.locale, t: deps.t });
  const t: Translate = (key, params) => language.value.t(key, params);
  const scope = signal<Scope>({ country: options.country, product: options.product, productType: options.productType });

  const form = createForm(options);
  const step = signal<Step>('product');
  const catalogue = signal<Catalogue | null>(null);
  const catalogueState = signal<'loading' | 'ready' | 'failed'>('loading');
  const errors = signal<FieldErrors>({});
  const notice = signal<{ message: string; retry: boolean } | null>(null);
  const busy = signal(false);
  const order = signal<CheckoutOrder | null>(null);
  const accessToken = signal('');
  const streamState = signal<StreamState>('connecting');
  const announcement = signal('');
  const focusRequest = signal<FocusRequest | null>(null);
  /** A saved order is being read back after a reload; the view shows its skeleton meanwhile. */
  const resuming = signal<'no' | 'loading' | 'failed'>('no');
  /** An order creation the BFF queued (202): where it stands until it becomes an order. */
  const checkout = signal<CheckoutProgress | null>(null);

  const selection = deriveSelection(form, catalogue, deps.today, scope);
  const { product, vehicleType, vehicleCountry, minStartDate, maxStartDate, vinRequired, userFields, request } =
    selection;

  const status = computed(() => (order.value ? statusText(order.value, t, language.value.locale) : ''));
  const checkoutText = computed(() => {
    const c = checkout.value;
    if (!c) return null;
    return c.state === 'queued' ? t('checkout.queued', { ahead: c.ahead }) : t('checkout.confirming', { attempt: c.attempts });
  });
  const confirmationHref = computed(() => {
    const o = order.value;
    return o?.status === 'ACTIVE' && o.confirmation_url
      ? `${api.resolve(o.confirmation_url)}?token=${encodeURIComponent(accessToken.value)}`
      : null;
  });

  let idempotencyKey: string | null = null;
  let stream: { close(): void } | null = null;
  let checkoutStream: { close(): void } | null = null;
  let disposed = false;
  let readySent = false;
  let activeSent = false;

  function go(next: Step) {
    batch(() => {
      step.value = next;
      notice.value = null;
      announcement.value = t('step.announce', { n: STEPS.indexOf(next) + 1, total: STEPS.length, title: t(`step.${next}`) });
      focusRequest.value = { target: 'heading' };
    });
    emit('step-change', { step: next });
  }

  /** Shows the errors and asks for focus on the first; true when there were none. */
  function check(found: FieldErrors): boolean {
    const first = firstInvalid(found);
    batch(() => {
      errors.value = found;
      if (first) focusRequest.value = { target: first };
    });
    return !first;
  }

  /** The notice is a role=alert and takes focus, so it announces itself. */
  function fail(message: string, retry: boolean, code: string) {
    batch(() => {
      notice.value = { message, retry };
      focusRequest.value = { target: 'notice' };
    });
    emit('error', { code });
  }

  function setField(name: FieldName, value: string) {
    // Outside the partner's scope there is nothing to choose.
    if (name === 'country' && selection.fixedCountry.value) return;
    if (name === 'product' && scope.value.product) return;
    batch(() => {
      (form[name] as { value: string }).value = value;
      if (errors.value[name]) {
        const { [name]: _fixed, ...rest } = errors.value;
        errors.value = rest;
      }
    });
  }

  async function loadCatalogue() {
    catalogueState.value = 'loading';
    try {
      const loaded = await api.catalogue(language.value.locale);
      if (disposed) return;
      batch(() => {
        catalogue.value = loaded;
        catalogueState.value = 'ready';
      });
      if (!readySent) {
        readySent = true;
        emit('ready', {});
      }
    } catch {
      if (disposed) return;
      catalogueState.value = 'failed';
      emit('error', { code: 'catalogue_unavailable' });
    }
  }

  function submitProduct() {
    if (check(validateProduct(product.value, vehicleType.value, t))) go('vehicle');
  }

  async function submitVehicle() {
    if (busy.value || !check(validateVehicle(form.plate.value, vehicleCountry.value, t))) return;
    busy.value = true;
    notice.value = null;
    const outcome = await api.validateVehicle({
      plate: form.plate.value.trim(),
      country: vehicleCountry.value,
      product_country: product.value?.country,
    });
    busy.value = false;
    if (disposed || step.value !== 'vehicle') return;
    if (outcome.kind === 'valid') {
      // The register's spelling of the plate is what the order should carry.
      form.plate.value = outcome.plate;
      go('details');
    } else if (outcome.kind === 'invalid') {
      check({ plate: outcome.message ?? t('error.plateRejected') });
    } else {
      fail(t('error.vehicleCheckFailed'), false, 'vehicle_check_unavailable');
    }
  }

  function submitDetails() {
    const body = request.value;
    if (!body) return go('product');
    const found = validateDetails(body, {
      vinRequired: vinRequired.value,
      requiredUserFields: userFields.value,
      minDate: minStartDate.value,
      maxDate: maxStartDate.value,
      locale: language.value.locale,
    }, t);
    if (check(found)) go('review');
  }

  function follow(created: { order: CheckoutOrder; access_token: string }) {
    stream?.close();
    stream = deps.openStream(api.eventsUrl(created.order.id, created.access_token), {
      order(next) {
        const current = order.value;
        // Events can arrive twice or late after a reconnect; the version orders them.
        if (!current || next.version <= current.version) return;
        batch(() => {
          order.value = next;
          if (next.status !== current.status || next.paid !== current.paid) {
            announcement.value = t('status.announce', { status: status.value });
          }
        });
        if (step.value === 'payment' && next.paid) go('status');
        settle(next);
      },
      state(state) {
        if (disposed || streamState.value === 'done') return;
        streamState.value = state;
        if (state === 'reconnecting') announcement.value = t('status.reconnecting');
      },
    });
  }

  function settle(o: CheckoutOrder) {
    if (o.status === 'ACTIVE' && o.confirmation_url && !activeSent) {
      activeSent = true;
      emit('order-active', { orderId: o.id });
    }
    if (isSettled(o)) {
      stream?.close();
      stream = null;
      streamState.value = 'done';
    }
  }

  /** The order exists: pay for it, or follow it if nothing is left to pay. */
  function placed(created: { order: CheckoutOrder; access_token: string }) {
    idempotencyKey = null;
    batch(() => {
      order.value = created.order;
      accessToken.value = created.access_token;
      resuming.value = 'no';
    });
    deps.saved.save({ orderId: created.order.id, token: created.access_token });
    follow(created);
    emit('order-created', { orderId: created.order.id });
    go(created.order.payment_link ? 'payment' : 'status');
    settle(created.order);
  }

  /**
   * The BFF queued the creation (the service was down, or the partner's quota
   * was spent): wait for it, with words for each stage, until it is an order,
   * refused, or given up.
   */
  function followCheckout(progress: CheckoutProgress, token: string) {
    checkoutStream?.close();
    const update = (next: CheckoutProgress) => {
      if (disposed) return;
      checkout.value = next;
      // The view shows where it stands in a live region of its own.
      if (next.state === 'queued' || next.state === 'confirming') return;
      checkoutStream?.close();
      checkoutStream = null;
      batch(() => {
        checkout.value = null;
        busy.value = false;
        resuming.value = 'no';
      });
      if (next.state === 'created' && next.order) return placed({ order: next.order, access_token: token });
      deps.saved.clear();
      const code = next.problem?.code ?? next.state;
      // Sales paused: nothing was made, so the same key may try again once they resume.
      if (code === 'sales_paused') return fail(t('error.salesPaused'), true, code);
      idempotencyKey = null;
      if (next.state === 'given_up') return fail(t('error.givenUp'), false, code);
      if (code === 'duplicate_order') {
        return fail(t('error.duplicate', { product: product.value?.name ?? '' }), false, code);
      }
      return fail(t('error.rejected', { reason: next.problem?.detail ?? next.problem?.title ?? code }), false, code);
    };
    update(progress);
    if (!checkout.value) return;
    checkoutStream = deps.openStream(api.checkoutEventsUrl(progress.checkout_id, token), {
      checkout: update,
      state: () => {},
    });
  }

  async function placeOrder() {
    const body = request.value;
    if (busy.value || !body) return;
    // One key per attempt to place this order; a retry or a second click reuses it.
    idempotencyKey ??= deps.newKey();
    busy.value = true;
    notice.value = null;
    // The locale goes with the order: the service writes its confirmation PDF in it.
    const outcome = await api.createOrder({ ...body, locale: language.value.locale }, idempotencyKey);
    if (disposed) return;
    busy.value = false;

    switch (outcome.kind) {
      case 'created':
        return placed(outcome.created);
      case 'accepted':
        busy.value = true;
        deps.saved.save({ checkoutId: outcome.accepted.checkout.checkout_id, token: outcome.accepted.access_token });
        return followCheckout(outcome.accepted.checkout, outcome.accepted.access_token);
      case 'duplicate':
        idempotencyKey = null;
        return fail(t('error.duplicate', { product: product.value?.name ?? '' }), false, 'duplicate_order');
      case 'invalid': {
        idempotencyKey = null;
        const mapped = mapServerErrors(outcome.errors);
        if (!mapped.step) return fail(t('error.rejected', { reason: mapped.other.join(' ') }), false, 'invalid_request');
        go(mapped.step);
        check(mapped.fields);
        emit('error', { code: 'invalid_request' });
        return;
      }
      case 'rejected':
        idempotencyKey = null;
        return fail(t('error.rejected', { reason: outcome.message }), false, outcome.code);
      case 'retry':
        // The partner's access or quota, not the shopper's network: say so plainly, without a code.
        return fail(t(outcome.code === 'sales_paused' ? 'error.salesPaused' : 'error.unreachable'), true, outcome.code);
    }
  }

  function back() {
    const index = STEPS.indexOf(step.value);
    const previous = STEPS[index - 1];
    // Once the order exists, the only way back is from the status to the payment step.
    if (index <= 0 || !previous || (order.value && step.value !== 'status')) return;
    // Leaving the review may change the order, which then needs a new key.
    if (step.value === 'review') idempotencyKey = null;
    errors.value = {};
    go(previous);
  }

  /** The payment page opens inside the widget (steps/payment); the step stays until it says the order is paid. */
  function startPayment() {
    const o = order.value;
    if (o) emit('payment-started', { orderId: o.id });
  }

  /** The payment page said paid: the status follows the order at once (its stream still has the last word). */
  function paymentDone() {
    if (step.value === 'payment') go('status');
  }

  /** The step a placed order shows: the payment page until it is paid, then its live status. */
  const stepOf = (o: CheckoutOrder): Step =>
    (o.status === 'CREATED' && !o.paid && o.payment_link ? 'payment' : 'status');

  /** After a reload or a closed tab: back to the order this device placed, without placing another. */
  async function resume() {
    const saved = deps.saved.load();
    if (!saved) return;
    resuming.value = 'loading';
    if ('checkoutId' in saved) {
      const found = await api.getCheckout(saved.checkoutId, saved.token);
      if (disposed) return;
      if (found.kind === 'found') return followCheckout(found.checkout, saved.token);
      return lost(found.kind);
    }
    const found = await api.getOrder(saved.orderId, saved.token);
    if (disposed) return;
    if (found.kind !== 'found') return lost(found.kind);
    batch(() => {
      order.value = found.order;
      accessToken.value = saved.token;
      streamState.value = 'connecting';
      resuming.value = 'no';
      step.value = stepOf(found.order);
    });
    emit('step-change', { step: step.value });
    follow({ order: found.order, access_token: saved.token });
    settle(found.order);
  }

  /** A saved order the BFF no longer knows is forgotten; one it could not read can be tried again. */
  function lost(kind: 'gone' | 'failed') {
    if (kind === 'gone') {
      deps.saved.clear();
      resuming.value = 'no';
      return;
    }
    resuming.value = 'failed';
    emit('error', { code: 'order_unavailable' });
  }

  /** Leaves the placed order to itself (an unpaid one lapses, nothing is charged) and begins a fresh one. */
  function startOver() {
    stream?.close();
    stream = null;
    checkoutStream?.close();
    checkoutStream = null;
    deps.saved.clear();
    idempotencyKey = null;
    activeSent = false;
    batch(() => {
      order.value = null;
      checkout.value = null;
      busy.value = false;
      accessToken.value = '';
      resuming.value = 'no';
      errors.value = {};
      const typed = [
        'plate', 'vehicle_country', 'start_date', 'email', 'vin', 'first_name', 'last_name', 'phone', 'address',
      ] as const;
      for (const name of typed) form[name].value = '';
    });
    go('product');
  }

  /** New attribute values: the same store, so what the shopper typed stays. */
  function update(next: StoreOptions, translate: Translate) {
    const languageOf = (locale: string) => locale.split('-')[0];
    const relanguaged = languageOf(next.locale) !== languageOf(language.value.locale);
    batch(() => {
      language.value = { locale: next.locale, t: translate };
      scope.value = { country: next.country, product: next.product, productType: next.productType };
    });
    // The BFF names the products in the shopper's language.
    if (relanguaged) void loadCatalogue();
  }

  const actions = createOrderActions({
    api, order, accessToken, t, emit, fail,
    focus: (target) => {
      focusRequest.value = { target };
    },
    vinRequired: (slug) => catalogue.value?.products.find((p) => p.slug === slug)?.vin_required ?? false,
    onChanged: (o) => {
      announcement.value = t('status.announce', { status: status.value });
      settle(o);
    },
  });

  const productName = (product: NamedProduct) => nameProduct(product, catalogue.value?.products);

  function dispose() {
    disposed = true;
    stream?.close();
    stream = null;
    checkoutStream?.close();
    checkoutStream = null;
  }

  return {
    locale: options.locale, t, scope,
    form, step, catalogueState, errors, notice, busy, order, streamState, announcement, focusRequest,
    resuming, checkoutText,
    ...selection, status, confirmationHref, ...actions,
    productName, setField, loadCatalogue, submitProduct, submitVehicle, submitDetails, placeOrder, back, startPayment,
    paymentDone, dispose, resume, startOver, update,
  };
}

export type Store = ReturnType<typeof createStore>;
