import { type Signal, batch } from '@preact/signals-core';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import type { Form, Selection } from './selection.ts';
import type { Core } from './store-core.ts';

/** Where the plate check stands: `unchecked` when it was too slow or failed and the shopper went on. */
export type PlateCheck = 'idle' | 'checking' | 'unchecked';

/** A slow plate check holds the shopper this long at most; the order creation checks the plate again. */
export const PLATE_CHECK_PATIENCE_MS = 3000;

/**
 * The vehicle step's Continue: the plate's form first, then the register
 * (`POST /api/vehicles/validate`), for at most PLATE_CHECK_PATIENCE_MS; a
 * plate it rejects stays on the step, one it could not check goes on, said.
 */
export function createPlateCheck(
  core: Core, form: Form, selection: Pick<Selection, 'product' | 'vehicleCountry'>,
  plateCheck: Signal<PlateCheck>, next: () => void,
) {
  const { deps, t, busy, notice, step } = core;

  async function submitVehicle() {
    const country = selection.vehicleCountry.value;
    if (busy.value || !core.check(validateVehicle(form.plate.value, country, t))) return;
    batch(() => {
      busy.value = true;
      plateCheck.value = 'checking';
      notice.value = null;
    });
    const patience = new Promise<null>((resolve) => deps.later(() => resolve(null), PLATE_CHECK_PATIENCE_MS));
    const outcome = await Promise.race([
      deps.api.validateVehicle({
        plate: form.plate.value.trim(), country, product_country: selection.product.value?.country,
      }),
      patience,
    ]);
    busy.value = false;
    if (core.isDisposed() || step.value !== 'vehicle') return;
    if (outcome?.kind === 'invalid') {
      plateCheck.value = 'idle';
      core.check({ plate: t('error.plateRejected') });
      return;
    }
    batch(() => {
      // The register's spelling of the plate is what the order should carry.
      if (outcome?.kind === 'valid') form.plate.value = outcome.plate;
      plateCheck.value = outcome?.kind === 'valid' ? 'idle' : 'unchecked';
    });
    next();
  }

  return submitVehicle;
}
