import type { OrderStatus } from '../../contract/order-status.ts';
import { t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';

/** The tone of each status's badge: on its way, fine, over, or needing the partner. */
const TONE: Record<OrderStatus, 'busy' | 'ok' | 'done' | 'bad'> = {
  CREATED: 'busy', PENDING: 'busy', DEFERRED: 'busy', 'WILL BE ACTIVE': 'busy',
  ACTIVE: 'ok', EXPIRED: 'done', REFUNDED: 'done', DELETED: 'bad',
};

/**
 * An order's status in the spec's suggested display words (section 3), with the raw status as its title for
 * developers; DELETED links to where the order page says how to reach support. A CREATED order whose link is not
 * paid yet waits for the customer, not for the service: "processing" would send the partner looking for a fault.
 */
export function StatusBadge({ status, orderId, unpaid = false }: {
  status: OrderStatus; orderId?: string; unpaid?: boolean;
}) {
  const text = t(status === 'CREATED' && unpaid ? 'status.awaitingPayment' : `status.${status}`);
  const badge = <span class={`badge ${TONE[status]}`} title={status}>{text}</span>;
  return status === 'DELETED' && orderId ? <a href={`${hrefOf('orders', orderId)}`}>{badge}</a> : badge;
}
