import type { OrderStatus } from '../../contract/order.ts';

/**
 * Every status move an order can make, and nothing else: `moveOrder` is the
 * only writer of `orders.status` and refuses any (from, trigger) pair that is
 * not a row here.
 */
export const TRANSITIONS = [
  { from: null, trigger: 'create', to: 'CREATED' },
  // Paid (by the shopper or the partner) and the start date is more than 3 days away.
  { from: 'CREATED', trigger: 'defer', to: 'DEFERRED' },
  { from: 'CREATED', trigger: 'send_to_provider', to: 'PENDING' },
  // An unpaid order's payment link ran out (24 h): not an error (DELETED is), so it ends EXPIRED with paid: false.
  { from: 'CREATED', trigger: 'payment_link_expired', to: 'EXPIRED' },
  // The sandbox clock reached 3 days before the start date, or a modify moved the start date closer.
  { from: 'DEFERRED', trigger: 'send_to_provider', to: 'PENDING' },
  { from: 'DEFERRED', trigger: 'cancel_deferred', to: 'REFUNDED' },
  { from: 'PENDING', trigger: 'cancel_pending', to: 'REFUNDED' },
  // The provider registered the vehicle under heavy load; its unique id follows later.
  { from: 'PENDING', trigger: 'provider_registered_under_load', to: 'WILL BE ACTIVE' },
  // Registered for a start date still to come (1-3 days away): not valid yet, so not ACTIVE until that date.
  { from: 'PENDING', trigger: 'provider_registered_before_start', to: 'WILL BE ACTIVE' },
  { from: 'PENDING', trigger: 'provider_confirmed', to: 'ACTIVE' },
  { from: 'WILL BE ACTIVE', trigger: 'provider_confirmed', to: 'ACTIVE' },
  // The national provider answered with an error: spec 3's "unknown error, contact support".
  { from: 'PENDING', trigger: 'provider_failed', to: 'DELETED' },
  { from: 'WILL BE ACTIVE', trigger: 'provider_failed', to: 'DELETED' },
  { from: 'ACTIVE', trigger: 'validity_ended', to: 'EXPIRED' },
  // Spec 3's DELETED says "contact support": support confirms the failure and gives the money back, so the order
  // ends REFUNDED like a cancellation (the sandbox plays support; the real service does it by hand).
  { from: 'DELETED', trigger: 'support_refunded', to: 'REFUNDED' },
  // The payer disputed the payment with their bank: spec 3's "charged back", from any paid, live status.
  { from: 'DEFERRED', trigger: 'charged_back', to: 'REFUNDED' },
  { from: 'PENDING', trigger: 'charged_back', to: 'REFUNDED' },
  { from: 'WILL BE ACTIVE', trigger: 'charged_back', to: 'REFUNDED' },
  { from: 'ACTIVE', trigger: 'charged_back', to: 'REFUNDED' },
] as const satisfies ReadonlyArray<{ from: OrderStatus | null; trigger: string; to: OrderStatus }>;

export type OrderTrigger = (typeof TRANSITIONS)[number]['trigger'];

export class IllegalTransition extends Error {
  constructor(from: OrderStatus | null, trigger: OrderTrigger) {
    super(`An order in ${from ?? 'no status'} cannot take "${trigger}"`);
  }
}

/** The status `trigger` leads to from `from`, or undefined when the move is not allowed. */
export function statusAfter(from: OrderStatus | null, trigger: OrderTrigger): OrderStatus | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.trigger === trigger)?.to;
}

export function nextStatus(from: OrderStatus | null, trigger: OrderTrigger): OrderStatus {
  const to = statusAfter(from, trigger);
  if (to === undefined) throw new IllegalTransition(from, trigger);
  return to;
}
