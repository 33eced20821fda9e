import { useStore } from '../../app/context.ts';
import { orderRows } from '../order-rows.ts';
import { paymentLinkIn } from '../../lib/payment-link.ts';
import { ManageOrder } from './ManageOrder.tsx';
import { StatusView } from './StatusView.tsx';
import { endingOf, statusTone } from './status-text.ts';

export function StatusStep() {
  const s = useStore();
  const { t, locale } = s;
  const order = s.order.value;
  if (!order) return null;
  const awaitingPayment = order.status === 'CREATED' && !order.paid && order.payment_link !== null;
  return (
    <StatusView
      t={t}
      status={s.status.value}
      tone={statusTone(order.status)}
      rows={orderRows(order, s)}
      stream={s.streamState.value}
      notice={s.notice.value?.message ?? null}
      active={order.status === 'ACTIVE'}
      confirmationHref={s.confirmationHref.value}
      ending={endingOf(order, t)}
      supportUrl={order.support_url}
      awaitingPayment={awaitingPayment}
      paymentUnconfirmed={s.paymentUnconfirmed.value}
      paymentLink={awaitingPayment ? paymentLinkIn(order.payment_link, locale) : null}
      onPayAgain={s.startPayment}
      onStartOver={s.startOver}
      manage={<ManageOrder />}
    />
  );
}
