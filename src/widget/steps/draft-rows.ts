import type { Product } from '../../contract/product.ts';
import { lastValidDay } from '../../contract/validity.ts';
import type { CheckoutDraft } from '../../contract/widget-api.ts';
import type { Store } from '../app/store.ts';
import type { SummaryRow } from '../components/Summary.tsx';
import { formatValidity } from '../lib/date-format.ts';
import { formatMoney } from '../lib/money.ts';
import { plateOnOneLine } from '../lib/plates.ts';
import { vehicleRow } from './order-rows.ts';

/**
 * An order still waiting in the BFF's queue as its review listed it (ReviewStep), for a widget back after a reload,
 * which has only what the BFF kept of it (CheckoutDraft) and the catalogue. A product the catalogue does not hold
 * (not loaded yet, or no longer sold) leaves out its name, its last day and its price rather than guess them.
 */
export function draftRows(
  draft: CheckoutDraft, products: readonly Product[] | undefined, s: Pick<Store, 't' | 'locale' | 'productName'>,
): { rows: SummaryRow[]; total?: SummaryRow } {
  const { t, locale } = s;
  const product = products?.find((p) => p.slug === draft.product);
  const price = product?.prices.find((p) => p.vehicle_type === draft.vehicle.type)?.price;
  const rows = [
    ...(product ? [{ label: t('review.product'), value: s.productName(product) }] : []),
    vehicleRow({ ...draft.vehicle, plate: plateOnOneLine(draft.vehicle.plate) }, s),
    {
      label: t('payment.validity'),
      value: formatValidity(draft.start_date, product ? lastValidDay(product, draft.start_date) : null, locale),
    },
  ];
  return {
    rows,
    ...(price && { total: { label: t('review.total'), value: t('review.withVat', { price: formatMoney(price, locale) }) } }),
  };
}
