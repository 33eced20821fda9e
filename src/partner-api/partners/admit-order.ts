import type { Order } from '../../contract/order.ts';
import { assertImmediateRegistrationOpen } from '../catalogue/providers.ts';
import type { PartnerApiCore } from '../core.ts';
import { recordPartnerPaidOrder } from '../debt/record-order-debt.ts';

/**
 * The rules of spec 1 that a new order meets, run by order creation inside
 * its transaction once the order exists (a throw here rolls it back): an
 * immediate vignette needs its national provider, and an order the partner
 * collected itself adds its price to the partner's debt.
 */
export function admitNewOrder(core: PartnerApiCore, partnerId: string, order: Order): void {
  assertImmediateRegistrationOpen(core, order);
  if (order.order_has_been_paid) recordPartnerPaidOrder(core, partnerId, order);
}
