import * as z from 'zod/mini';

/** The external order statuses (DESIGN.md), on their own so browser code can list them without the order schemas. */
export const EXTERNAL_ORDER_STATUSES = ['OPEN', 'PAID', 'CANCELED', 'EXPIRED'] as const;
export const ExternalOrderStatus = z.enum(EXTERNAL_ORDER_STATUSES);
