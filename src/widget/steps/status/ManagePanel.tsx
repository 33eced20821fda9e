import { useEffect, useMemo } from '../../app/hooks.ts';
import { useStore } from '../../app/context.ts';
import type { ManageActions } from '../../app/order-actions.ts';
import { tracked } from '../../app/tracked.ts';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { laterTranslator, loadLaterWords } from '../../i18n/later.ts';
import { registrationCountries } from '../../lib/countries.ts';
import { plateHint } from '../../lib/plates.ts';

/**
 * The panel a "Manage your order" button opens (ManageOrder.tsx): the spec's one change of vehicle or
 * start date, or cancelling a DEFERRED or PENDING order. Nothing happens until the shopper confirms.
 */
export const ManagePanel = tracked(function ManagePanel({ actions: s }: { actions: ManageActions }) {
  const store = useStore();
  const { id, locale } = store;
  const t = laterTranslator(locale, store.t);
  // A panel left open across a change of locale: its words follow (until they come, the last language's stay).
  useEffect(() => void loadLaterWords(locale, store.verified).catch(() => undefined), [locale]);
  const countries = useMemo(
    () => registrationCountries(locale).map((c) => ({ value: c.code, label: c.name })),
    [locale],
  );
  const errors = s.modifyErrors.value;
  if (s.panel.value === 'cancel') {
    return (
      <div>
        <p id={`${id}-cancel_question`} tabIndex={-1}>{t('manage.cancelQuestion')}</p>
        <div class="rc-actions">
          <Button variant="secondary" onClick={() => s.openManage('none')}>{t('manage.keep')}</Button>
          <Button busy={s.changing.value} onClick={() => void s.cancelOrder()}>{t('manage.cancelConfirm')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void s.modifyOrder(); }}>
      <p class="rc-hint">{t('manage.changeOnce')}</p>
      {/* The registration country first, as at checkout: it decides the plate's layout and its hint. */}
      <SelectField
        id={`${id}-modify_vehicle_country`}
        label={t('field.vehicle_country')}
        value={s.modifyForm.vehicle_country.value}
        options={countries}
        error={errors.vehicle_country}
        onValue={(v) => s.setModifyField('vehicle_country', v)}
      />
      <TextField
        id={`${id}-modify_plate`}
        label={t('field.plate')}
        hint={plateHint(t, s.modifyForm.vehicle_country.value)}
        value={s.modifyForm.plate.value}
        error={errors.plate}
        autoComplete="off"
        autoCapitalize="characters"
        spellcheck={false}
        onValue={(v) => s.setModifyField('plate', v)}
      />
      {s.askVin.value && (
        <TextField
          id={`${id}-modify_vin`}
          label={t('field.vin')}
          // The order's VIN never comes back to the browser: asked for again only with another vehicle.
          hint={t('manage.vinHint')}
          value={s.modifyForm.vin.value}
          error={errors.vin}
          autoComplete="off"
          autoCapitalize="characters"
          spellcheck={false}
          onValue={(v) => s.setModifyField('vin', v)}
        />
      )}
      {s.canChangeStart.value ? (
        <TextField
          id={`${id}-modify_start_date`}
          type="date"
          label={t('field.start_date')}
          value={s.modifyForm.start_date.value}
          error={errors.start_date}
          onValue={(v) => s.setModifyField('start_date', v)}
        />
      ) : (
        <p class="rc-hint">{t('manage.startDateLocked')}</p>
      )}
      <div class="rc-actions">
        <Button variant="secondary" onClick={() => s.openManage('none')}>{t('action.back')}</Button>
        <Button type="submit" busy={s.changing.value}>{t('manage.save')}</Button>
      </div>
    </form>
  );
});
