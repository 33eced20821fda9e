import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import { DEFERRAL_DAYS } from '../../../contract/deferral.ts';
import type { OrderStatus } from '../../../contract/order.ts';
import type { Translate } from '../../i18n/t.ts';
import { type IsoDate, addDays } from '../../lib/dates.ts';
import { formatDate } from '../../lib/date-format.ts';

/** The contract's FINAL_STATUSES, repeated to load only widget-api.ts at run time (a test keeps them equal). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['EXPIRED', 'REFUNDED', 'DELETED'];

type StatusView = Pick<CheckoutOrder, 'status' | 'paid' | 'start_date'>;

export function statusText(order: StatusView, t: Translate, locale: string): string {
  switch (order.status) {
    case 'CREATED':
      return order.paid ? t('status.CREATED') : t('status.waiting');
    case 'DEFERRED':
      return t('status.DEFERRED', { date: formatDate(order.start_date, locale) });
    default:
      return t(`status.${order.status}`);
  }
}

/**
 * Nothing more the shopper can see happens after a final status, nor once the
 * order is ACTIVE with its confirmation: the live connection can end there.
 * A paid DELETED order is not done: spec 3 sends it to support, whose refund
 * (REFUNDED) the shopper waits for and must see when it comes.
 */
export function isSettled(order: Pick<CheckoutOrder, 'status' | 'paid' | 'confirmation_url'>): boolean {
  return order.status === 'DELETED' ? !order.paid
    : FINAL_STATUSES.includes(order.status) || (order.status === 'ACTIVE' && order.confirmation_url !== null);
}

export type StatusTone = 'waiting' | 'success' | 'problem' | 'neutral';

/** A refund is money coming back, whoever asked for it: only the failure itself (DELETED) is a problem. */
export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'ACTIVE') return 'success';
  if (status === 'DELETED') return 'problem';
  return FINAL_STATUSES.includes(status) ? 'neutral' : 'waiting';
}

/**
 * Why a paid order is still on its way, and for about how long, in the
 * shopper's words: scheduled (until which day), with a provider that is down
 * (it is registered once it is back), registered and waiting for its start
 * date (1 to 3 days away: the confirmation comes that day), under heavy load
 * (valid already, the confirmation follows), or being registered (minutes).
 * Null otherwise. `today` is the shopper's calendar day.
 */
export function waitReason(
  order: Pick<CheckoutOrder, 'status' | 'paid' | 'start_date' | 'product'>,
  providers: readonly { country: string; status: string }[],
  t: Translate, countryName: (code: string) => string, locale: string, today: IsoDate,
): string | null {
  if (!order.paid && order.status === 'CREATED') return null;
  const country = order.product.country;
  switch (order.status) {
    case 'DEFERRED':
      return t('wait.deferred', { date: formatDate(addDays(order.start_date, -DEFERRAL_DAYS), locale) });
    case 'WILL BE ACTIVE':
      return order.start_date > today
        ? t('wait.willBeActiveFrom', { date: formatDate(order.start_date, locale) }) : t('wait.willBeActive');
    case 'CREATED':
    case 'PENDING':
      return providers.some((p) => p.country === country && p.status === 'down')
        ? t('wait.providerDown', { country: countryName(country) })
        : t('wait.processing');
    default:
      return null;
  }
}
