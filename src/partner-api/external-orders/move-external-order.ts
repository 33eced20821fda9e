import type { ExternalOrder } from '../../contract/external-order.ts';
import type { PartnerApiCore } from '../core.ts';
import { iso } from '../support/dates.ts';
import { enqueueWebhook } from '../webhooks/outbox.ts';
import { externalOrderView, findExternalOrderRow } from './external-order-store.ts';

type ExternalOrderStatus = ExternalOrder['status'];

/** Every status move of an external order (DESIGN.md: OPEN, then PAID, CANCELED or EXPIRED). */
export const EXTERNAL_TRANSITIONS = [
  { from: 'OPEN', trigger: 'pay', to: 'PAID' },
  { from: 'OPEN', trigger: 'cancel', to: 'CANCELED' },
  { from: 'OPEN', trigger: 'expire', to: 'EXPIRED' },
] as const satisfies ReadonlyArray<{ from: ExternalOrderStatus; trigger: string; to: ExternalOrderStatus }>;

export type ExternalOrderTrigger = (typeof EXTERNAL_TRANSITIONS)[number]['trigger'];

export const externalStatusAfter = (
  from: ExternalOrderStatus,
  trigger: ExternalOrderTrigger,
): ExternalOrderStatus | undefined => EXTERNAL_TRANSITIONS.find((t) => t.from === from && t.trigger === trigger)?.to;

/**
 * The one writer of `external_orders.status`: refuses moves outside the
 * table and queues EXTERNAL_ORDER_STATUS_CHANGED in the same transaction.
 */
export function moveExternalOrder(
  core: PartnerApiCore, id: string, trigger: ExternalOrderTrigger, orderIds?: readonly string[],
): ExternalOrder {
  const { db } = core;
  return db.transaction(() => {
    const row = findExternalOrderRow(db, id);
    if (!row) throw new Error(`External order ${id} does not exist`);
    const to = externalStatusAfter(row.status, trigger);
    if (to === undefined) throw new Error(`An external order in ${row.status} cannot take "${trigger}"`);
    const now = core.clock.now();
    const order_id = orderIds === undefined ? row.order_id : orderIds[0] ?? null;
    const order_ids = orderIds === undefined ? row.order_ids : JSON.stringify(orderIds);
    db.prepare('UPDATE external_orders SET status = ?, updated_at = ?, order_id = ?, order_ids = ? WHERE id = ? AND status = ?')
      .run(to, now, order_id, order_ids, id, row.status);
    const moved = { ...row, status: to, updated_at: now, order_id, order_ids };
    const externalOrder = externalOrderView(moved, core.publicUrl);
    enqueueWebhook(db, row.partner_id, {
      type: 'EXTERNAL_ORDER_STATUS_CHANGED',
      timestamp: iso(now),
      data: { external_order_id: id, reference_id: row.reference_id, status: to, external_order: externalOrder },
    });
    return externalOrder;
  })();
}
