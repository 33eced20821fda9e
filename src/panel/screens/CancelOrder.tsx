import { useSignal } from '@preact/signals';
import type { PanelOrder, PanelOrderDetail } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useAction } from '../components/useAction.ts';
import { formatMoney, locale, t } from '../i18n/i18n.ts';

/** The spec's cancel routes exist for these two statuses only. */
export const canCancel = (order: PanelOrder) => order.status === 'DEFERRED' || order.status === 'PENDING';

/**
 * Cancel behind a confirmation (a modal dialog: focus inside, Escape keeps the order) that says what happens to
 * the money, which depends on who collected it.
 */
export function CancelOrder({ order, onDone }: { order: PanelOrder; onDone: (detail: PanelOrderDetail) => void }) {
  const open = useSignal(false);
  const { busy, error, run } = useAction();
  const amount = formatMoney(order.price);
  const confirm = () => void run(async () => {
    const detail = await api<PanelOrderDetail>(
      `/orders/${encodeURIComponent(order.id)}/cancel?lang=${locale.value.language}`, { method: 'POST' },
    );
    open.value = false;
    onDone(detail);
  });
  return (
    <section aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t('orders.cancelSection')}</h2>
      <ConfirmDialog
        id="cancel" open={open} opener={t('orders.cancel')} title={t('orders.cancelTitle', { id: order.id })}
        text={t(order.order_has_been_paid ? 'orders.cancelPartnerMoney' : 'orders.cancelServiceMoney', { amount })}
        confirm={t('orders.cancelConfirm', { amount })} keep={t('orders.cancelKeep')}
        busy={busy.value} error={error.value} onConfirm={confirm}
      />
    </section>
  );
}
