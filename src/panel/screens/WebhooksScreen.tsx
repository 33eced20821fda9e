import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PanelDeliveryList, PanelWebhookSettings } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { DeliveryList } from '../components/DeliveryList.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { useAction } from '../components/useAction.ts';
import { formatNumber, t } from '../i18n/i18n.ts';
import { route } from '../state/route.ts';
import { DELIVERY_OUTCOMES } from '../../contract/panel-events.ts';
import { DeliveryFilters, RedeliverFailing, type DeliveryFilterValues } from './DeliveryFilters.tsx';
import { SecretRotation } from './SecretRotation.tsx';
import { WebhookUrlForm } from './WebhookUrlForm.tsx';

/** The log reloads after 1 s while a delivery is pending, then less often, as the service's retries back off. */
const FOLLOW_FIRST_MS = 1_000;
const FOLLOW_MAX_MS = 30_000;

export function WebhooksScreen() {
  const settings = useSignal<PanelWebhookSettings | null>(null);
  const log = useSignal<PanelDeliveryList>({ data: [], per_page: 0, total: 0 });
  const redelivered = useSignal<string | null>(null);
  // A link may open the log filtered (the overview's "3 failing": #/webhooks?outcome=failing).
  const asked = new URLSearchParams(route.value.query);
  const outcome = DELIVERY_OUTCOMES.find((o) => o === asked.get('outcome')) ?? '';
  const filters = useSignal<DeliveryFilterValues>({ type: '', outcome });
  const { error, run } = useAction();
  const load = () => run(async () => {
    const query = new URLSearchParams();
    if (filters.value.type) query.set('type', filters.value.type);
    if (filters.value.outcome) query.set('outcome', filters.value.outcome);
    const [current, deliveries] = await Promise.all([
      api<PanelWebhookSettings>('/webhooks'), api<PanelDeliveryList>(`/webhooks/deliveries?${query}`),
    ]);
    settings.value = current;
    log.value = deliveries;
  });
  useEffect(() => void load(), []);
  // A pending delivery is being retried right now: follow it, as a partner watching a test event expects.
  const follows = useSignal(0);
  useEffect(() => {
    if (!log.value.data.some((d) => d.state === 'pending')) {
      follows.value = 0;
      return undefined;
    }
    const delay = Math.min(FOLLOW_FIRST_MS * 2 ** follows.value, FOLLOW_MAX_MS);
    const timer = setTimeout(() => {
      follows.value += 1;
      void load();
    }, delay);
    return () => clearTimeout(timer);
  }, [log.value]);
  const redeliver = (id: string) => void run(async () => {
    await api(`/webhooks/deliveries/${id}/redeliver`, { method: 'POST' });
    redelivered.value = id;
    await load();
  });
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('webhooks.title')}</Heading>
      {settings.value && <WebhookUrlForm settings={settings.value} onChange={() => void load()} />}
      {settings.value && <SecretRotation settings={settings.value} onChange={() => void load()} />}
      <section aria-labelledby="log-title">
        <h2 id="log-title">{t('webhooks.logTitle')}</h2>
        <DeliveryFilters initial={filters.value} onApply={(values) => {
          filters.value = values;
          void load();
        }} />
        <button type="button" onClick={() => void load()}>{t('webhooks.refresh')}</button>
        <ErrorText error={error.value} />
        {log.value.total > log.value.data.length && (
          <p>{t('webhooks.logCapped', { shown: formatNumber(log.value.data.length), total: log.value.total })}</p>
        )}
        <DeliveryList deliveries={log.value.data} label={t('webhooks.logTitle')} onRedeliver={redeliver}
          redelivered={redelivered.value} showOrder />
        <RedeliverFailing onDone={() => void load()} />
      </section>
    </main>
  );
}
