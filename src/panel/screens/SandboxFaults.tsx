import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { formatNumber, formatPercent, t } from '../i18n/i18n.ts';
import { sandbox } from '../sandbox-api.ts';

/**
 * The routes a partner's integration leans on most; the sandbox takes any /public route (README), these are the
 * ones worth a button. Spelled as the sandbox's route keys.
 */
const ROUTES = [
  'POST /orders', 'GET /products', 'GET /products/status', 'GET /orders/{id}', 'POST /validate-vehicle', 'POST /external-orders',
];
const STATUSES = ['503', '500', '502', '504', 'none'] as const;
const WEBHOOK_FAULTS = ['drop_next', 'duplicate_next', 'reorder_next'] as const;

interface RouteFault {
  id: string; route: string; rate: number | null; remaining: number | null; status: number | null; latency_ms: number;
}
interface WebhookFaults { drop_next: number; duplicate_next: number; reorder_next: number }

/** Injected faults: 5xx or latency on the next calls of a /public route, and dropped, doubled or reordered webhooks. */
export function SandboxFaults() {
  const faults = useSignal<RouteFault[]>([]);
  const webhooks = useSignal<WebhookFaults | null>(null);
  const route = useSignal(ROUTES[0] ?? '');
  const answer = useSignal<(typeof STATUSES)[number]>('503');
  const count = useSignal('1');
  const latency = useSignal('0');
  const webhookFault = useSignal<(typeof WEBHOOK_FAULTS)[number]>('drop_next');
  const webhookCount = useSignal('1');
  const { busy, error, run } = useAction();
  const load = async () => {
    faults.value = (await sandbox<{ data: RouteFault[] }>('/faults')).data;
    webhooks.value = await sandbox<WebhookFaults>('/webhooks/faults');
  };
  useEffect(() => void run(load), []);
  const addRouteFault = () => void run(async () => {
    await sandbox('/faults', { json: {
      route: route.value, mode: 'next', count: Number(count.value), latency_ms: Number(latency.value),
      ...(answer.value === 'none' ? {} : { status: Number(answer.value) }),
    } });
    await load();
  });
  const addWebhookFault = () => void run(async () => {
    webhooks.value = await sandbox<WebhookFaults>('/webhooks/faults', { json: { [webhookFault.value]: Number(webhookCount.value) } });
  });
  const clear = () => void run(async () => {
    await sandbox('/faults', { method: 'DELETE' });
    await sandbox('/webhooks/faults', { method: 'DELETE' });
    await load();
  });
  return (
    <section aria-labelledby="faults-title">
      <h2 id="faults-title">{t('sandbox.faults')}</h2>
      <p>{t('sandbox.faultsIntro')}</p>
      <form class="filters" aria-labelledby="route-faults-title" onSubmit={(e) => { e.preventDefault(); addRouteFault(); }}>
        <h3 id="route-faults-title" class="form-title">{t('sandbox.routeFaults')}</h3>
        <div class="field">
          <label for="fault-route">{t('sandbox.route')}</label>
          <select id="fault-route" value={route.value} onChange={(e) => { route.value = e.currentTarget.value; }}>
            {ROUTES.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </div>
        <div class="field">
          <label for="fault-status">{t('sandbox.faultStatus')}</label>
          <select id="fault-status" value={answer.value} onChange={(e) => { answer.value = e.currentTarget.value as typeof answer.value; }}>
            {STATUSES.map((s) => <option key={s} value={s}>{s === 'none' ? t('sandbox.latencyOnly') : s}</option>)}
          </select>
        </div>
        <div class="field">
          <label for="fault-count">{t('sandbox.count')}</label>
          <input id="fault-count" type="number" min={1} max={1000} required value={count.value} onInput={(e) => { count.value = e.currentTarget.value; }} />
        </div>
        <div class="field">
          <label for="fault-latency">{t('sandbox.latency')}</label>
          <input id="fault-latency" type="number" min={0} max={30000} required value={latency.value} onInput={(e) => { latency.value = e.currentTarget.value; }} />
        </div>
        <button type="submit" disabled={busy.value}>{t('sandbox.addFault')}</button>
      </form>
      <form class="filters" aria-labelledby="webhook-faults-title" onSubmit={(e) => { e.preventDefault(); addWebhookFault(); }}>
        <h3 id="webhook-faults-title" class="form-title">{t('sandbox.webhookFaults')}</h3>
        <div class="field">
          <label for="webhook-fault">{t('sandbox.webhookKind')}</label>
          <select id="webhook-fault" value={webhookFault.value} onChange={(e) => { webhookFault.value = e.currentTarget.value as typeof webhookFault.value; }}>
            {WEBHOOK_FAULTS.map((f) => <option key={f} value={f}>{t(`sandbox.webhook.${f}`)}</option>)}
          </select>
        </div>
        <div class="field">
          <label for="webhook-count">{t('sandbox.webhookCount')}</label>
          <input id="webhook-count" type="number" min={1} max={1000} required value={webhookCount.value} onInput={(e) => { webhookCount.value = e.currentTarget.value; }} />
        </div>
        <button type="submit" disabled={busy.value}>{t('sandbox.addWebhookFault')}</button>
      </form>
      <ErrorText error={error.value} />
      <h3>{t('sandbox.activeFaults')}</h3>
      <div role="status"><ul>
        {faults.value.length === 0 && <li>{t('sandbox.noFaults')}</li>}
        {faults.value.map((f) => (
          <li key={f.id}>
            {t(f.remaining === null ? 'sandbox.faultRate' : 'sandbox.faultNext', {
              route: f.route, count: f.remaining ?? 0, rate: formatPercent(f.rate ?? 0),
              answer: f.status === null ? t('sandbox.latencyOnly') : String(f.status), latency: formatNumber(f.latency_ms),
            })}
          </li>
        ))}
        {webhooks.value && <li>{t('sandbox.webhookState', {
          drop: formatNumber(webhooks.value.drop_next),
          duplicate: formatNumber(webhooks.value.duplicate_next),
          reorder: formatNumber(webhooks.value.reorder_next),
        })}</li>}
      </ul></div>
      <button type="button" class="secondary" disabled={busy.value} onClick={clear}>{t('sandbox.clearFaults')}</button>
    </section>
  );
}
