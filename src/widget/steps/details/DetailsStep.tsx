import { useStore } from '../../app/context.ts';
import { DetailsView } from './DetailsView.tsx';
import { formatValidity } from '../../lib/date-format.ts';
import { tracked } from '../../app/tracked.ts';
import { useCheckoutPart } from '../../app/use-checkout-part.ts';

export const DetailsStep = tracked(function DetailsStep() {
  const s = useStore();
  const p = useCheckoutPart();
  const { form } = s;
  return (
    <DetailsView
      t={s.t}
      idPrefix={s.id}
      values={{
        start_date: p.startDate.value,
        email: form.email.value,
        vin: form.vin.value,
        first_name: form.first_name.value,
        last_name: form.last_name.value,
        phone: form.phone.value,
        address: form.address.value,
      }}
      validity={formatValidity(p.startDate.value, p.validUntil.value, s.locale)}
      minDate={p.minStartDate.value}
      maxDate={p.maxStartDate.value}
      vinRequired={p.vinRequired.value}
      userFields={p.userFields.value}
      errors={s.errors.value}
      phoneExample={p.phoneExample.value}
      note={s.plateCheck.value === 'unchecked' ? s.t('vehicle.unchecked') : null}
      onField={s.setField}
      onSubmit={s.submitDetails}
      onBack={s.back}
    />
  );
});
