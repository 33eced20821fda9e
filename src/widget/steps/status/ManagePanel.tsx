import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import { useEffect, useMemo } from '../../app/hooks.ts';
import { useStore } from '../../app/context.ts';
import type { ManageActions, ModifyField } from '../../app/order-actions.ts';
import { tracked } from '../../app/tracked.ts';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { type LaterTranslate, laterTranslator, loadLaterWords } from '../../i18n/later.ts';
import { countryNamer, registrationCountries } from '../../lib/countries.ts';
import { formatDate } from '../../lib/date-format.ts';
import { plateHint, plateOnOneLine } from '../../lib/plates.ts';

/**
 * "Manage your order" once the manage chunk is here (ManageOrder.tsx draws its heading and buttons until the
 * first click): the same heading and buttons, the change a button saved, and the panel it opens: the spec's one
 * change of vehicle or start date, or cancelling a DEFERRED or PENDING order. Nothing happens until the shopper
 * confirms. Drawn whole here, so that what only a managed order shows stays off the purchase's bytes.
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
  const order = store.order.value;
  const saved = s.saved.value;
  // A saved change is confirmed even where it was the last thing to manage (an ACTIVE order's vehicle).
  if (!order || (!s.canModify.value && !s.canCancel.value && !saved.length)) return null;
  const errors = s.modifyErrors.value;
  const range = s.canChangeStart.value && s.startRange();
  const close = () => s.openManage('none');
  // Escape leaves as Back or Keep does; stopped here, so that a partner's dialog around the widget stays open.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close();
  };

  const closed = () => (
    <>
      {saved.length > 0 && (
        <div id={`${id}-manage_saved`} class="rc-callout" tabIndex={-1}>
          <p class="rc-lead">{t('manage.saved')}</p>
          {savedLines(order, saved, t, locale).map((line) => <p key={line}>{line}</p>)}
        </div>
      )}
      {/* Named, so that leaving its panel puts the focus back on the button that opened it. */}
      {(s.canModify.value || s.canCancel.value) && (
        <div class="rc-actions rc-actions--start">
          {s.canModify.value && (
            <Button id={`${id}-manage_modify`} variant="secondary" onClick={() => s.openManage('modify')}>
              {t(s.canChangeStart.value ? 'manage.change' : 'manage.changeVehicle')}
            </Button>
          )}
          {s.canCancel.value && (
            <Button id={`${id}-manage_cancel`} variant="secondary" onClick={() => s.openManage('cancel')}>
              {t('manage.cancel')}
            </Button>
          )}
        </div>
      )}
    </>
  );

  const cancelling = () => (
    // Opened on its safe answer, as the pay dialog's question: the group's name reads the question with it.
    <div role="group" aria-labelledby={`${id}-cancel_question`} onKeyDown={onKeyDown}>
      <p id={`${id}-cancel_question`}>{t('manage.cancelQuestion')}</p>
      <div class="rc-actions">
        <Button id={`${id}-cancel_keep`} variant="secondary" onClick={close}>{t('manage.keep')}</Button>
        <Button busy={s.changing.value} onClick={() => void s.cancelOrder()}>{t('manage.cancelConfirm')}</Button>
      </div>
    </div>
  );

  const modifying = () => (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void s.modifyOrder(); }} onKeyDown={onKeyDown}>
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
      {range ? (
        <TextField
          id={`${id}-modify_start_date`}
          type="date"
          label={t('field.start_date')}
          // In the hint, which the field names, so a screen reader says it with the date, before Save.
          hint={s.sendsToProvider.value ? t('manage.sendsToProvider') : undefined}
          value={s.modifyForm.start_date.value}
          min={range.min}
          max={range.max}
          error={errors.start_date}
          onValue={(v) => s.setModifyField('start_date', v)}
        />
      ) : (
        <p class="rc-hint">{t('manage.startDateLocked')}</p>
      )}
      <div class="rc-actions">
        <Button variant="secondary" onClick={close}>{t('action.back')}</Button>
        <Button type="submit" busy={s.changing.value}>{t('manage.save')}</Button>
      </div>
    </form>
  );

  const panel = s.panel.value;
  return (
    <div class="rc-manage">
      <h3 id={`${id}-manage`} class="rc-subheading" tabIndex={-1}>{t('manage.heading')}</h3>
      {panel === 'modify' ? modifying() : panel === 'cancel' ? cancelling() : closed()}
    </div>
  );
});

/** What the saved change made of the order, in its words now (a language switch says it again). */
function savedLines(order: CheckoutOrder, saved: readonly ModifyField[], t: LaterTranslate, locale: string): string[] {
  const lines = [
    saved.includes('plate') && t('manage.savedPlate', { plate: plateOnOneLine(order.vehicle.plate) }),
    saved.includes('vehicle_country') && t('manage.savedCountry', { country: countryNamer(locale)(order.vehicle.country) }),
    // The order's VIN never comes back to the browser, so it is not repeated.
    saved.includes('vin') && t('manage.savedVin'),
    saved.includes('start_date') && t('manage.savedStart', { date: formatDate(order.start_date, locale) }),
    // The Change button is gone for good: said, so that it does not seem lost.
    !order.can_modify && t('manage.changeUsed'),
  ];
  return lines.filter((line): line is string => !!line);
}
