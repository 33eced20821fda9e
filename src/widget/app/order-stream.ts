import { CheckoutOrder, ORDER_SSE_EVENT } from '../../contract/widget-api.ts';

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
    const parsed = CheckoutOrder.safeParse(data);
    if (parsed.success) on.order(parsed.data);
  });
  source.onopen = () => on.state('live');
  source.onerror = () => on.state(source.readyState === EventSource.CLOSED ? 'failed' : 'reconnecting');
  return { close: () => source.close() };
};
