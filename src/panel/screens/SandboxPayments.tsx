import { useSignal } from '@preact/signals';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';
import { sandbox, tokenOf } from '../sandbox-api.ts';

/** What the shopper and the shopper's bank do outside the partner's hands: pay or decline a link, a chargeback. */
export function SandboxPayments() {
  const link = useSignal('');
  const orderId = useSignal('');
  const status = useSignal('');
  const { busy, error, run } = useAction();
  const payment = (outcome: 'pay' | 'fail') => void run(async () => {
    const done = await sandbox<{ id: string }>(`/payments/${encodeURIComponent(tokenOf(link.value))}/${outcome}`, { json: {} });
    status.value = t(outcome === 'pay' ? 'sandbox.paid' : 'sandbox.declined', { id: done.id });
  });
  const chargeBack = () => void run(async () => {
    const order = await sandbox<{ id: string }>(`/orders/${encodeURIComponent(orderId.value.trim())}/chargeback`, { json: {} });
    status.value = t('sandbox.chargedBack', { id: order.id });
  });
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">{t('sandbox.payments')}</h2>
      <p>{t('sandbox.paymentsIntro')}</p>
      <form class="filters" onSubmit={(e) => { e.preventDefault(); payment('pay'); }}>
        <div class="field wide">
          <label for="payment-link">{t('sandbox.link')}</label>
          <input id="payment-link" required value={link.value} onInput={(e) => { link.value = e.currentTarget.value; }} />
        </div>
        <div class="actions">
          <button type="submit" disabled={busy.value}>{t('sandbox.pay')}</button>
          <button type="button" class="secondary" disabled={busy.value || !link.value.trim()} onClick={() => payment('fail')}>
            {t('sandbox.decline')}
          </button>
        </div>
      </form>
      <p>{t('sandbox.chargebackIntro')}</p>
      <form class="filters" onSubmit={(e) => { e.preventDefault(); chargeBack(); }}>
        <div class="field wide">
          <label for="chargeback-order">{t('sandbox.orderId')}</label>
          <input id="chargeback-order" required value={orderId.value} onInput={(e) => { orderId.value = e.currentTarget.value; }} />
        </div>
        <button type="submit" disabled={busy.value}>{t('sandbox.chargeBack')}</button>
      </form>
      <ErrorText error={error.value} />
      <p role="status">
        {status.value}
        {status.value && <>{' '}<a href={hrefOf('orders')}>{t('sandbox.seeOrders')}</a></>}
      </p>
    </section>
  );
}
