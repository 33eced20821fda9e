import { computed } from '@preact/signals-core';
import type { CheckoutRequest } from '../../contract/widget-api.ts';
import type { UserField } from '../../contract/product.ts';
import { firstStartDay } from '../../contract/start-days.ts';
import { addDays, addOneYear, type IsoDate } from '../lib/dates.ts';
import type { Form, Selection } from './selection.ts';
import type { FieldName } from './steps.ts';

type FormField = Exclude<FieldName, 'vehicle_type'>;
type ExtraUserField = Exclude<UserField, 'email'>;

/**
 * What the steps after the first screen ask of the product in effect (its start days, a VIN, the user
 * fields) and the order's request body, as `computed` from the form and the selection. It comes with the
 * checkout steps' chunk (checkout-part.ts): the first screen shows none of it.
 */
export function deriveCheckoutRequest(form: Form, selection: Selection, today: () => IsoDate) {
  const { product, vehicleType, vehicleCountry, startsTomorrow } = selection;
  const minStartDate = computed(() => {
    const first = startsTomorrow.value ? addDays(today(), 1) : today();
    return product.value ? firstStartDay(product.value, first) : first;
  });
  const maxStartDate = computed(() => addOneYear(today()));
  const startDate = computed(() => form.start_date.value || minStartDate.value);
  const vinRequired = computed(() => product.value?.vin_required ?? false);
  const userFields = computed(() => (product.value?.required_user_fields ?? []).filter((f): f is ExtraUserField => f !== 'email'));

  /** The body of POST /api/orders; only the fields this product asks for leave the browser. */
  const request = computed<CheckoutRequest | null>(() => {
    const p = product.value;
    const type = vehicleType.value;
    if (!p || !type) return null;
    const optional = (field: FormField, wanted: boolean) => (wanted && form[field].value.trim()) || undefined;
    const asked = (field: ExtraUserField) => optional(field, userFields.value.includes(field));
    return {
      product: p.slug,
      vehicle_type: type,
      plate: form.plate.value.trim(),
      vehicle_country: vehicleCountry.value,
      start_date: startDate.value,
      email: form.email.value.trim(),
      vin: optional('vin', vinRequired.value),
      first_name: asked('first_name'),
      last_name: asked('last_name'),
      phone: asked('phone'),
      address: asked('address'),
    };
  });

  return { minStartDate, maxStartDate, startDate, vinRequired, userFields, request };
}
