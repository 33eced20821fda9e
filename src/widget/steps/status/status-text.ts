import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import type { OrderStatus } from '../../../contract/order.ts';
import type { Translate } from '../../i18n/t.ts';
import { formatDate } from '../../lib/dates.ts';

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
 */
export function isSettled(order: Pick<CheckoutOrder, 'status' | 'confirmation_url'>): boolean {
  return FINAL_STATUSES.includes(order.status) || (order.status === 'ACTIVE' && order.confirmation_url !== null);
}

export type StatusTone = 'waiting' | 'success' | 'problem' | 'neutral';

export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'ACTIVE') return 'success';
  if (status === 'DELETED' || status === 'REFUNDED') return 'problem';
  if (status === 'EXPIRED') return 'neutral';
  return 'waiting';
}
