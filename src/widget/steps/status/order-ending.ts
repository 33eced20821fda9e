import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import type { LaterTranslate } from '../../i18n/later.ts';

/** How this page saw an order end, where its data cannot tell: the shopper's own cancel, or a failure first. */
export type SeenEnd = 'cancelled' | 'failed';

/**
 * A REFUNDED order's snapshot reads the same whether its shopper cancelled it, support refunded it after the
 * national provider failed it (DELETED), or the payer's bank charged it back. The BFF notes the first two
 * (`ended_by`, after a reload too); what the page saw is kept here as well, by order id, for as long as the page
 * is open: a webhook can bring the refund to the page before the BFF has noted the cancel that made it.
 */
const seen = new Map<string, SeenEnd>();

/** The shopper's cancel of this order went through on this page. */
export const cancelledHere = (orderId: string) => void seen.set(orderId, 'cancelled');

/** Notes a failure as the page shows it, and says how `order` ended, as the BFF or this page knows (or undefined). */
export function seenEnd(order: Pick<CheckoutOrder, 'id' | 'status' | 'ended_by'>): SeenEnd | undefined {
  if (order.status === 'DELETED') seen.set(order.id, 'failed');
  return order.ended_by ?? seen.get(order.id);
}

export interface Ending {
  lines: string[];
  /** Something went wrong: said as a problem. */
  problem: boolean;
  /** Where a person can help: the partner's support link. */
  support: boolean;
}

/**
 * How an order ended, in the shopper's words: what happened, whether money
 * was taken or is coming back, and whether a person should look at it.
 * Null while the order is on its way (or ACTIVE, which has its own screen).
 */
export function endingOf(order: Pick<CheckoutOrder, 'status' | 'paid'>, t: LaterTranslate, how?: SeenEnd): Ending | null {
  switch (order.status) {
    case 'DELETED':
      // Spec 3: an error the partner's support must look at.
      return {
        lines: [t('ending.providerError'), t(order.paid ? 'money.taken' : 'money.notTaken')], problem: true, support: true,
      };
    case 'REFUNDED':
      if (how === 'cancelled') return { lines: [t('ending.cancelled'), t('money.returned')], problem: false, support: false };
      // Support's answer to the failure: the failure is still what happened, never a cancel.
      if (how === 'failed') return { lines: [t('ending.providerError'), t('money.returned')], problem: true, support: true };
      // Unknown (a chargeback, or a BFF that did not see it): true of every refund, and a way to ask why for a shopper
      // who did not cancel.
      return { lines: [t('ending.refunded'), t('money.returned')], problem: false, support: true };
    case 'EXPIRED':
      // Spec 3 via the Partner API: an unpaid order whose payment link ran out ends EXPIRED, never paid.
      return order.paid
        ? { lines: [t('ending.expired')], problem: false, support: false }
        : { lines: [t('ending.unpaidLapsed'), t('money.notTaken')], problem: false, support: false };
    default:
      return null;
  }
}
