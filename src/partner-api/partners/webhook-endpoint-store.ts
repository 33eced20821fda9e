import type { WebhookEndpointInput } from '../../contract/webhook-endpoint.ts';
import type { Db } from '../db/open-database.ts';

/**
 * A partner's webhook endpoint: where deliveries go and the secret that signs
 * them. The one reader and writer of those columns, so the partner panel and
 * a later secret rotation (an old secret kept valid for a while beside the new
 * one) change this module only. The worker reads it on every attempt, so a
 * change holds from the next delivery, with no restart. The settings seed it
 * at start (see `seedDemoPartners`).
 */
export interface WebhookEndpointRecord {
  url: string | null;
  secret: string;
  updatedAt: number | null;
}

interface EndpointRow { webhook_url: string | null; webhook_secret: string; webhook_updated_at: number | null }

export function webhookEndpointOf(db: Db, partnerId: string): WebhookEndpointRecord | undefined {
  const row = db.prepare('SELECT webhook_url, webhook_secret, webhook_updated_at FROM partners WHERE id = ?')
    .get(partnerId) as EndpointRow | undefined;
  return row && { url: row.webhook_url, secret: row.webhook_secret, updatedAt: row.webhook_updated_at };
}

export function setWebhookEndpoint(
  db: Db, partnerId: string, change: WebhookEndpointInput, now: number,
): WebhookEndpointRecord {
  db.prepare('UPDATE partners SET webhook_url = ?, webhook_secret = COALESCE(?, webhook_secret), webhook_updated_at = ? WHERE id = ?')
    .run(change.url, change.secret ?? null, now, partnerId);
  const updated = webhookEndpointOf(db, partnerId);
  if (!updated) throw new Error(`Partner ${partnerId} does not exist`);
  return updated;
}
