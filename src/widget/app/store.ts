import { batch, computed, signal } from '@preact/signals';
import type { CheckoutOrder, CheckoutRequest } from '../../contract/widget-api.ts';
import type { Product, UserField } from '../../contract/product.ts';
import type { Money, VehicleType } from '../../contract/primitives.ts';
import type { Translate } from '../i18n/t.ts';
import { addDays, addOneYear, type IsoDate } from '../lib/dates.ts';
import { PRODUCT_COUNTRIES } from '../lib/countries.ts';
import { validateProduct } from '../steps/product/validate.ts';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import { validateDetails } from '../steps/details/validate.ts';
import { mapServerErrors } from '../steps/review/order-errors.ts';
import { isSettled, statusText } from '../steps/status/status-text.ts';
import type { Api } from './api.ts';
import type { Catalogue } from './catalogue.ts';
import type { Emit } from './host-events.ts';
import type { OpenStream, StreamState } from './order-stream.ts';
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

type FormField = Exclude<FieldName, 'vehicle_type'>;
type ExtraUserField = Exclude<UserField, 'email'>;

export interface ProductChoice {
  product: Product;
  available: boolean;
  reason: string | null;
  price: Money | null;
}

const isProductCountry = (code: string | null): code is (typeof PRODUCT_COUNTRIES)[number] =>
  (PRODUCT_COUNTRIES as readonly (string | null)[]).includes(code);

/** `vignette-at-10-days` is sold in AT: lets `product` preselect without `country`. */
function countryOfSlug(slug: string | null): string | null {
  const code = slug?.split('-')[1]?.toUpperCase() ?? null;
  return isProductCountry(code) ? code : null;
}

const priceFor = (product: Product, type: VehicleType | null | '') =>
  product.prices.find((p) => p.vehicle_type === type)?.price ?? product.prices[0]?.price ?? null;

/**
 * One store per widget instance. Inputs are signals holding exactly what the
 * shopper chose or typed; everything else (the product in effect, prices,
 * date bounds, the request body) is `computed` from them, so nothing can
 * drift out of step. No DOM here: the view reads signals and calls actions.
 */
export function createStore(options: StoreOptions, deps: StoreDeps) {
  const { api, emit, t } = deps;
  const locale = options.locale;

  const initialCountry = isProductCountry(options.country) ? options.country : countryOfSlug(options.product) ?? PRODUCT_COUNTRIES[0];
  const form = {
    country: signal<string>(initialCountry),
    product: signal(options.product ?? ''),
    vehicle_type: signal<VehicleType | ''>(''),
    plate: signal(''),
    vehicle_country: signal(''),
    start_date: signal(''),
    email: signal(''),
    vin: signal(''),
    first_name: signal(''),
    last_name: signal(''),
    phone: signal(''),
    address: signal(''),
  };

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

  const availability = computed(() => new Map(catalogue.value?.status.products.map((a) => [a.slug, a]) ?? []));
  // A product the status does not list yet is treated as on sale; the BFF has the last word.
  const availabilityOf = (slug: string) => availability.value.get(slug) ?? { available: true, immediate_available: true, reason: null };

  const countryProducts = computed(() => catalogue.value?.products.filter((p) => p.country === form.country.value) ?? []);
  const product = computed<Product | null>(() => {
    const list = countryProducts.value.filter((p) => availabilityOf(p.slug).available);
    return list.find((p) => p.slug === form.product.value) ?? list[0] ?? null;
  });
  const vehicleTypes = computed(() => product.value?.prices.map((p) => p.vehicle_type) ?? []);
  const vehicleType = computed<VehicleType | null>(() => {
    const chosen = form.vehicle_type.value;
    return chosen && vehicleTypes.value.includes(chosen) ? chosen : vehicleTypes.value[0] ?? null;
  });
  const productChoices = computed<ProductChoice[]>(() => countryProducts.value.map((p) => {
    const a = availabilityOf(p.slug);
    return { product: p, available: a.available, reason: a.reason, price: priceFor(p, form.vehicle_type.value || vehicleType.value) };
  }));
  const price = computed(() => (product.value ? priceFor(product.value, vehicleType.value) : null));
  const vehicleCountry = computed(() => form.vehicle_country.value || product.value?.country || form.country.value);

  const startsTomorrow = computed(() => (product.value ? !availabilityOf(product.value.slug).immediate_available : false));
  const minStartDate = computed(() => (startsTomorrow.value ? addDays(deps.today(), 1) : deps.today()));
  const maxStartDate = computed(() => addOneYear(deps.today()));
  const startDate = computed(() => form.start_date.value || minStartDate.value);
  const vinRequired = computed(() => product.value?.vin_required ?? false);
  const userFields = computed(() => (product.value?.required_user_fields ?? []).filter((f): f is ExtraUserField => f !== 'email'));

  /** The body of POST /api/orders; only the fields this product asks for leave the browser. */
  const request = computed<CheckoutRequest | null>(() => {
    const p = product.value;
    const type = vehicleType.value;
    if (!p || !type) return null;
    const optional = (field: FormField, wanted: boolean) => (wanted && form[field].value.trim()) || undefined;
    return {
      product: p.slug,
      vehicle_type: type,
      plate: form.plate.value.trim(),
      vehicle_country: vehicleCountry.value,
      start_date: startDate.value,
      email: form.email.value.trim(),
      vin: optional('vin', vinRequired.value),
      first_name: optional('first_name', userFields.value.includes('first_name')),
      last_name: optional('last_name', userFields.value.includes('last_name')),
      phone: optional('phone', userFields.value.includes('phone')),
      address: optional('address', userFields.value.includes('address')),
    };
  });

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

  const stepNumber = (s: Step) => STEPS.indexOf(s) + 1;

  function go(next: Step, focus: FocusRequest['target'] = 'heading') {
    batch(() => {
      step.value = next;
      notice.value = null;
      announcement.value = t('step.announce', { n: stepNumber(next), total: STEPS.length, title: t(`step.${next}`) });
      focusRequest.value = { target: focus };
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
    productChoices, product, vehicleTypes, vehicleType, price, vehicleCountry,
    startsTomorrow, minStartDate, maxStartDate, startDate, vinRequired, userFields, request, status, confirmationHref,
    setField, loadCatalogue, submitProduct, submitVehicle, submitDetails, placeOrder, back, startPayment, dispose,
  };
}

export type Store = ReturnType<typeof createStore>;
