import type { Step } from './steps.ts';

export const HOST_EVENT_PREFIX = 'road-checkout:';

/**
 * What each host-page event carries. Ids and codes only: the page around the
 * widget (and its analytics) must never see an email or a plate.
 */
export interface HostEventData {
  ready: Record<string, never>;
  'step-change': { step: Step };
  'order-created': { orderId: string };
  'payment-started': { orderId: string };
  'order-active': { orderId: string };
  error: { code: string };
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
