import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import type { LaterTranslate } from '../../i18n/later.ts';

/**
 * How an order ended, in the shopper's words: what happened, whether money
 * was taken or is coming back, and whether a person should look at it.
 * Null while the order is on its way (or ACTIVE, which has its own screen).
 */
export function endingOf(
  order: Pick<CheckoutOrder, 'status' | 'paid'>, t: LaterTranslate,
): { lines: string[]; support: boolean } | null {
  switch (order.status) {
    case 'DELETED':
      // Spec 3: an error the partner's support must look at.
      return { lines: [t('ending.providerError'), t(order.paid ? 'money.taken' : 'money.notTaken')], support: true };
    case 'REFUNDED':
      return { lines: [t('ending.refunded'), t('money.returned')], support: true };
    case 'EXPIRED':
      // Spec 3 via the Partner API: an unpaid order whose payment link ran out ends EXPIRED, never paid.
      return order.paid
        ? { lines: [t('ending.expired')], support: false }
        : { lines: [t('ending.unpaidLapsed'), t('money.notTaken')], support: false };
    default:
      return null;
  }
}
