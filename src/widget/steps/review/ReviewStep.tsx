import { useStore } from '../../app/context.ts';
import { Later } from '../../app/Later.tsx';
import { formatValidity } from '../../lib/date-format.ts';
import { formatMoney } from '../../lib/money.ts';
import { emailValue } from '../../components/Summary.tsx';
import { extraRows } from '../extra-rows.ts';
import { vehicleRow } from '../order-rows.ts';
import { ReviewView } from './ReviewView.tsx';
import { tracked } from '../../app/tracked.ts';
import { useCheckoutPart } from '../../app/use-checkout-part.ts';

export const ReviewStep = tracked(function ReviewStep() {
  const s = useStore();
  const part = useCheckoutPart();
  const { t, locale } = s;
  const product = s.product.value;
  const price = s.price.value;
  const rows = [
    { label: t('review.product'), value: product ? s.productName(product) : '' },
    vehicleRow({ plate: s.form.plate.value, country: s.vehicleCountry.value, type: s.vehicleType.value }, s),
    {
      label: t('payment.validity'),
      value: formatValidity(part.startDate.value, part.validUntil.value, locale),
    },
    { label: t('review.email'), value: emailValue(s.form.email.value) },
    ...extraRows(part.request.value ?? {}, t),
  ];
  return (
    <ReviewView
      t={t}
      rows={rows}
      total={price ? t('review.withVat', { price: formatMoney(price, locale) }) : ''}
      notice={s.notice.value}
      busy={s.busy.value}
      progress={s.checkoutText.value}
      unpaid={<Later part="UnpaidOrders" />}
      onPlaceOrder={s.placeOrder}
      onChange={s.change}
      onBack={s.back}
    />
  );
});
