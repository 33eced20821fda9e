import type { BasketItem } from '../../contract/basket-api.ts';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import type { SeenEnd } from '../steps/status/order-ending.ts';
import { keptRange } from './line-days.ts';
import type { TripTranslate } from './trip-words.ts';

/** How a line's order ended as only the trip can tell: cancelled by its shopper on this page (`cancelled`). */
export const tripEnd = (order: Pick<CheckoutOrder, 'id'>, cancelled: readonly string[]): SeenEnd | undefined =>
  (cancelled.includes(order.id) ? 'cancelled' : undefined);

/**
 * Whether a line still covers its days: not once its order failed (DELETED) or was refunded, nor when it
 * lapsed unpaid. A paid EXPIRED order did cover them, all passed; a line whose order is still being
 * created is counted as it was bought.
 */
export function covers(order: Pick<CheckoutOrder, 'status' | 'paid'> | null): boolean {
  if (!order) return true;
  return order.status === 'EXPIRED' ? order.paid : order.status !== 'DELETED' && order.status !== 'REFUNDED';
}

export interface DayRow {
  key: string;
  days: string;
  /** What covers these days, or that nothing does. */
  what: string;
  covered: boolean;
}

/** The trip day by day, each line's days with the product that covers them or the word that none does now. */
export function dayByDay(
  items: readonly BasketItem[], say: TripTranslate, nameOf: (item: BasketItem) => string, locale: string,
): DayRow[] {
  return items.map((item) => {
    const { order } = item;
    const covered = covers(order);
    return {
      key: `${item.product.slug}:${item.start_date}`,
      days: keptRange(order?.start_date ?? item.start_date, order?.end_date ?? item.end_date, locale),
      what: covered ? nameOf(item) : say('trip.notCovered', { product: nameOf(item) }),
      covered,
    };
  });
}

/** Each order e-mails its confirmation once it is active: said once the first one is. */
export const confirmationsSent = (items: readonly BasketItem[]) => items.some((i) => i.order?.status === 'ACTIVE');
