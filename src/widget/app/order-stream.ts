import type { CheckoutOrder, ORDER_SSE_EVENT as SseEvent } from '../../contract/widget-api.ts';
import { isCheckoutOrder } from '../lib/checks.ts';

/** The contract's event name, repeated to keep zod out of the browser; the type holds them equal. */
const ORDER_SSE_EVENT: typeof SseEvent = 'order';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'failed' | 'done';

export interface StreamHandlers {
  order(order: CheckoutOrder): void;
  state(state: StreamState): void;
}
export type OpenStream = (url: string, on: StreamHandlers) => { close(): void };

/** EventSource reconnects by itself; a CLOSED source after an error has given up. */
export const openEventSource: OpenStream = (url, on) => {
  const source = new EventSource(url);
  source.addEventListener(ORDER_SSE_EVENT, (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    if (isCheckoutOrder(data)) on.order(data);
  });
  source.onopen = () => on.state('live');
  source.onerror = () => on.state(source.readyState === EventSource.CLOSED ? 'failed' : 'reconnecting');
  return { close: () => source.close() };
};
