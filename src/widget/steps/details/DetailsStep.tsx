import { useStore } from '../../app/context.ts';
import { DetailsView } from './DetailsView.tsx';

export function DetailsStep() {
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
      minDate={s.minStartDate.value}
      maxDate={s.maxStartDate.value}
      vinRequired={s.vinRequired.value}
      userFields={s.userFields.value}
      errors={s.errors.value}
      onField={s.setField}
      onSubmit={s.submitDetails}
      onBack={s.back}
    />
  );
}
