import type { CheckoutPart } from './checkout-part.ts';
import { useStore } from './context.ts';

/**
 * The store's checkout part, in a view of the checkout steps' chunk: the store makes it when that chunk
 * and its words arrive, and Later.tsx shows none of the chunk's views before, so they always find it.
 */
export const useCheckoutPart = (): CheckoutPart => useStore().part.value!;
