import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PanelDay, PanelHome } from '../../contract/panel-home.ts';
import { api } from '../api.ts';
import { DayChart } from '../components/DayChart.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { TableBox } from '../components/TableBox.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, formatMoney, formatNumber, formatPercent, t, timeZone } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';

const CHARTS = [
  { id: 'orders-chart', title: 'home.orders', column: 'home.ordersColumn', value: (d: PanelDay) => d.orders, money: false },
  { id: 'revenue-chart', title: 'home.revenue', column: 'home.revenueColumn', value: (d: PanelDay) => d.revenue, money: true },
  { id: 'failures-chart', title: 'home.failures', column: 'home.failuresColumn', value: (d: PanelDay) => d.failures, money: false },
] as const;

/** The numbers a partner checks first: 30 days of business, whether webhooks arrive, this minute, the debt. */
export function HomeScreen() {
  const home = useSignal<PanelHome | null>(null);
  const { busy, error, run } = useAction();
  const load = () => run(async () => {
    home.value = await api<PanelHome>(`/home?tz=${encodeURIComponent(timeZone())}`);
  });
  useEffect(() => void load(), []);
  const view = home.value;
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('home.title')}</Heading>
      <p>{t('home.intro', { zone: timeZone() })}</p>
      <button type="button" disabled={busy.value} onClick={() => void load()}>{t('home.refresh')}</button>
      <ErrorText error={error.value} />
      {view && (
        <>
          <section aria-labelledby="charts-title">
            <h2 id="charts-title">{t('home.chartsTitle')}</h2>
            <div class="charts">
              {CHARTS.map((c) => (
                <DayChart
                  key={c.id} id={c.id} title={t(c.title)} column={t(c.column)} days={view.days} value={c.value}
                  format={c.money ? (amount) => formatMoney({ amount, currency: view.currency }) : formatNumber}
                />
              ))}
            </div>
          </section>
          <WebhookRate webhooks={view.webhooks} />
          <RateLimits usage={view.rate_limit} />
          <Debt debt={view.debt} />
        </>
      )}
    </main>
  );
}

function WebhookRate({ webhooks }: { webhooks: PanelHome['webhooks'] }) {
  const ended = webhooks.delivered + webhooks.failing;
  return (
    <section aria-labelledby="webhook-rate-title">
      <h2 id="webhook-rate-title">{t('home.webhooksTitle')}</h2>
      <p>
        {ended === 0 ? t('home.noWebhooks') : t('home.webhookRate', {
          rate: formatPercent(webhooks.delivered / ended),
          delivered: formatNumber(webhooks.delivered),
          total: formatNumber(ended),
        })}
        {webhooks.waiting > 0 && ` ${t('home.webhookWaiting', { waiting: formatNumber(webhooks.waiting) })}`}
      </p>
      {webhooks.failing > 0 && <p><a href={`${hrefOf('webhooks')}?outcome=failing`}>{t('home.webhookFailing', { failing: formatNumber(webhooks.failing) })}</a></p>}
    </section>
  );
}

function RateLimits({ usage }: { usage: PanelHome['rate_limit'] }) {
  return (
    <section aria-labelledby="rate-title">
      <h2 id="rate-title">{t('home.rateTitle')}</h2>
      {usage.length === 0 ? <p>{t('home.noCalls')}</p> : (
        <TableBox label={t('home.rateTitle')}>
          {/* Named by the section's heading: a caption would say the same words again just below it. */}
          <table aria-labelledby="rate-title">
            <thead>
              <tr>
                <th scope="col">{t('integration.route')}</th>
                <th scope="col">{t('integration.used')}</th>
                <th scope="col">{t('integration.limit')}</th>
                <th scope="col">{t('home.share')}</th>
              </tr>
            </thead>
            <tbody>
              {usage.map((u) => (
                <tr key={u.route}>
                  <th scope="row"><code>{u.route}</code></th>
                  <td>{formatNumber(u.used)}</td>
                  <td>{formatNumber(u.limit)}</td>
                  <td>{formatPercent(u.used / u.limit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <p><a href={hrefOf('integration')}>{t('home.rateAll')}</a></p>
    </section>
  );
}

function Debt({ debt }: { debt: PanelHome['debt'] }) {
  return (
    <section aria-labelledby="debt-title">
      <h2 id="debt-title">{t('home.debtTitle')}</h2>
      <p id="debt-position">
        {t('home.debtPosition', {
          owed: formatMoney(debt.owed),
          threshold: formatMoney(debt.threshold),
          hours: formatNumber(debt.pay_within_hours),
        })}
      </p>
      <meter
        class="debt" min={0} max={debt.threshold.amount} high={debt.threshold.amount * 0.8} optimum={0}
        value={Math.min(debt.owed.amount, debt.threshold.amount)}
        aria-labelledby="debt-title" aria-describedby="debt-position"
      >
        {formatPercent(debt.owed.amount / debt.threshold.amount)}
      </meter>
      {debt.amount_due && debt.due_at && (
        <p class={`notice${debt.status === 'disabled' ? ' danger' : ''}`}>
          {t(debt.status === 'disabled' ? 'home.debtDisabled' : 'home.debtDue', {
            amount: formatMoney(debt.amount_due), time: formatDateTime(debt.due_at),
          })}
          {' '}<a href={hrefOf('payouts')}>{t('nav.payouts')}</a>
        </p>
      )}
    </section>
  );
}
