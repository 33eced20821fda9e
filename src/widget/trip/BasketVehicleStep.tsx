import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';
import type { FieldName } from '../app/steps.ts';
import { Button } from '../components/Button.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { TextField } from '../components/TextField.tsx';
import { registrationCountries } from '../lib/countries.ts';
import { phoneExample } from '../lib/phones.ts';
import { plateHint } from '../lib/plates.ts';
import type { TripCheckoutState } from './trip-session.ts';
import { TripFrame } from './TripFrame.tsx';

/**
 * The vehicle and the shopper once for the whole basket: registration
 * country first (the plate example follows it), then the plate, e-mail, and
 * the VIN or the personal fields only when a product of the basket needs them.
 */
export const BasketVehicleStep = tracked(function BasketVehicleStep({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { flow, say } = session;
  const { t, id, form } = s;
  const errors = flow.errors.value;
  const country = form.vehicle_country.value;
  const text = (name: FieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`field.${name}` as 'field.plate')}
      value={form[name].value}
      error={errors[name]}
      onValue={(v) => { form[name].value = v; }}
      {...extra}
    />
  );
  return (
    <TripFrame
      heading={say('trip.vehicleHeading')}
      onSubmit={() => void flow.submitVehicle()}
      onBack={() => session.back()}
      notice={flow.notice.value}
      actions={<Button type="submit" busy={flow.busy.value}>{t('action.continue')}</Button>}
    >
      <SelectField
        id={`${id}-vehicle_country`}
        label={t('field.vehicle_country')}
        value={country}
        options={registrationCountries(s.locale).map((c) => ({ value: c.code, label: c.name }))}
        placeholder={t('field.choose')}
        error={errors.vehicle_country}
        autoComplete="country"
        onValue={(v) => { form.vehicle_country.value = v; }}
      />
      {text('plate', { hint: country ? plateHint(t, country) : undefined, autoCapitalize: 'characters', spellcheck: false })}
      {text('email', { type: 'email', hint: t('hint.email'), autoComplete: 'email' })}
      {flow.vinRequired.value && text('vin', { hint: t('hint.vin'), autoCapitalize: 'characters', spellcheck: false })}
      {flow.userFields.value.includes('first_name') && text('first_name', { autoComplete: 'given-name' })}
      {flow.userFields.value.includes('last_name') && text('last_name', { autoComplete: 'family-name' })}
      {flow.userFields.value.includes('phone') && text('phone', { type: 'tel', autoComplete: 'tel', hint: t('hint.phone', { example: phoneExample(country || null) }) })}
      {flow.userFields.value.includes('address') && text('address', { autoComplete: 'street-address' })}
    </TripFrame>
  );
});
