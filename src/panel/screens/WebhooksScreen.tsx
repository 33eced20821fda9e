import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { PanelDeliveryList, PanelWebhookSettings } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { DeliveryList } from '../components/DeliveryList.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { pageCount, Pager } from '../components/Pager.tsx';
import { useAction } from '../components/useAction.ts';
import { formatNumber, t } from '../i18n/i18n.ts';
import { route } from '../state/route.ts';
import { DeliveryFilters, RedeliverFailing } from './DeliveryFilters.tsx';
import { SecretRotation } from './SecretRotation.tsx';
import { deliveriesHref, deliveriesOf, deliveryQuery, type DeliveryFilterValues } from './webhooks-query.ts';
import { WebhookUrlForm } from './WebhookUrlForm.tsx';

/** The log reloads after 1 s while a delivery is pending, then less often, as the service's retries back off. */
const FOLLOW_FIRST_MS = 1_000;
const FOLLOW_MAX_MS = 30_000;

/** Which deliveries of how many the page on screen holds, said where the log starts: "Deliveries 51–100 of 120". */
function LogRange({ log }: { log: PanelDeliveryList }) {
  const first = (log.page - 1) * log.per_page + 1;
  return (
    <p role="status">
      {t('webhooks.logRange', {
        first: formatNumber(first), last: formatNumber(first + log.data.length - 1), total: formatNumber(log.total),
      })}
    </p>
  );
}

export function WebhooksScreen() {
  // The filters and page are in the URL (a link may open the log filtered: the overview's #/webhooks?outcome=failing).
  const { query } = route.value;
  const shown = deliveriesOf(query);
  const filters = useSignal<DeliveryFilterValues>(shown.values);
  const settings = useSignal<PanelWebhookSettings | null>(null);
  const log = useSignal<PanelDeliveryList | null>(null);
  const redelivered = useSignal<string | null>(null);
  const { busy, error, run } = useAction();
  const load = () => run(async () => {
    const [current, deliveries] = await Promise.all([
      api<PanelWebhookSettings>('/webhooks'),
      api<PanelDeliveryList>(`/webhooks/deliveries?${deliveryQuery(shown.values, shown.page)}`),
    ]);
    settings.value = current;
    // A log asked for since (a page turned while this one loaded) wins: this answer is for a URL no longer shown.
    if (route.value.query !== query) return;
    // Fewer deliveries match than when the page was linked (redelivered ones are no longer failing): its last page.
    const last = pageCount(deliveries.total, deliveries.per_page);
    if (shown.page > last) location.replace(deliveriesHref(shown.values, last));
    else log.value = deliveries;
  });
  // The log follows its URL (Show, a page turned, Back, Forward); the fields only a URL that changed, not what is
  // being chosen in them.
  const fieldsOf = useRef(query);
  useEffect(() => {
    if (fieldsOf.current !== query) filters.value = shown.values;
    fieldsOf.current = query;
    void load();
  }, [query]);
  // A pending delivery is being retried right now: follow it, as a partner watching a test event expects.
  const follows = useSignal(0);
  useEffect(() => {
    if (!log.value?.data.some((d) => d.state === 'pending')) {
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
  const show = (values: DeliveryFilterValues, page: number) => {
    const href = deliveriesHref(values, page);
    // The same log again (Show pressed twice) is asked for afresh: no hash change would.
    if (location.hash === href) void load();
    else location.hash = href;
  };
  const redeliver = (id: string) => void run(async () => {
    await api(`/webhooks/deliveries/${id}/redeliver`, { method: 'POST' });
    redelivered.value = id;
    await load();
  });
  const list = log.value;
  const paged = list !== null && pageCount(list.total, list.per_page) > 1;
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('webhooks.title')}</Heading>
      {settings.value && <WebhookUrlForm settings={settings.value} onChange={() => void load()} />}
      {settings.value && <SecretRotation settings={settings.value} onChange={() => void load()} />}
      <section aria-labelledby="log-title">
        <h2 id="log-title">{t('webhooks.logTitle')}</h2>
        {/* Other filters are another log: it starts at its newest page. */}
        <DeliveryFilters values={filters} onSubmit={() => show(filters.value, 1)} />
        <button type="button" onClick={() => void load()}>{t('webhooks.refresh')}</button>
        <ErrorText error={error.value} />
        {list && paged && <LogRange log={list} />}
        {list && (
          <DeliveryList deliveries={list.data} label={t('webhooks.logTitle')} onRedeliver={redeliver}
            redelivered={redelivered.value} showOrder
            empty={t(shown.values.type || shown.values.outcome ? 'webhooks.logNoMatch' : 'webhooks.logEmpty')} />
        )}
        {list && paged && (
          <Pager of={t('webhooks.logTitle')} page={list.page} total={list.total} perPage={list.per_page} busy={busy.value}
            onTurn={(by) => show(shown.values, list.page + by)} />
        )}
        <RedeliverFailing onDone={() => void load()} />
      </section>
    </main>
  );
}
