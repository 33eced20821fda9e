import type { WebhookEvent, WebhookTestEvent } from '../../contract/webhook.ts';
import type { Db } from '../db/open-database.ts';
import { webhookEndpointOf } from '../partners/webhook-endpoint-store.ts';
import { newWebhookMessageId } from '../support/ids.ts';

/**
 * Queues an event for the partner's webhook URL. Call it inside the
 * transaction that makes the change, so an event exists if and only if the
 * change does. Partners without a URL get nothing queued. Due at once on
 * real time, which the sandbox clock (only ever moved on) never trails.
 */
export function enqueueWebhook(db: Db, partnerId: string, event: WebhookEvent | WebhookTestEvent): void {
  const realNow = Date.now();
  if (!webhookEndpointOf(db, partnerId)?.url) return;
  db.prepare(`INSERT INTO webhook_outbox (id, seq, partner_id, event_type, payload, created_at, next_attempt_at, state)
    VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM webhook_outbox), ?, ?, ?, ?, ?, 'pending')`)
    .run(newWebhookMessageId(), partnerId, event.type, JSON.stringify(event), realNow, realNow);
}
