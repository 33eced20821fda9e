import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import type { Order } from '../../contract/order.ts';
import { problem } from '../../contract/problem.ts';
import { OtherEvent, WebhookEvent } from '../../contract/webhook.ts';
import type { WebhookEventType } from '../../contract/webhook.ts';
import { hasVehicle } from '../checkout-order.ts';
import type { OrderEvents } from '../order-events.ts';
import type { OrderStore } from '../order-store.ts';
import { ProblemError, parseInput } from '../problem-response.ts';

const KNOWN_TYPES: ReadonlySet<string> = new Set<WebhookEventType>([
  'ORDER_STATUS_CHANGED', 'ORDER_CONFIRMATION_RECEIVED', 'EXTERNAL_ORDER_STATUS_CHANGED',
]);

export interface WebhooksRouteDeps {
  secret: string;
  store: OrderStore;
  events: OrderEvents;
}

/**
 * POST /webhooks/partner-api: signed order events from the Partner API.
 * Deliveries are at-least-once and unordered, so each `webhook-id` counts
 * once and an order is only replaced by a higher version.
 */
export function webhooksRoute({ secret, store, events }: WebhooksRouteDeps): Hono {
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
    // Orders this BFF did not create are not ours to track; their ids are still recorded so redeliveries stay cheap.
    const { updated } = store.applyWebhook(headers['webhook-id'], order && store.getOrder(order.id) ? order : null);
    if (updated) events.publish(updated);
    return c.body(null, 204);
  });
}
