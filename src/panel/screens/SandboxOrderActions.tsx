import { useSignal } from '@preact/signals';
import type { PanelOrder } from '../../contract/panel.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { formatMoney, t } from '../i18n/i18n.ts';
import { sandbox, tokenOf } from '../sandbox-api.ts';

/** The statuses a chargeback takes an order from (the sandbox's own rule, which answers 409 otherwise). */
const CHARGEABLE = new Set(['DEFERRED', 'PENDING', 'WILL BE ACTIVE', 'ACTIVE']);

/** Whether the sandbox can act on this order from its page: pay or decline its link, or charge it back. */
export const hasSandboxActions = (order: PanelOrder) =>
  (order.status === 'CREATED' && order.payment_link !== null) || (order.paid && CHARGEABLE.has(order.status));

/**
 * In the sandbox, what the shopper and the shopper's bank would do to this order, from its page: the same controls
 * as the sandbox screen, here where the partner watches their effect. The chargeback asks first and says where
 * the money goes.
 */
export function SandboxOrderActions({ order, onDone }: { order: PanelOrder; onDone: (message: string) => void }) {
  const open = useSignal(false);
  const { busy, error, run } = useAction();
  const amount = formatMoney(order.price);
  const payment = (outcome: 'pay' | 'fail') => void run(async () => {
    await sandbox(`/payments/${encodeURIComponent(tokenOf(order.payment_link ?? ''))}/${outcome}`, { json: {} });
    onDone(t(outcome === 'pay' ? 'sandbox.paid' : 'sandbox.declined', { id: order.id }));
  });
  const chargeBack = () => void run(async () => {
    await sandbox(`/orders/${encodeURIComponent(order.id)}/chargeback`, { json: {} });
    open.value = false;
    onDone(t('sandbox.chargedBack', { id: order.id }));
  });
  return (
    <section aria-labelledby="sandbox-actions-title">
      <h2 id="sandbox-actions-title">{t('orders.sandboxTitle')}</h2>
      {order.status === 'CREATED' && order.payment_link !== null ? (
        <>
          <p>{t('sandbox.paymentsIntro')}</p>
          <div class="actions">
            <button type="button" disabled={busy.value} onClick={() => payment('pay')}>{t('sandbox.pay')}</button>
            <button type="button" class="secondary" disabled={busy.value} onClick={() => payment('fail')}>{t('sandbox.decline')}</button>
          </div>
        </>
      ) : (
        <>
          <p>{t('sandbox.chargebackIntro')}</p>
          <ConfirmDialog
            id="chargeback" open={open} opener={t('orders.chargeBack')} title={t('orders.chargeBackTitle', { id: order.id })}
            text={t(order.order_has_been_paid ? 'orders.chargeBackPartnerMoney' : 'orders.chargeBackServiceMoney', { amount })}
            confirm={t('orders.chargeBackConfirm', { amount })} keep={t('orders.supportKeep')}
            busy={busy.value} error={error.value} onConfirm={chargeBack}
          />
        </>
      )}
      {!open.value && <ErrorText error={error.value} />}
    </section>
  );
}
