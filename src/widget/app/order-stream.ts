import { CHECKOUT_SSE_EVENT, CheckoutOrder, CheckoutProgress, ORDER_SSE_EVENT } from '../../contract/widget-api.ts';

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
  const listen = <T>(name: string, schema: { safeParse(data: unknown): { success: boolean; data?: T } }, to?: (value: T) => void) =>
    source.addEventListener(name, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      const parsed = schema.safeParse(data);
      if (parsed.success) to?.(parsed.data as T);
    });
  listen(ORDER_SSE_EVENT, CheckoutOrder, on.order);
  listen(CHECKOUT_SSE_EVENT, CheckoutProgress, on.checkout);
  source.onopen = () => on.state('live');
  source.onerror = () => on.state(source.readyState === EventSource.CLOSED ? 'failed' : 'reconnecting');
  return { close: () => source.close() };
};
