import type { CheckoutProgress } from '../../contract/widget-api.ts';
import type { OrderFollow } from './order-follow.ts';
import { isBasketId } from './saved-order.ts';
import type { Core } from './store-core.ts';

/**
 * After a reload or a closed tab: back to what this device placed, without placing another (checkout-flow.ts
 * resume). In the manage chunk, with the view shown meanwhile (ResumeView.tsx): a purchase with no reload needs
 * neither.
 */
export async function resumeSaved(
  core: Core, follow: OrderFollow, followCheckout: (progress: CheckoutProgress, token: string) => void,
): Promise<void> {
  const { deps, resuming } = core;
  const saved = deps.saved.load();
  if (!saved || isBasketId(saved)) return;
  resuming.value = 'loading';
  /** A saved order the BFF no longer knows is forgotten; one it could not read can be tried again. */
  const lost = (kind: 'gone' | 'failed') => {
    if (kind === 'gone') {
      deps.saved.clear();
      resuming.value = 'no';
      return;
    }
    resuming.value = 'failed';
    deps.emit('error', { code: 'order_unavailable' });
  };
  if ('checkoutId' in saved) {
    const found = await deps.api.getCheckout(saved.checkoutId, saved.token);
    if (core.isDisposed()) return;
    if (found.kind === 'found') return followCheckout(found.checkout, saved.token);
    return lost(found.kind);
  }
  const kind = await follow.reopen(saved.orderId, saved.token, true);
  if (kind !== 'found') lost(kind);
}
