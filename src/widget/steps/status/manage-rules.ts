import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import { FINAL_STATUSES } from './status-text.ts';

// Which buttons "Manage your order" shows: here, so the status screen shows them without the manage chunk.

type Managed = Pick<CheckoutOrder, 'status' | 'paid' | 'can_modify'> | null;

/** The spec cancels DEFERRED and PENDING orders only. */
export const canCancel = (order: Managed): boolean => order?.status === 'DEFERRED' || order?.status === 'PENDING';

/** The spec's one modification (`can_modify` says whether it is still open), of a paid order that has not ended. */
export const canModify = (order: Managed): boolean =>
  !!order && order.can_modify && order.paid && !FINAL_STATUSES.includes(order.status);

/** The Partner API moves the start date only before the order is with the national provider. */
export const canChangeStart = (order: Managed): boolean => order?.status === 'CREATED' || order?.status === 'DEFERRED';
