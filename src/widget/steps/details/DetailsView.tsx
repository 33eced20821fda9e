import type { UserField } from '../../../contract/product.ts';
import type { Translate } from '../../i18n/t.ts';
import type { FieldErrors, FieldName } from '../../app/steps.ts';
import { Button } from '../../components/Button.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { TextField } from '../../components/TextField.tsx';

type ExtraField = Exclude<UserField, 'email'>;

export interface DetailsViewProps {
  t: Translate;
  idPrefix: string;
  values: Record<'start_date' | 'email' | 'vin' | ExtraField, string>;
  /** The days the order covers from the chosen start, in the shopper's words (the date field shows the browser's). */
  validity: string;
  minDate: string;
  maxDate: string;
  vinRequired: boolean;
  userFields: readonly ExtraField[];
  errors: FieldErrors;
  /** A phone number as the shopper's country writes one, for the phone field's hint. */
  phoneExample: string;
  /** Said when the plate could not be checked in time: the order creation checks it. */
  note: string | null;
  onField: (name: FieldName, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/** Browser autofill names for the shopper's own data. */
const AUTOCOMPLETE: Record<ExtraField, { autoComplete: string; type: 'text' | 'tel' }> = {
  first_name: { autoComplete: 'given-name', type: 'text' },
  last_name: { autoComplete: 'family-name', type: 'text' },
  phone: { autoComplete: 'tel', type: 'tel' },
  address: { autoComplete: 'street-address', type: 'text' },
};

export function DetailsView(p: DetailsViewProps) {
  const { t, idPrefix: id, values, errors } = p;
  return (
    <StepFrame
      step="details"
      onSubmit={p.onSubmit}
      onBack={p.onBack}
      actions={<Button type="submit">{t('action.continue')}</Button>}
    >
      {p.note && <p class="rc-callout">{p.note}</p>}
      <TextField
        id={`${id}-start_date`}
        type="date"
        label={t('field.start_date')}
        // The days a wrong date would cover are no help beside what is wrong with it.
        hint={errors.start_date ? undefined : t('hint.validity', { range: p.validity })}
        value={values.start_date}
        min={p.minDate}
        max={p.maxDate}
        error={errors.start_date}
        // A date being typed reads '' until it is whole: kept as the last whole one, the field is not set back to
        // it under the shopper's fingers (a month typed, then the day cleared, snapped back to today's month).
        onValue={(v) => v && p.onField('start_date', v)}
      />
      <TextField
        id={`${id}-email`}
        type="email"
        label={t('field.email')}
        hint={t('hint.email')}
        value={values.email}
        autoComplete="email"
        spellcheck={false}
        error={errors.email}
        onValue={(v) => p.onField('email', v)}
      />
      {p.vinRequired && (
        <TextField
          id={`${id}-vin`}
          label={t('field.vin')}
          hint={t('hint.vin')}
          value={values.vin}
          autoComplete="off"
          autoCapitalize="characters"
          spellcheck={false}
          error={errors.vin}
          onValue={(v) => p.onField('vin', v)}
        />
      )}
      {p.userFields.map((field) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          {...AUTOCOMPLETE[field]}
          label={t(`field.${field}`)}
          hint={field === 'phone' ? t('hint.phone', { example: p.phoneExample }) : undefined}
          value={values[field]}
          error={errors[field]}
          onValue={(v) => p.onField(field, v)}
        />
      ))}
    </StepFrame>
  );
}
