import { tracked, useLocalSignal } from '../../app/tracked.ts';
import { useStore } from '../../app/context.ts';
import { orderRows } from '../order-rows.ts';
import { formatMoney } from '../../lib/money.ts';
import { paymentLinkIn } from '../../lib/payment-link.ts';
import { PaymentView } from './PaymentView.tsx';

export const PaymentStep = tracked(function PaymentStep() {
  const s = useStore();
  const { t, locale } = s;
  const paying = useLocalSignal(false);
  const order = s.order.value;
  if (!order) return null;
  const total = formatMoney(order.price, locale);
  return (
    <PaymentView
      t={t}
      idPrefix={s.id}
      total={total}
      pay={t('action.pay', { amount: total })}
      providers={new Intl.ListFormat(locale, { type: 'disjunction' })
        .format(order.allowed_payment_providers.map((p) => t(`provider.${p}`)))}
      details={orderRows(order, s)}
      detailsOpen={order.open_order_details_by_default}
      payUrl={paymentLinkIn(order.payment_link, locale, location.origin)}
      paying={paying.value}
      onPay={() => {
        paying.value = true;
        s.startPayment();
      }}
      onPaid={s.paymentDone}
      onLeave={() => {
        paying.value = false;
      }}
      leaving={s.leaving.value}
      onAskLeave={() => {
        s.leaving.value = true;
        s.focusRequest.value = { target: 'stay' };
      }}
      onStay={() => {
        s.leaving.value = false;
        s.focusRequest.value = { target: 'heading' };
      }}
      onStartOver={s.startOver}
    />
  );
});
