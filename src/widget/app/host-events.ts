import type { Step } from './steps.ts';

export const HOST_EVENT_PREFIX = 'road-checkout:';

/**
 * What each host-page event carries. Ids and codes only: the page around the
 * widget (and its analytics) must never see an email or a plate.
 */
export interface HostEventData {
  ready: Record<string, never>;
  /** A trip's stages are the checkout's steps they stand for, and `trip` for its plan, each with `trip: true`. */
  'step-change': { step: Step; trip?: never } | { step: Exclude<Step, 'product' | 'details'> | 'trip'; trip: true };
  /** A basket (the trip planner's one payment) is one purchase: its `eo_` id, and the products it holds. */
  'order-created': { orderId: string; products?: string[] };
  'payment-started': { orderId: string };
  /** Each product of a basket becomes active on its own order, which names its basket. */
  'order-active': { orderId: string; basketId?: string };
  /** `invalid_attribute` names the attribute and the value passed over: the partner's own text, not the shopper's. */
  error: { code: string; attribute?: string; value?: string };
}
export type HostEventName = keyof HostEventData;
export type Emit = <K extends HostEventName>(name: K, data: HostEventData[K]) => void;

export const HOST_EVENT_NAMES: readonly HostEventName[] = [
  'ready', 'step-change', 'order-created', 'payment-started', 'order-active', 'error',
];

export function hostEvent<K extends HostEventName>(
  name: K,
  data: HostEventData[K],
): CustomEvent<{ v: 1 } & HostEventData[K]> {
  return new CustomEvent(HOST_EVENT_PREFIX + name, { detail: { v: 1, ...data }, bubbles: true, composed: true });
}
