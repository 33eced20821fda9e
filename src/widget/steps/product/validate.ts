import type { Product } from '../../../contract/product.ts';
import type { VehicleType } from '../../../contract/primitives.ts';
import type { Translate } from '../../i18n/t.ts';
import type { FieldErrors } from '../../app/steps.ts';

export function validateProduct(
  country: string, product: Product | null, vehicleType: VehicleType | null, t: Translate,
): FieldErrors {
  if (!country) return { country: t('error.country') };
  if (!product) return { product: t('error.product') };
  if (!vehicleType) return { vehicle_type: t('error.vehicle_type') };
  return {};
}
