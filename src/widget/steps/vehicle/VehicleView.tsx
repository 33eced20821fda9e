import type { Translate } from '../../i18n/t.ts';
import { plateExample } from '../../lib/plates.ts';
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
  onField: (name: FieldName, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

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
      <TextField
        id={`${id}-plate`}
        label={t('field.plate')}
        hint={t('hint.plate', { example: plateExample(p.vehicleCountry) })}
        value={p.plate}
        error={p.errors.plate}
        autoComplete="off"
        autoCapitalize="characters"
        spellcheck={false}
        onValue={(v) => p.onField('plate', v)}
      />
      <SelectField
        id={`${id}-vehicle_country`}
        label={t('field.vehicle_country')}
        value={p.vehicleCountry}
        options={p.countries}
        error={p.errors.vehicle_country}
        onValue={(v) => p.onField('vehicle_country', v)}
      />
    </StepFrame>
  );
}
