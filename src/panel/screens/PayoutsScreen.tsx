import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PanelPayouts } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, formatMoney, t, timeZone } from '../i18n/i18n.ts';
import { DebtTables } from './DebtTables.tsx';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** Who collected what, and where the partner stands against the 2,000 EUR / 72 h rule, in its own time zone. */
export function PayoutsScreen() {
  const payouts = useSignal<PanelPayouts | null>(null);
  const { error, run } = useAction();
  useEffect(() => void run(async () => {
    payouts.value = await api<PanelPayouts>('/payouts');
  }), []);
  const p = payouts.value;
  const account = p?.account;
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('payouts.title')}</Heading>
      <ErrorText error={error.value} />
      {p && account && (
        <>
          {/* Past the deadline the red notice says what to pay; the amber one's deadline is gone. */}
          {account.status === 'disabled' && account.fine && (
            <p class="notice danger" role="alert">{t('payouts.disabled', {
              fine: formatMoney(account.fine), amount: formatMoney(account.amount_due ?? account.debt),
            })}</p>
          )}
          {account.status !== 'disabled' && account.amount_due && account.due_at && (
            <p class="notice" role="alert">
              {t('payouts.noticeDue', { amount: formatMoney(account.amount_due), deadline: formatDateTime(account.due_at) })}
            </p>
          )}
          <p class="hint">{t('payouts.timeZone', { zone: timeZone() })}</p>
          <dl class="totals">
            <dt>{t('payouts.partnerCollected')}</dt><dd>{formatMoney(p.partner_collected)}</dd>
            <dt>{t('payouts.serviceCollected')}</dt><dd>{formatMoney(p.service_collected)}</dd>
            <dt>{t('payouts.debt')}</dt><dd>{formatMoney(account.debt)}</dd>
            <dt>{t('payouts.threshold')}</dt><dd>{formatMoney(p.threshold)}</dd>
          </dl>
          <p>{t('payouts.rule', { threshold: formatMoney(p.threshold) })}</p>
          <DebtTables payouts={p} money={(cents) => formatMoney(eur(cents))} />
        </>
      )}
    </main>
  );
}
