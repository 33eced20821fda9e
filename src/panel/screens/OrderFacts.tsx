import type { PanelOrder } from '../../contract/panel.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { formatDate, formatDateTime, formatMoney, t } from '../i18n/i18n.ts';

/** Created and not paid yet, with a link the customer pays through: the order waits for that payment. */
export const awaitsPayment = (order: PanelOrder) => order.status === 'CREATED' && !order.paid && order.payment_link !== null;

/**
 * What an order is, as a partner reads it, with their own reference and the payment link an unpaid order waits
 * on (to send again); a failed (DELETED) one says what to tell support.
 */
export function OrderFacts({ order }: { order: PanelOrder }) {
  const vins = order.cars.flatMap((c) => (c.vin ? [c.vin] : []));
  return (
    <>
      {order.status === 'DELETED' && (
        <div class="notice danger" role="alert">
          <p><strong>{t('orders.failedTitle')}</strong></p>
          <p>{t('orders.failedText', { id: order.id, amount: formatMoney(order.price), email: order.email })}</p>
        </div>
      )}
      <dl class="facts">
        <dt>{t('orders.status')}</dt><dd><StatusBadge status={order.status} unpaid={awaitsPayment(order)} /></dd>
        {awaitsPayment(order) && (
          <>
            <dt>{t('orders.paymentLink')}</dt>
            <dd>
              <a href={order.payment_link!} target="_blank" rel="noopener noreferrer"><code>{order.payment_link}</code></a>
              <p class="hint">{t('orders.paymentLinkHint')}</p>
            </dd>
          </>
        )}
        {order.custom_id && <><dt>{t('orders.customId')}</dt><dd><code>{order.custom_id}</code></dd></>}
        <dt>{t('orders.product')}</dt><dd>{order.product_name}</dd>
        <dt>{t('orders.price')}</dt>
        <dd>{formatMoney(order.price)} ({t(order.order_has_been_paid ? 'orders.collectedPartner' : 'orders.collectedService')})</dd>
        <dt>{t('orders.customer')}</dt><dd>{order.email}</dd>
        <dt>{t('orders.plate')}</dt><dd>{order.cars.map((c) => `${c.plate} (${c.country})`).join(', ')}</dd>
        {vins.length > 0 && <><dt>{t('orders.vin')}</dt><dd><code>{vins.join(', ')}</code></dd></>}
        <dt>{t('orders.subaccount')}</dt><dd>{order.subaccount ?? '—'}</dd>
        <dt>{t('orders.validity')}</dt>
        <dd>{t('orders.validityRange', { start: formatDate(order.start_date), end: formatDate(order.end_date) })}</dd>
        <dt>{t('orders.purchased')}</dt><dd>{formatDateTime(order.purchase_date)}</dd>
        <dt>{t('orders.receipt')}</dt><dd><code>{order.receipt.number}</code></dd>
      </dl>
    </>
  );
}
