import type { PanelOrder } from '../../contract/panel.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { formatDate, formatDateTime, formatMoney, t } from '../i18n/i18n.ts';

/** What an order is, as a partner reads it; a failed (DELETED) one says what to tell support. */
export function OrderFacts({ order }: { order: PanelOrder }) {
  return (
    <>
      {order.status === 'DELETED' && (
        <div class="notice danger" role="alert">
          <p><strong>{t('orders.failedTitle')}</strong></p>
          <p>{t('orders.failedText', { id: order.id, amount: formatMoney(order.price), email: order.email })}</p>
        </div>
      )}
      <dl class="facts">
        <dt>{t('orders.status')}</dt><dd><StatusBadge status={order.status} /></dd>
        <dt>{t('orders.product')}</dt><dd>{order.product_name}</dd>
        <dt>{t('orders.price')}</dt>
        <dd>{formatMoney(order.price)} ({t(order.order_has_been_paid ? 'orders.collectedPartner' : 'orders.collectedService')})</dd>
        <dt>{t('orders.customer')}</dt><dd>{order.email}</dd>
        <dt>{t('orders.plate')}</dt><dd>{order.cars.map((c) => `${c.plate} (${c.country})`).join(', ')}</dd>
        <dt>{t('orders.subaccount')}</dt><dd>{order.subaccount ?? '—'}</dd>
        <dt>{t('orders.validity')}</dt>
        <dd>{t('orders.validityRange', { start: formatDate(order.start_date), end: formatDate(order.end_date) })}</dd>
        <dt>{t('orders.purchased')}</dt><dd>{formatDateTime(order.purchase_date)}</dd>
      </dl>
    </>
  );
}
