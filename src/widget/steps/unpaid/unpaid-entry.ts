import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import type { LaterTranslate } from '../../i18n/later.ts';
import { formatDateRange } from '../../lib/date-format.ts';
import { formatMoney } from '../../lib/money.ts';
import { plateOnOneLine } from '../../lib/plates.ts';

/**
 * One order of the unpaid-orders offer in words. Orders for one plate are alike but for their days and their
 * number, so both are said; the plate never breaks, or a narrow phone shows "CJ" above "12 ABC". A no-break
 * space before each middle dot keeps a line from starting with one.
 */
export function unpaidEntry(
  order: CheckoutOrder, t: LaterTranslate, locale: string, productName: (product: CheckoutOrder['product']) => string,
) {
  return {
    what: `${productName(order.product)}\u00a0· ${plateOnOneLine(order.vehicle.plate)}\u00a0· `,
    price: formatMoney(order.price, locale),
    details: t('unpaid.details', { range: formatDateRange(order.start_date, order.end_date, locale), id: order.id }),
  };
}
