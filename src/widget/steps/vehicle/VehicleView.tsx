import type { Translate } from '../../i18n/t.ts';
import { plateHint } from '../../lib/plates.ts';
import type { FieldErrors, FieldName } from '../../app/steps.ts';
import { Button } from '../../components/Button.tsx';
import { Notice } from '../../components/Notice.tsx';
import { SelectField, type SelectOption } from '../../components/SelectField.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { TextField } from '../../components/TextField.tsx';

export interface VehicleViewProps {
  t: Translate;
  idPrefix: string;
  plate: string;
  vehicleCountry: string;
  countries: SelectOption[];
  errors: FieldErrors;
  notice: string | null;
  busy: boolean;
  /** The plate is being checked with the register. */
  checking: boolean;
  onField: (name: FieldName, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/** The registration country comes first: it decides what a valid plate looks like, and the hint's example. */
export function VehicleView(p: VehicleViewProps) {
  const { t, idPrefix: id } = p;
  return (
    <StepFrame
      step="vehicle"
      onSubmit={p.onSubmit}
      onBack={p.onBack}
      actions={<Button type="submit" busy={p.busy}>{t('action.continue')}</Button>}
    >
      {p.notice && <Notice>{p.notice}</Notice>}
      <SelectField
        id={`${id}-vehicle_country`}
        label={t('field.vehicle_country')}
        value={p.vehicleCountry}
        options={p.countries}
        placeholder={t('field.choose')}
        error={p.errors.vehicle_country}
        onValue={(v) => p.onField('vehicle_country', v)}
      />
      <TextField
        id={`${id}-plate`}
        label={t('field.plate')}
        hint={p.vehicleCountry ? plateHint(t, p.vehicleCountry) : undefined}
        value={p.plate}
        error={p.errors.plate}
        autoComplete="off"
        autoCapitalize="characters"
        spellcheck={false}
        onValue={(v) => p.onField('plate', v)}
      />
      <p class="rc-muted" role="status">{p.checking ? t('vehicle.checking') : ''}</p>
    </StepFrame>
  );
}
