import { isCountryCode, isPlate } from '../../lib/checks.ts';
import type { Translate } from '../../i18n/t.ts';
import type { FieldErrors } from '../../app/steps.ts';

/** Cheap checks before asking the BFF, which spends a rate-limited call. */
export function validateVehicle(plate: string, vehicleCountry: string, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (!isPlate(plate)) errors.plate = t('error.plate');
  if (!isCountryCode(vehicleCountry)) errors.vehicle_country = t('error.vehicle_country');
  return errors;
}
