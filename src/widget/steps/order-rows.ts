import type { VehicleType } from '../../contract/primitives.ts';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import type { Store } from '../app/store.ts';
import type { SummaryRow } from '../components/Summary.tsx';
import { countryNamer } from '../lib/countries.ts';
import { formatDateRange } from '../lib/date-format.ts';
import { FINAL_STATUSES } from './status/status-text.ts';

/** The vehicle, as the review, the payment page, the status screen and the resume screen say it. */
export const vehicleRow = (
  vehicle: { plate: string; country: string; type: VehicleType | null }, { t, locale }: Pick<Store, 't' | 'locale'>,
): SummaryRow => ({
  label: t('review.vehicle'),
  value: t('review.vehicleValue', {
    plate: vehicle.plate,
    country: countryNamer(locale)(vehicle.country),
    type: vehicle.type ? t(`vehicle.${vehicle.type}`) : '',
  }),
});

/** What the shopper bought, as the payment page and the status screen both list it. */
export function orderRows(order: CheckoutOrder, s: Pick<Store, 't' | 'locale' | 'productName'>): SummaryRow[] {
  const { t, locale } = s;
  return [
    { label: t('payment.order'), value: order.id, code: true },
    { label: t('review.product'), value: s.productName(order.product) },
    vehicleRow(order.vehicle, s),
    // A refunded or failed order, or one that lapsed unpaid, covers no day: dates beside it would read as cover to a
    // shopper who glances. One that ran its validity out (EXPIRED, paid) did cover them.
    ...(!FINAL_STATUSES.includes(order.status) || (order.paid && order.status === 'EXPIRED')
      ? [{ label: t('payment.validity'), value: formatDateRange(order.start_date, order.end_date, locale) }]
      : []),
  ];
}
