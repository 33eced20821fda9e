import type { Order } from '../../contract/order.ts';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import type { OrderView } from '../checkout-order.ts';
import type { OrderEvents } from '../order-events.ts';
import type { OrderStore } from '../order-store.ts';
import type { UpstreamClient } from '../upstream-client.ts';

/** What the cancel and modify routes share: the token check's store, the upstream, and the live streams. */
export interface OrderActionDeps {
  store: OrderStore;
  upstream: UpstreamClient;
  events: OrderEvents;
  view: OrderView;
}

/**
 * Keeps what the upstream answered and tells the open status streams, since
 * not every change comes back as a webhook (a modification of a DEFERRED order
 * sends none).
 */
export async function recordChange({ store, events, view }: OrderActionDeps, changed: Order): Promise<CheckoutOrder> {
  if (await store.saveIfNewer(changed)) await events.publish(changed.id);
  const stored = await store.getOrder(changed.id);
  return view(stored?.order ?? changed, stored?.endedBy);
}
