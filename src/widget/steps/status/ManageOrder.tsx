import { useMemo } from 'preact/hooks';
import { useStore } from '../../app/context.ts';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { registrationCountries } from '../../lib/countries.ts';
import { plateExample } from '../../lib/plates.ts';
import { manageActions } from '../../app/order-actions.ts';
import { laterTranslator } from '../../i18n/later.ts';
import { tracked } from '../../app/tracked.ts';

/**
 * "Manage your order": the spec's one change of vehicle or start date, and
 * cancelling a DEFERRED or PENDING order. Each opens in place; nothing
 * happens until the shopper confirms.
 */
export const ManageOrder = tracked(function ManageOrder() {
  const store = useStore();
  const { id } = store;
  const t = laterTranslator(store.locale, store.t);
  // Once per mount: its signals follow the order, so what is open stays open while the order moves on.
  const s = useMemo(() => manageActions(store), [store.order]);
  const countries = useMemo(
    () => registrationCountries(store.locale).map((c) => ({ value: c.code, label: c.name })),
    [store.locale],
  );
  const canModify = s.canModify.value;
  const canCancel = s.canCancel.value;
  if (!canModify && !canCancel) return null;
  const panel = s.panel.value;
  const errors = s.modifyErrors.value;
  return (
    <div class="rc-manage">
      <h3 id={`${id}-manage`} class="rc-subheading" tabIndex={-1}>{t('manage.heading')}</h3>
      {panel === 'none' && (
        <div class="rc-actions rc-actions--start">
          {canModify && (
            <Button variant="secondary" onClick={() => s.openManage('modify')}>{t('manage.change')}</Button>
          )}
          {canCancel && (
            <Button variant="secondary" onClick={() => s.openManage('cancel')}>{t('manage.cancel')}</Button>
          )}
        </div>
      )}
      {panel === 'modify' && (
        <form noValidate onSubmit={(e) => { e.preventDefault(); void s.modifyOrder(); }}>
          <p class="rc-hint">{t('manage.changeOnce')}</p>
          <TextField
            id={`${id}-modify_plate`}
            label={t('field.plate')}
            hint={t('hint.plate', { example: plateExample(s.modifyForm.vehicle_country.value) })}
            value={s.modifyForm.plate.value}
            error={errors.plate}
            autoComplete="off"
            autoCapitalize="characters"
            spellcheck={false}
            onValue={(v) => s.setModifyField('plate', v)}
          />
          <SelectField
            id={`${id}-modify_vehicle_country`}
            label={t('field.vehicle_country')}
            value={s.modifyForm.vehicle_country.value}
            options={countries}
            error={errors.vehicle_country}
            onValue={(v) => s.setModifyField('vehicle_country', v)}
          />
          {s.askVin.value && (
            <TextField
              id={`${id}-modify_vin`}
              label={t('field.vin')}
              hint={t('hint.vin')}
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
      )}
      {panel === 'cancel' && (
        <div>
          <p id={`${id}-cancel_question`} tabIndex={-1}>{t('manage.cancelQuestion')}</p>
          <div class="rc-actions">
            <Button variant="secondary" onClick={() => s.openManage('none')}>{t('manage.keep')}</Button>
            <Button busy={s.changing.value} onClick={() => void s.cancelOrder()}>{t('manage.cancelConfirm')}</Button>
          </div>
        </div>
      )}
    </div>
  );
});
