import { useSignal } from '@preact/signals';
import type { PanelOrder } from '../../contract/panel.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useAction } from '../components/useAction.ts';
import { formatMoney, t } from '../i18n/i18n.ts';
import { sandbox } from '../sandbox-api.ts';
import { session } from '../state/session.ts';

/**
 * A failed (DELETED) order: the support path spec 3 names, and in the sandbox the refund support would make, behind
 * a confirmation (a modal dialog, as for cancelling) that says where the money goes, which depends on who collected it.
 */
export function SupportRefund({ order, onDone }: { order: PanelOrder; onDone: () => void }) {
  const open = useSignal(false);
  const { busy, error, run } = useAction();
  const amount = formatMoney(order.price);
  const confirm = () => void run(async () => {
    await sandbox(`/orders/${encodeURIComponent(order.id)}/support-refund`, { json: {} });
    open.value = false;
    onDone();
  });
  return (
    <section aria-labelledby="support-title">
      <h2 id="support-title">{t('orders.supportTitle')}</h2>
      <p>{t('orders.supportPath', { id: order.id })}</p>
      {session.value?.sandbox && (
        <>
          <p>{t('orders.supportSandbox')}</p>
          <ConfirmDialog
            id="support" open={open} opener={t('orders.supportRefund')} title={t('orders.supportRefundTitle', { id: order.id })}
            text={t(order.order_has_been_paid ? 'orders.supportPartnerMoney' : 'orders.supportServiceMoney', { amount, email: order.email })}
            confirm={t('orders.supportConfirm', { amount })} keep={t('orders.supportKeep')}
            busy={busy.value} error={error.value} onConfirm={confirm}
          />
        </>
      )}
    </section>
  );
}
