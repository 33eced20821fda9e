import { useStore } from '../../app/context.ts';
import { DetailsView } from './DetailsView.tsx';
import { formatValidity } from '../../lib/date-format.ts';
import { tracked } from '../../app/tracked.ts';

export const DetailsStep = tracked(function DetailsStep() {
  const s = useStore();
  const { form } = s;
  return (
    <DetailsView
      t={s.t}
      idPrefix={s.id}
      values={{
        start_date: s.startDate.value,
        email: form.email.value,
        vin: form.vin.value,
        first_name: form.first_name.value,
        last_name: form.last_name.value,
        phone: form.phone.value,
        address: form.address.value,
      }}
      validity={formatValidity(s.startDate.value, s.validUntil.value, s.locale)}
      minDate={s.minStartDate.value}
      maxDate={s.maxStartDate.value}
      vinRequired={s.vinRequired.value}
      userFields={s.userFields.value}
      errors={s.errors.value}
      phoneExample={s.phoneExample.value}
      note={s.plateCheck.value === 'unchecked' ? s.t('vehicle.unchecked') : null}
      onField={s.setField}
      onSubmit={s.submitDetails}
      onBack={s.back}
    />
  );
});
