import type {
  CHECKOUT_SSE_EVENT as CheckoutEvent, CheckoutOrder, CheckoutProgress, ORDER_SSE_EVENT as OrderEvent,
} from '../../contract/widget-api.ts';
import { isCheckoutOrder, isCheckoutProgress } from '../lib/checks.ts';

/** The contract's event names, repeated to keep zod out of the browser; the types hold them equal. */
const ORDER_SSE_EVENT: typeof OrderEvent = 'order';
const CHECKOUT_SSE_EVENT: typeof CheckoutEvent = 'checkout';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'failed' | 'done';

export interface StreamHandlers {
  order?(order: CheckoutOrder): void;
  /** A queued order creation moved on (GET /api/checkouts/{id}/events). */
  checkout?(progress: CheckoutProgress): void;
  state(state: StreamState): void;
}
export type OpenStream = (url: string, on: StreamHandlers) => { close(): void };

/** EventSource reconnects by itself; a CLOSED source after an error has given up. */
export const openEventSource: OpenStream = (url, on) => {
  const source = new EventSource(url);
  const listen = <T>(name: string, is: (x: unknown) => x is T, to?: (value: T) => void) =>
    source.addEventListener(name, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (is(data)) to?.(data);
    });
  listen(ORDER_SSE_EVENT, isCheckoutOrder, on.order);
  listen(CHECKOUT_SSE_EVENT, isCheckoutProgress, on.checkout);
  source.onopen = () => on.state('live');
  source.onerror = () => on.state(source.readyState === EventSource.CLOSED ? 'failed' : 'reconnecting');
  return { close: () => source.close() };
};
