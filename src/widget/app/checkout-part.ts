import { type Signal, computed } from '@preact/signals-core';
import { lastValidDay } from '../../contract/validity.ts';
import { mayStartOnDay } from '../../contract/start-days.ts';
import type { MessageKey } from '../i18n/en.ts';
import { isWithin } from '../lib/dates.ts';
import { homeCountry } from '../lib/home-country.ts';
import { phoneExample } from '../lib/phones.ts';
import { type DetailsField, type DetailsRules, detailsMessage, validateDetails } from '../steps/details/validate.ts';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import { createCheckoutFlow } from './checkout-flow.ts';
import { deriveCheckoutRequest } from './checkout-request.ts';
import { createOrderFollow } from './order-follow.ts';
import { type PlateCheck, createPlateCheck } from './plate-check.ts';
import type { Form, Selection } from './selection.ts';
import type { Core } from './store-core.ts';
import { FIELDS_BY_STEP, type FieldErrors, type FieldName, type Step } from './steps.ts';

/**
 * The store's part that comes with the checkout steps' chunk (checkout-steps.ts):
 * the plate's check, the order's request and the details' rules and what they show,
 * placing the order and following it. The store (store.ts) creates it when that
 * chunk arrives and hands its moves to the views through its own names; the
 * chunk's views read the rest here (use-checkout-part.ts).
 */
export function createCheckoutPart(core: Core, form: Form, selection: Selection, store: {
  plateCheck: Signal<PlateCheck>;
  productName: () => string;
  forward: (next: Step) => void;
}) {
  const { t, language } = core;
  const { product, vehicleCountry } = selection;
  const derived = deriveCheckoutRequest(form, selection, core.deps.today);
  const { vinRequired, userFields, minStartDate, maxStartDate, startDate, request } = derived;
  /** A phone number as the shopper's country writes one (their locale's, else the product's country's). */
  const phone = computed(() => phoneExample(homeCountry(language.value.locale) ?? product.value?.country ?? null));
  /**
   * The last valid day, by the rule the service applies, shown before there is an order; none for a day out of
   * range, which a year typed digit by digit passes through (year 2, 20, 202), and day arithmetic cannot take.
   */
  const validUntil = computed(() => (product.value && isWithin(startDate.value, minStartDate.value, maxStartDate.value)
    ? lastValidDay(product.value, startDate.value) : null));
  const rules = (): DetailsRules => ({
    vinRequired: vinRequired.value,
    requiredUserFields: userFields.value,
    minDate: minStartDate.value,
    maxDate: maxStartDate.value,
    mayStart: (date) => !product.value || mayStartOnDay(product.value, date),
    locale: language.value.locale,
    phoneExample: phone.value,
  });
  const sayField = (field: FieldName) => {
    if (field === 'plate') return t('error.plateRejected');
    return (FIELDS_BY_STEP.details as readonly string[]).includes(field)
      ? detailsMessage(field as DetailsField, rules(), t)
      : t(`error.${field}` as MessageKey);
  };
  const follow = createOrderFollow(core);
  const flow = createCheckoutFlow(core, follow, { request, sayField, productName: store.productName });
  const submitVehicle = createPlateCheck(core, form, selection, store.plateCheck, () => store.forward('details'));

  function submitDetails() {
    const body = request.value;
    if (!body) return core.go('product');
    if (core.check(validateDetails(body, rules(), t))) store.forward('review');
  }

  /** What stands in the way of going on from `step` (the browser's Forward). */
  const errorsAt = (step: Step): FieldErrors =>
    step === 'vehicle' ? validateVehicle(form.plate.value, vehicleCountry.value, t)
      : step === 'details' && request.value ? validateDetails(request.value, rules(), t) : {};

  return { ...derived, follow, flow, submitVehicle, submitDetails, errorsAt, phoneExample: phone, validUntil };
}

export type CheckoutPart = ReturnType<typeof createCheckoutPart>;
