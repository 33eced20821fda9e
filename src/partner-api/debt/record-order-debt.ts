import type { Money } from '../../contract/primitives.ts';
import type { PartnerApiCore } from '../core.ts';
import { noticeIfThresholdReached } from './debt-notice.ts';
import { DEBT_CURRENCY } from './debt-rules.ts';
import { addLedgerEntry } from './debt-store.ts';

/**
 * An order the partner collected itself (`order_has_been_paid: true`): the
 * partner now owes its price to the service. Runs in the order's creation
 * transaction, so a refused order owes nothing.
 */
export function recordPartnerPaidOrder(
  core: PartnerApiCore,
  partnerId: string,
  order: { id: string; price: Money },
): void {
  if (order.price.currency !== DEBT_CURRENCY)
    throw new Error(`The debt ledger is kept in ${DEBT_CURRENCY}, not ${order.price.currency}`);
  if (order.price.amount === 0) return;
  addLedgerEntry(
    core.db,
    partnerId,
    { kind: 'order', amount: order.price.amount, orderId: order.id },
    core.clock.now(),
  );
  noticeIfThresholdReached(core, partnerId);
}

/**
 * A partner-collected order ended REFUNDED (cancelled or charged back): the
 * partner gives the money back, so it no longer owes the order's price. The
 * reversal is an `order` entry of the opposite sign, so the order nets to 0.
 */
export function reversePartnerPaidOrder(
  core: PartnerApiCore,
  partnerId: string,
  order: { id: string; price: Money },
): void {
  if (order.price.amount === 0) return;
  addLedgerEntry(
    core.db,
    partnerId,
    { kind: 'order', amount: -order.price.amount, orderId: order.id },
    core.clock.now(),
  );
}
