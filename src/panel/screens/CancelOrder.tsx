import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { PanelOrder, PanelOrderDetail } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const { busy, error, run } = useAction();
  useEffect(() => {
    if (open.value) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open.value]);
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
      <button type="button" onClick={() => { open.value = true; }}>{t('orders.cancel')}</button>
      <dialog ref={dialog} aria-labelledby="cancel-dialog-title" onClose={() => { open.value = false; }}>
        <h2 id="cancel-dialog-title">{t('orders.cancelTitle', { id: order.id })}</h2>
        <p>{t(order.order_has_been_paid ? 'orders.cancelPartnerMoney' : 'orders.cancelServiceMoney', { amount })}</p>
        <ErrorText error={error.value} />
        <div class="actions">
          <button type="button" class="danger" disabled={busy.value} onClick={confirm}>
            {t('orders.cancelConfirm', { amount })}
          </button>
          <button type="button" class="secondary" onClick={() => { open.value = false; }}>{t('orders.cancelKeep')}</button>
        </div>
      </dialog>
    </section>
  );
}
