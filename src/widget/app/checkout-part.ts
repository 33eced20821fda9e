import type { ReadonlySignal, Signal } from '@preact/signals-core';
import type { MessageKey } from '../i18n/en.ts';
import { type DetailsField, type DetailsRules, detailsMessage, validateDetails } from '../steps/details/validate.ts';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import { createCheckoutFlow } from './checkout-flow.ts';
import { createOrderFollow } from './order-follow.ts';
import { type PlateCheck, createPlateCheck } from './plate-check.ts';
import type { Form, deriveSelection } from './selection.ts';
import type { Core } from './store-core.ts';
import { FIELDS_BY_STEP, type FieldErrors, type FieldName, type Step } from './steps.ts';

/**
 * The store's part that comes with the checkout steps' chunk (checkout-steps.ts):
 * the plate's check, the details' rules, placing the order and following it.
 * The store (store.ts) creates it when that chunk arrives and hands its moves
 * to the views through its own names.
 */
export function createCheckoutPart(core: Core, form: Form, selection: ReturnType<typeof deriveSelection>, store: {
  plateCheck: Signal<PlateCheck>;
  phoneExample: ReadonlySignal<string>;
  productName: () => string;
  forward: (next: Step) => void;
}) {
  const { t, language } = core;
  const { vinRequired, userFields, minStartDate, maxStartDate, vehicleCountry, request } = selection;
  const rules = (): DetailsRules => ({
    vinRequired: vinRequired.value,
    requiredUserFields: userFields.value,
    minDate: minStartDate.value,
    maxDate: maxStartDate.value,
    locale: language.value.locale,
    phoneExample: store.phoneExample.value,
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

  return { follow, flow, submitVehicle, submitDetails, errorsAt };
}

export type CheckoutPart = ReturnType<typeof createCheckoutPart>;
