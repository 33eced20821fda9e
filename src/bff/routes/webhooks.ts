import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import type { Order } from '../../contract/order.ts';
import { problem } from '../../contract/problem.ts';
import { OtherEvent, WebhookEvent } from '../../contract/webhook.ts';
import type { PartnerDebtNotice, WebhookEventType } from '../../contract/webhook.ts';
import type { BasketService } from '../basket-service.ts';
import { hasVehicle } from '../checkout-order.ts';
import type { OrderEvents } from '../order-events.ts';
import type { OrderStore } from '../order-store.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';

const KNOWN_TYPES: ReadonlySet<string> = new Set<WebhookEventType>([
  'ORDER_STATUS_CHANGED', 'ORDER_CONFIRMATION_RECEIVED', 'EXTERNAL_ORDER_STATUS_CHANGED', 'PARTNER_DEBT_NOTICE',
]);

export interface WebhooksRouteDeps {
  secret: string;
  store: OrderStore;
  events: OrderEvents;
  /** Keeps news of our baskets, and a paid basket's orders. */
  baskets: BasketService;
  /** Where the partner's operator reads what needs a person: a debt notice cuts API access if unpaid. */
  warn: (message: string) => void;
}

/** The operator's line for a debt notice; shoppers never see it. */
export function debtNoticeMessage({ data }: PartnerDebtNotice): string {
  const due = `${(data.amount_due.amount / 100).toFixed(2)} ${data.amount_due.currency}`;
  const why = data.reason === 'fine_issued' ? 'a late-payment fine was invoiced' : 'the debt reached the threshold';
  return `Partner API debt notice: ${why}; pay ${due} by ${data.due_at} or API access (and this checkout) stops.`;
}

/**
 * POST /webhooks/partner-api: signed order events from the Partner API.
 * Deliveries are at-least-once and unordered, so each `webhook-id` counts
 * once and an order is only replaced by a higher version.
 */
export function webhooksRoute({ secret, store, events, baskets, warn }: WebhooksRouteDeps): Hono {
  const webhook = new Webhook(secret);
  return new Hono().post('/webhooks/partner-api', async (c) => {
    const body = await c.req.text();
    const headers = {
      'webhook-id': c.req.header('webhook-id') ?? '',
      'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
      'webhook-signature': c.req.header('webhook-signature') ?? '',
    };
    let payload: unknown;
    try {
      // Also refuses timestamps more than 5 minutes away, so a captured delivery cannot be replayed later.
      payload = webhook.verify(body, headers);
    } catch {
      throw new ProblemError(problem(401, 'invalid_signature', 'The webhook signature is missing, wrong or too old'));
    }
    const envelope = OtherEvent.safeParse(payload);
    // A type we do not know yet is not an error: newer senders may add events.
    if (envelope.success && !KNOWN_TYPES.has(envelope.data.type)) return c.body(null, 204);
    const event = parseInput(WebhookEvent, payload, 'webhook event');
    const order: Order | null = event.type === 'ORDER_STATUS_CHANGED' || event.type === 'ORDER_CONFIRMATION_RECEIVED' ? event.data.order : null;
    if (order && !hasVehicle(order)) {
      throw new ProblemError(problem(400, 'invalid_request', 'The webhook event is not valid', {
        errors: [{ path: 'data.order.cars', message: 'An order has at least one vehicle' }],
      }));
    }
    // Orders this BFF did not create have no row, so the store leaves them out; their ids are still recorded so
    // redeliveries stay cheap.
    const { duplicate, updated, ended } = await store.applyWebhook(headers['webhook-id'], order);
    if (order && (updated || ended)) await events.publish(order.id);
    // External orders this BFF did not create (another system of the partner's) are left out by the store.
    if (!duplicate && event.type === 'EXTERNAL_ORDER_STATUS_CHANGED') await baskets.record(event.data.external_order);
    if (!duplicate && event.type === 'PARTNER_DEBT_NOTICE') warn(debtNoticeMessage(event));
    return c.body(null, 204);
  });
}
