import { useStore } from '../../app/context.ts';
import { orderRows } from '../order-rows.ts';
import { formatMoney } from '../../lib/money.ts';
import { paymentLinkIn } from '../../lib/payment-link.ts';
import { PaymentView } from './PaymentView.tsx';

export function PaymentStep() {
  const s = useStore();
  const { t, locale } = s;
  const order = s.order.value;
  if (!order) return null;
  return (
    <PaymentView
      t={t}
      idPrefix={s.id}
      total={formatMoney(order.price, locale)}
      providers={new Intl.ListFormat(locale, { type: 'disjunction' })
        .format(order.allowed_payment_providers.map((p) => t(`provider.${p}`)))}
      details={orderRows(order, s)}
      detailsOpen={order.open_order_details_by_default}
      paymentLink={paymentLinkIn(order.payment_link, locale)}
      onPay={s.startPayment}
      onStartOver={s.startOver}
    />
  );
}
