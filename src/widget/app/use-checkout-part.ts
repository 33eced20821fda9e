import type { CheckoutPart } from './checkout-part.ts';
import { useStore } from './context.ts';

/**
 * The store's checkout part, in a view of the checkout steps' chunk: the store makes it when that chunk
 * arrives, before any of its steps shows (Later.tsx waits for it), so there it is always here.
 */
export const useCheckoutPart = (): CheckoutPart => useStore().part.value!;
