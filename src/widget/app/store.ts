import { batch, computed, signal } from '@preact/signals';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import type { Translate } from '../i18n/t.ts';
import type { IsoDate } from '../lib/dates.ts';
import { validateProduct } from '../steps/product/validate.ts';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import { validateDetails } from '../steps/details/validate.ts';
import { mapServerErrors } from '../steps/review/order-errors.ts';
import { isSettled, statusText } from '../steps/status/status-text.ts';
import type { Api } from './api.ts';
import type { Catalogue } from './catalogue.ts';
import type { Emit } from './host-events.ts';
import type { OpenStream, StreamState } from './order-stream.ts';
import { createForm, deriveSelection } from './selection.ts';
import { type FieldErrors, type FieldName, STEPS, type Step, firstInvalid } from './steps.ts';

export interface StoreOptions {
  locale: string;
  country: string | null;
  product: string | null;
}

export interface StoreDeps {
  api: Api;
  openStream: OpenStream;
  emit: Emit;
  t: Translate;
  today: () => IsoDate;
  newKey: () => string;
}

/** Where the view should put focus next; a fresh object each time, so a repeat still moves it. */
export type FocusRequest = { target: 'heading' | 'notice' | FieldName };

/**
 * One store per widget instance: the form (what the shopper chose or typed),
 * what is derived from it (selection.ts), where the checkout stands, and the
 * actions that move it on. No DOM here: the view reads signals and calls actions.
 */
export function createStore(options: StoreOptions, deps: StoreDeps) {
  const { api, emit, t } = deps;
  const locale = options.locale;

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

  const selection = deriveSelection(form, catalogue, deps.today);
  const { product, vehicleType, vehicleCountry, minStartDate, maxStartDate, vinRequired, userFields, request } = selection;

  const status = computed(() => (order.value ? statusText(order.value, t, locale) : ''));
  const confirmationHref = computed(() => {
    const o = order.value;
    return o?.status === 'ACTIVE' && o.confirmation_url
      ? `${api.resolve(o.confirmation_url)}?token=${encodeURIComponent(accessToken.value)}`
      : null;
  });

  let idempotencyKey: string | null = null;
  let stream: { close(): void } | null = null;
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
      const loaded = await api.catalogue();
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
      locale,
    }, t);
    if (check(found)) go('review');
  }

  function follow(created: { order: CheckoutOrder; access_token: string }) {
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

  async function placeOrder() {
    const body = request.value;
    if (busy.value || !body) return;
    // One key per attempt to place this order; a retry or a second click reuses it.
    idempotencyKey ??= deps.newKey();
    busy.value = true;
    notice.value = null;
    const outcome = await api.createOrder(body, idempotencyKey);
    busy.value = false;
    if (disposed) return;

    switch (outcome.kind) {
      case 'created': {
        idempotencyKey = null;
        const created = outcome.created;
        batch(() => {
          order.value = created.order;
          accessToken.value = created.access_token;
        });
        follow(created);
        emit('order-created', { orderId: created.order.id });
        go(created.order.payment_link ? 'payment' : 'status');
        settle(created.order);
        return;
      }
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
        return fail(t('error.unreachable'), true, outcome.code);
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

  function startPayment() {
    const o = order.value;
    if (!o) return;
    emit('payment-started', { orderId: o.id });
    go('status');
  }

  function dispose() {
    disposed = true;
    stream?.close();
    stream = null;
  }

  return {
    locale, t,
    form, step, catalogueState, errors, notice, busy, order, streamState, announcement, focusRequest,
    ...selection, status, confirmationHref,
    setField, loadCatalogue, submitProduct, submitVehicle, submitDetails, placeOrder, back, startPayment, dispose,
  };
}

export type Store = ReturnType<typeof createStore>;
