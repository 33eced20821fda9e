import { useSignal, type Signal } from '@preact/signals';
import { DELIVERY_OUTCOMES, PANEL_EVENT_TYPES } from '../../contract/panel-events.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { t } from '../i18n/i18n.ts';
import type { DeliveryFilterValues } from './webhooks-query.ts';

/** A `datetime-local` value (the partner's wall clock) `hours` ago. */
function localInputValue(hoursAgo: number): string {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
  return at.toISOString().slice(0, 16);
}

/** The log's filters (event type, outcome); Show applies them. */
export function DeliveryFilters({ values, onSubmit }: {
  values: Signal<DeliveryFilterValues>; onSubmit: () => void;
}) {
  const edit = (name: keyof DeliveryFilterValues) => (e: { currentTarget: { value: string } }) => {
    values.value = { ...values.value, [name]: e.currentTarget.value };
  };
  return (
    <form class="filters" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <div class="field">
        <label for="delivery-type">{t('webhooks.filterType')}</label>
        <select id="delivery-type" value={values.value.type} onChange={edit('type')}>
          <option value="">{t('webhooks.allTypes')}</option>
          {PANEL_EVENT_TYPES.map((x) => <option key={x} value={x}>{x}</option>)}
        </select>
      </div>
      <div class="field">
        <label for="delivery-outcome">{t('webhooks.outcome')}</label>
        <select id="delivery-outcome" value={values.value.outcome} onChange={edit('outcome')}>
          <option value="">{t('webhooks.allOutcomes')}</option>
          {DELIVERY_OUTCOMES.map((x) => <option key={x} value={x}>{t(`webhooks.outcome.${x}`)}</option>)}
        </select>
      </div>
      <button type="submit">{t('webhooks.apply')}</button>
    </form>
  );
}

/** Every failing delivery since a time, sent again now: the fix after a broken endpoint is repaired. */
export function RedeliverFailing({ onDone }: { onDone: () => void }) {
  const since = useSignal(localInputValue(24));
  const status = useSignal('');
  const { busy, error, run } = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      status.value = '';
      const { queued } = await api<{ queued: number }>('/webhooks/deliveries/redeliver-failed', {
        method: 'POST', json: { since: new Date(since.value).toISOString() },
      });
      status.value = t('webhooks.bulkQueued', { n: queued });
      onDone();
    });
  };
  return (
    <section aria-labelledby="bulk-title">
      <h3 id="bulk-title">{t('webhooks.bulkTitle')}</h3>
      <form class="filters" onSubmit={submit}>
        <div class="field">
          <label for="failing-since">{t('webhooks.since')}</label>
          <input id="failing-since" type="datetime-local" required value={since.value}
            onInput={(e) => { since.value = e.currentTarget.value; }} />
        </div>
        <button type="submit" disabled={busy.value}>{t('webhooks.bulkSubmit')}</button>
      </form>
      <p role="status">{status.value}</p>
      <ErrorText error={error.value} />
    </section>
  );
}
