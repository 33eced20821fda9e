import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { PanelOrder } from '../../contract/panel.ts';
import { ErrorText } from '../components/ErrorText.tsx';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const { busy, error, run } = useAction();
  useEffect(() => {
    if (open.value) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open.value]);
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
          <button type="button" onClick={() => { open.value = true; }}>{t('orders.supportRefund')}</button>
          <dialog ref={dialog} aria-labelledby="support-dialog-title" onClose={() => { open.value = false; }}>
            <h2 id="support-dialog-title">{t('orders.supportRefundTitle', { id: order.id })}</h2>
            <p>{t(order.order_has_been_paid ? 'orders.supportPartnerMoney' : 'orders.supportServiceMoney', { amount, email: order.email })}</p>
            <ErrorText error={error.value} />
            <div class="actions">
              <button type="button" class="danger" disabled={busy.value} onClick={confirm}>
                {t('orders.supportConfirm', { amount })}
              </button>
              <button type="button" class="secondary" onClick={() => { open.value = false; }}>{t('orders.supportKeep')}</button>
            </div>
          </dialog>
        </>
      )}
    </section>
  );
}
