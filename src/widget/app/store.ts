import { batch, computed, signal } from '@preact/signals-core';
import type { Translate } from '../i18n/t.ts';
import { homeCountry } from '../lib/home-country.ts';
import { type NamedProduct, productName as nameProduct } from '../lib/product-name.ts';
import { validateProduct } from '../steps/product/validate.ts';
import { type Catalogue, ORIGIN_NOT_ALLOWED } from './catalogue.ts';
import type { ProblemLike } from './api.ts';
import { isBasketId } from './saved-order.ts';
import type { CheckoutPart } from './checkout-part.ts';
import { stepsLoader } from './steps-loader.ts';
import type { PlateCheck } from './plate-check.ts';
import { type Scope, createForm, deriveSelection, followPresets } from './selection.ts';
import { type Core, type StoreDeps, createCore } from './store-core.ts';
import { INPUT_STEPS, restoreForm } from './form-restore.ts';
import { type FieldName, STEPS, type Step, sayAgain, stepOfField } from './steps.ts';

export type { FocusRequest, StoreDeps } from './store-core.ts';

export interface StoreOptions extends Scope {
  locale: string;
  /** The partner's trip (attributes `trip`, `trip-dates`): the widget opens on the trip planner. */
  trip?: string | null;
  tripDates?: string | null;
}

const TYPED = ['plate', 'vehicle_country', 'start_date', 'email', 'vin', 'first_name', 'last_name', 'phone', 'address'] as const;

/**
 * One store per widget instance: the form (what the shopper chose or typed),
 * what is derived from it (selection.ts), where the checkout stands
 * (store-core.ts), the plate's check (plate-check.ts), the order once placed
 * (order-follow.ts, checkout-flow.ts) and the moves between steps, with the
 * browser's Back and Forward. No DOM here: the view reads signals and calls
 * actions.
 */
export function createStore(options: StoreOptions, deps: StoreDeps) {
  const core: Core = createCore(options.locale, deps);
  const { t, language, step, errors, notice, busy, order } = core;
  const scope = signal<Scope>({ country: options.country, product: options.product, productType: options.productType });
  const form = createForm({ ...options, home: homeCountry(options.locale) });
  /** Where the locale says the shopper is from: what `form` starts with, and what a new locale brings. */
  const defaults = (locale: string) => createForm({ country: null, product: null, home: homeCountry(locale) });
  const catalogue = signal<Catalogue | null>(null);
  /** `refused`: the BFF does not allow this page's origin, which no reload changes. */
  const catalogueState = signal<'loading' | 'ready' | 'failed' | 'refused'>('loading');
  const kept = deps.saved.load();
  /** The trip planner (an on-demand chunk) is open: asked for, or a basket (`eo_` id) saved before a reload. */
  const trip = signal(!!options.trip || isBasketId(kept));

  const selection = deriveSelection(form, catalogue, scope);
  const { product, vehicleType } = selection;
  const productName = (named: NamedProduct) => nameProduct(named, catalogue.value?.products);
  const plateCheck = signal<PlateCheck>('idle');
  /** The checkout steps' part of the store (checkout-part.ts), once their chunk is here. */
  const steps = stepsLoader(deps.checkoutSteps, (chunk) => chunk.createCheckoutPart(core, form, selection, {
    plateCheck, forward,
    productName: () => (product.value ? productName(product.value) : ''),
  }));
  const part = steps.part;
  const withPart = steps.withPart;

  let readySent = false;
  /** The misspelt attributes the host was last told of. */
  let told = '';
  /** Steps the widget pushed onto the history, so its Back button can step back in it without leaving the page. */
  let depth = 0;

  // A reload in the same tab comes back to the form as it was; its step once the products are in.
  const restored = restoreForm(form, deps.memory, { step, order }, !!kept);
  let restoreStep = restored.step;

  function setField(name: FieldName, value: string) {
    // Outside the partner's scope there is nothing to choose.
    if (name === 'country' && selection.fixedCountry.value) return;
    if (name === 'product' && selection.productFixed.value) return;
    batch(() => {
      (form[name] as { value: string }).value = value;
      if (errors.value[name]) {
        const { [name]: _fixed, ...rest } = errors.value;
        errors.value = rest;
      }
    });
  }

  /** A country from the first screen's list: the list gives way to its products, the focus to the country's field. */
  function chooseCountry(country: string) {
    setField('country', country);
    core.focusRequest.value = { target: 'country' };
  }

  async function loadCatalogue() {
    catalogueState.value = 'loading';
    try {
      const loaded = await deps.api.catalogue(language.value.locale);
      if (core.isDisposed()) return;
      batch(() => {
        catalogue.value = loaded;
        catalogueState.value = 'ready';
      });
      if (restoreStep && !order.value && step.value === 'product') core.go(restoreStep, 'replace', true);
      restoreStep = null;
      // The products are in: the steps after them come while the shopper chooses, once the page is idle (drawn).
      deps.idle(() => void steps.load().catch(() => undefined));
    } catch (error) {
      if (core.isDisposed()) return;
      const refused = (error as ProblemLike | undefined)?.code === ORIGIN_NOT_ALLOWED;
      catalogueState.value = refused ? 'refused' : 'failed';
      deps.emit('error', { code: refused ? ORIGIN_NOT_ALLOWED : 'catalogue_unavailable' });
    }
  }

  /**
   * The first screen is drawn with what the catalogue brought (App.tsx): the host hears `ready` once, when a
   * host that acts on it finds the widget's products and buttons, not the skeleton they replace.
   */
  function shown() {
    if (readySent || catalogueState.value !== 'ready') return;
    readySent = true;
    deps.emit('ready', {});
    tellMisspelt();
  }

  /** The page's developer has no other way to learn of a misspelt attribute: told when drawn, and when it changes. */
  function tellMisspelt() {
    const misspelt = selection.misspelt();
    if (told === (told = misspelt.join())) return;
    for (const [attribute, value] of misspelt) deps.emit('error', { code: 'invalid_attribute', attribute, value: value! });
  }

  /** Forward to the next step: a history entry of its own. */
  function forward(next: Step) {
    depth++;
    core.go(next);
  }

  const productErrors = () => validateProduct(selection.country.value, product.value, vehicleType.value, t);
  /** What stands in the way of going on from the step shown. */
  const errorsHere = () => (step.value === 'product' ? productErrors() : part.value?.errorsAt(step.value) ?? {});

  function submitProduct() {
    if (core.check(productErrors())) forward('vehicle');
  }

  /** The in-widget Back button: a step back in the history when the widget put one there. */
  function back() {
    const previous = STEPS[STEPS.indexOf(step.value) - 1];
    if (!previous || order.value) return;
    if (depth > 0) return deps.history.back();
    moveTo(previous);
  }

  /** Where the browser's Back or Forward (or the Back button) lands. */
  function moveTo(target: Step) {
    const from = STEPS.indexOf(step.value);
    const to = STEPS.indexOf(target);
    if (order.value) {
      // Back from an unpaid order's payment page means leaving it: ask first.
      if (step.value === 'payment' && to < from) {
        batch(() => {
          core.leaving.value = true;
          core.focusRequest.value = { target: 'stay' };
        });
      }
      return;
    }
    if (to === from || !INPUT_STEPS.includes(target)) return;
    // Forward again only past what is still filled in well; the plate is checked again at ordering.
    if (to > from) {
      if (!core.check(errorsHere())) return;
    }
    // Leaving the review may change the order, which then needs a new key.
    if (step.value === 'review') part.value?.flow.forgetKey();
    errors.value = {};
    core.go(target, 'none');
  }

  // The page's entry as the widget starts carries its first step, so Back to it finds that step. An entry
  // without one is the partner's (from before the widget, or the partner's own since): it moves nothing here.
  deps.history.replace(step.value);
  const stopListening = deps.history.listen((to) => {
    if (!to) return;
    const moved = STEPS.indexOf(to) - STEPS.indexOf(step.value);
    depth = Math.max(0, depth + Math.sign(moved));
    moveTo(to);
  });

  /** Leaves the order to itself (an unpaid one lapses, nothing is charged) and begins a fresh one. */
  function startOver() {
    part.value?.follow.forget();
    part.value?.flow.forgetKey();
    part.value?.flow.dispose();
    deps.memory.clear();
    batch(() => {
      core.checkout.value = null;
      busy.value = false;
      errors.value = {};
      plateCheck.value = 'idle';
      for (const name of TYPED) form[name].value = '';
      form.vehicle_country.value = defaults(language.value.locale).vehicle_country.value;
    });
    depth = 0;
    core.go('product', 'replace');
  }

  /** New attribute values: the same store, so what the shopper typed stays. */
  function update(next: StoreOptions, translate: Translate) {
    const languageOf = (locale: string) => locale.split('-')[0];
    const relanguaged = languageOf(next.locale) !== languageOf(language.value.locale);
    const before = defaults(language.value.locale);
    batch(() => {
      language.value = { locale: next.locale, t: translate };
      scope.value = { country: next.country, product: next.product, productType: next.productType };
      followPresets(form, before, defaults(next.locale));
      // What the shopper was told to fix is said again in the new language.
      if (relanguaged) errors.value = sayAgain(errors.value, errorsHere());
    });
    if (readySent) tellMisspelt();
    // The BFF names the products in the shopper's language.
    if (relanguaged) void loadCatalogue();
  }

  /**
   * The order cannot be placed as it is (the product is no longer sold so, the vehicle is already covered on some
   * of its days): back to the field to change, and a new order (a new key) from there.
   */
  function change(field: FieldName) {
    part.value?.flow.forgetKey();
    errors.value = {};
    forward(stepOfField(field));
    core.focusRequest.value = { target: field };
  }

  /**
   * After a reload or a closed tab: back to what this device placed, without placing another. The
   * skeleton shows while the steps' chunk comes; one that cannot come says so, with a way to try again.
   */
  function resume() {
    const saved = deps.saved.load();
    if (!saved || isBasketId(saved)) return undefined;
    if (!part.value) core.resuming.value = 'loading';
    return withPart((p) => p.flow.resume(), () => {
      core.resuming.value = 'failed';
    });
  }

  /** The payment page said paid: the status follows the order at once (its stream still has the last word). */
  function paymentDone() {
    if (step.value === 'payment') core.go('status', 'replace');
  }

  function startPayment() {
    const o = order.value;
    if (o) deps.emit('payment-started', { orderId: o.id });
  }

  function dispose() {
    core.dispose();
    part.value?.follow.stop();
    part.value?.flow.dispose();
    stopListening();
    restored.stop();
  }

  return {
    locale: options.locale, t, form, catalogueState, plateCheck, api: deps.api, left: deps.left,
    step, errors, notice, busy, order, accessToken: core.accessToken, streamState: core.streamState,
    announcement: core.announcement, focusRequest: core.focusRequest, resuming: core.resuming, leaving: core.leaving,
    checkoutText: computed(() => part.value?.flow.checkoutText.value ?? null),
    status: computed(() => part.value?.follow.status.value ?? ''),
    confirmationHref: computed(() => part.value?.follow.confirmationHref.value ?? null),
    ...selection,
    productName, setField, chooseCountry, loadCatalogue, shown, submitProduct,
    submitVehicle: () => withPart((p) => p.submitVehicle()),
    submitDetails: () => withPart((p) => p.submitDetails()),
    placeOrder: () => withPart((p) => p.flow.placeOrder()),
    resume,
    back, change, startPayment, paymentDone, startOver, update, dispose,
    /** Reads an order of this device back into the widget (the unpaid-orders offer's "Pay"). */
    reopen: (orderId: string, token: string) => withPart((p) => p.follow.reopen(orderId, token, false)),
    /** The checkout steps' chunk, with this store's part of it (Later.tsx shows its steps). */
    loadSteps: steps.load,
    /**
     * The store's part of it (checkout-part.ts), which its steps read (use-checkout-part.ts): made once the
     * chunk is here for this store, its words and styles in, so its steps may show.
     */
    part,
    /** What the on-demand parts (manage order, unpaid orders, the trip planner) need of the store. */
    core, catalogue, settle: (o: Parameters<CheckoutPart['follow']['settle']>[0]) => withPart((p) => p.follow.settle(o)),
    trip, tripStart: { route: options.trip ?? null, dates: options.tripDates ?? null },
    // An entry of its own, so the browser's Back from the trip's first stage comes back here (trip/trip-history.ts).
    openTrip: () => { deps.history.push(step.value); trip.value = true; },
    closeTrip: () => { trip.value = false; },
  };
}

export type Store = ReturnType<typeof createStore>;
