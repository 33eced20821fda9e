import type { Order, OrderStatus } from '../../contract/order.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';
import { reversePartnerPaidOrder } from '../debt/record-order-debt.ts';
import { iso } from '../support/dates.ts';
import { enqueueWebhook } from '../webhooks/outbox.ts';
import { findOrderRow, loadOrder } from './order-store.ts';
import { IllegalTransition, nextStatus, type OrderTrigger } from './transitions.ts';

/**
 * The one place an order's status changes: checks the move against the
 * transition table, stamps `refunded_at` on a move to REFUNDED (whichever
 * trigger led there) and takes a partner-collected order off the partner's
 * debt, applies `alongside` (provider ids, PDFs...) in the same transaction,
 * bumps `version` and queues ORDER_STATUS_CHANGED.
 */
export function moveOrder(
  core: PartnerApiCore, orderId: string, trigger: OrderTrigger, alongside?: (db: Db) => void,
): Order {
  const { db, clock } = core;
  return db.transaction(() => {
    const row = findOrderRow(db, orderId);
    if (!row) throw new Error(`Order ${orderId} does not exist`);
    const to = nextStatus(row.status, trigger);
    const now = clock.now();
    const changed = db.prepare(`UPDATE orders SET status = @to, version = version + 1, updated_at = @now,
        refunded_at = CASE WHEN @to = 'REFUNDED' THEN @now ELSE refunded_at END WHERE id = @id AND status = @from`)
      .run({ to, now, id: orderId, from: row.status });
    if (changed.changes !== 1) throw new IllegalTransition(row.status, trigger);
    alongside?.(db);
    const order = loadOrder(db, orderId, core.publicUrl);
    if (to === 'REFUNDED' && row.order_has_been_paid) reversePartnerPaidOrder(core, row.partner_id, order);
    emitStatusChanged(core, row.partner_id, order, row.status);
    return order;
  })();
}

export function emitStatusChanged(
  core: PartnerApiCore,
  partnerId: string,
  order: Order,
  previous: OrderStatus | null,
): void {
  // Kept whether or not the partner has a webhook URL: the panel's timeline of the order reads it.
  core.db.prepare('INSERT INTO order_events (order_id, status, previous_status, at) VALUES (?, ?, ?, ?)')
    .run(order.id, order.status, previous, core.clock.now());
  enqueueWebhook(core.db, partnerId, {
    type: 'ORDER_STATUS_CHANGED',
    timestamp: iso(core.clock.now()),
    data: { order_id: order.id, status: order.status, previous_status: previous, version: order.version, order },
  });
}

export function emitConfirmationReceived(core: PartnerApiCore, partnerId: string, order: Order): void {
  enqueueWebhook(core.db, partnerId, {
    type: 'ORDER_CONFIRMATION_RECEIVED',
    timestamp: iso(core.clock.now()),
    data: { order_id: order.id, status: order.status, version: order.version, order },
  });
}
