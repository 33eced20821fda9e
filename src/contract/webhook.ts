import * as z from 'zod/mini';
import { DebtInvoice } from './account.ts';
import { ExternalOrder, ExternalOrderStatus } from './external-order.ts';
import { Order, OrderStatus } from './order.ts';
import { Money } from './primitives.ts';

/**
 * Body of a webhook delivery (Standard Webhooks headers carry id, attempt time
 * and signature). `timestamp` is the sandbox clock's time of the event.
 */
export const OrderStatusChanged = z.object({
  type: z.literal('ORDER_STATUS_CHANGED'),
  timestamp: z.string(),
  data: z.object({
    order_id: z.string(),
    status: OrderStatus,
    previous_status: z.nullable(OrderStatus),
    version: z.int(),
    order: Order,
  }),
});

export const OrderConfirmationReceived = z.object({
  type: z.literal('ORDER_CONFIRMATION_RECEIVED'),
  timestamp: z.string(),
  data: z.object({ order_id: z.string(), status: OrderStatus, version: z.int(), order: Order }),
});

export const ExternalOrderStatusChanged = z.object({
  type: z.literal('EXTERNAL_ORDER_STATUS_CHANGED'),
  timestamp: z.string(),
  data: z.object({
    external_order_id: z.string(),
    reference_id: z.string(),
    status: ExternalOrderStatus,
    external_order: ExternalOrder,
  }),
});

/** Debt control (spec section 1): the threshold is reached, or a fine is invoiced. */
const DEBT_NOTICE_REASONS = ['threshold_reached', 'fine_issued'] as const;

export const PartnerDebtNotice = z.object({
  type: z.literal('PARTNER_DEBT_NOTICE'),
  timestamp: z.string(),
  data: z.object({
    debt: Money,
    amount_due: Money,
    due_at: z.string(),
    reason: z.enum(DEBT_NOTICE_REASONS),
    /** The fine invoice, with `reason: fine_issued`. */
    invoice: z.nullable(DebtInvoice),
  }),
});
export type PartnerDebtNotice = z.infer<typeof PartnerDebtNotice>;

/** Receivers must accept event types they do not know yet. */
export const OtherEvent = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * Sent from the partner panel to check a receiver. Outside WebhookEvent on purpose: receivers treat it as any
 * event type they do not know (acknowledge, do nothing).
 */
export const WebhookTestEvent = z.object({
  type: z.literal('WEBHOOK_TEST'),
  timestamp: z.string(),
  data: z.object({ message: z.string() }),
});
export type WebhookTestEvent = z.infer<typeof WebhookTestEvent>;

export const WebhookEvent = z.union([
  OrderStatusChanged,
  OrderConfirmationReceived,
  ExternalOrderStatusChanged,
  PartnerDebtNotice,
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type WebhookEventType = WebhookEvent['type'];
