import * as z from 'zod/mini';

/**
 * The order statuses of spec section 3, on their own so the widget can load
 * them without the server-side order schemas.
 */
export const ORDER_STATUSES = [
  'CREATED', 'DEFERRED', 'PENDING', 'WILL BE ACTIVE', 'ACTIVE', 'EXPIRED', 'REFUNDED', 'DELETED',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Statuses after which nothing more happens to an order. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['EXPIRED', 'REFUNDED', 'DELETED'];
