import { useMemo } from '../../app/hooks.ts';
import { useStore } from '../../app/context.ts';
import { registrationCountries } from '../../lib/countries.ts';
import { VehicleView } from './VehicleView.tsx';
import { tracked } from '../../app/tracked.ts';

export const VehicleStep = tracked(function VehicleStep() {
  const s = useStore();
  const countries = useMemo(
    () => registrationCountries(s.locale).map((c) => ({ value: c.code, label: c.name })),
    [s.locale],
  );
  return (
    <VehicleView
      t={s.t}
      idPrefix={s.id}
      plate={s.form.plate.value}
      vehicleCountry={s.vehicleCountry.value}
      countries={countries}
      errors={s.errors.value}
      notice={s.notice.value?.message ?? null}
      busy={s.busy.value}
      checking={s.plateCheck.value === 'checking'}
      onField={s.setField}
      onSubmit={s.submitVehicle}
      onBack={s.back}
    />
  );
});
