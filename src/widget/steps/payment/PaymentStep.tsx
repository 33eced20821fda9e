import { useStore } from '../../app/context.ts';
import { countryNamer } from '../../lib/countries.ts';
import { formatDateRange } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/money.ts';
import { paymentLinkIn } from '../../lib/payment-link.ts';
import { PaymentView } from './PaymentView.tsx';

export function PaymentStep() {
  const s = useStore();
  const { t, locale } = s;
  const order = s.order.value;
  if (!order) return null;
  const country = countryNamer(locale);
  return (
    <PaymentView
      t={t}
      idPrefix={s.id}
      total={formatMoney(order.price, locale)}
      providers={new Intl.ListFormat(locale, { type: 'disjunction' })
        .format(order.allowed_payment_providers.map((p) => t(`provider.${p}`)))}
      details={[
        { label: t('payment.order'), value: order.id },
        { label: t('review.product'), value: s.productName(order.product) },
        {
          label: t('review.vehicle'),
          value: t('review.vehicleValue', {
            plate: order.vehicle.plate,
            country: country(order.vehicle.country),
            type: t(`vehicle.${order.vehicle.type}`),
          }),
        },
        {
          label: t('payment.validity'),
          value: formatDateRange(order.start_date, order.end_date, locale),
        },
      ]}
      detailsOpen={order.open_order_details_by_default}
      paymentLink={paymentLinkIn(order.payment_link, locale)}
      onPay={s.startPayment}
      onStartOver={s.startOver}
    />
  );
}
