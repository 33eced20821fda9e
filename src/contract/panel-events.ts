/** The panel's delivery-log filter values as plain lists, apart from their zod schemas, so the panel carries no zod. */

export const PANEL_EVENT_TYPES = [
  'ORDER_STATUS_CHANGED', 'ORDER_CONFIRMATION_RECEIVED', 'EXTERNAL_ORDER_STATUS_CHANGED', 'PARTNER_DEBT_NOTICE',
  'WEBHOOK_TEST',
] as const;

/**
 * The delivery log's outcomes as a developer debugs them: `failing` is given up or still being retried after a
 * refused attempt, `waiting` is not tried yet.
 */
export const DELIVERY_OUTCOMES = ['delivered', 'failing', 'waiting'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];
