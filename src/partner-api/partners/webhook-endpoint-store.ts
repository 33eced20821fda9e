import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database.ts';
import type { ScreenedWebhookUrl } from './screened-webhook-url.ts';

/**
 * A partner's webhook endpoint: where deliveries go and the secrets that sign
 * them. The one reader and writer of those columns. The worker reads it on
 * every attempt, so a change holds from the next delivery, with no restart.
 * The settings seed it at start (see `seedDemoPartners`).
 */
export interface WebhookEndpointRecord {
  url: string | null;
  secret: string;
  updatedAt: number | null;
  /** The secret a rotation replaced, still signing until `previousSecretUntil` (real time). */
  previousSecret: string | null;
  previousSecretUntil: number | null;
}

interface EndpointRow {
  webhook_url: string | null;
  webhook_secret: string;
  webhook_updated_at: number | null;
  webhook_previous_secret: string | null;
  webhook_previous_secret_until: number | null;
}

/** How long a rotated-out secret keeps signing: a partner's deploy of the new one rarely takes longer. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

export function webhookEndpointOf(db: Db, partnerId: string): WebhookEndpointRecord | undefined {
  const row = db.prepare(`SELECT webhook_url, webhook_secret, webhook_updated_at, webhook_previous_secret,
      webhook_previous_secret_until FROM partners WHERE id = ?`).get(partnerId) as EndpointRow | undefined;
  return row && {
    url: row.webhook_url,
    secret: row.webhook_secret,
    updatedAt: row.webhook_updated_at,
    previousSecret: row.webhook_previous_secret,
    previousSecretUntil: row.webhook_previous_secret_until,
  };
}

/** The secrets that sign a delivery at `now`: the current one, and the previous one during its overlap. */
export function signingSecrets(endpoint: WebhookEndpointRecord, now: number): string[] {
  const overlapping = endpoint.previousSecret !== null && (endpoint.previousSecretUntil ?? 0) > now;
  return overlapping ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret];
}

/** A change of where webhooks go (null: nowhere) and, when given, of the secret that signs them. */
export interface WebhookEndpointChange { url: ScreenedWebhookUrl | null; secret?: string | undefined }

export function setWebhookEndpoint(
  db: Db, partnerId: string, change: WebhookEndpointChange, now: number,
): WebhookEndpointRecord {
  db.prepare('UPDATE partners SET webhook_url = ?, webhook_secret = COALESCE(?, webhook_secret), webhook_updated_at = ? WHERE id = ?')
    .run(change.url, change.secret ?? null, now, partnerId);
  return endpointAfterChange(db, partnerId);
}

/** A new random secret; the current one keeps signing beside it for SECRET_OVERLAP_MS. */
export function rotateWebhookSecret(db: Db, partnerId: string, now: number): WebhookEndpointRecord {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  db.prepare(`UPDATE partners SET webhook_previous_secret = webhook_secret, webhook_previous_secret_until = ?,
      webhook_secret = ?, webhook_updated_at = ? WHERE id = ?`).run(now + SECRET_OVERLAP_MS, secret, now, partnerId);
  return endpointAfterChange(db, partnerId);
}

function endpointAfterChange(db: Db, partnerId: string): WebhookEndpointRecord {
  const updated = webhookEndpointOf(db, partnerId);
  if (!updated) throw new Error(`Partner ${partnerId} does not exist`);
  return updated;
}
