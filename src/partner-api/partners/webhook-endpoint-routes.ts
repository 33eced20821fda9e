import { Hono } from 'hono';
import { WebhookEndpointInput, type WebhookEndpoint } from '../../contract/webhook-endpoint.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { jsonBody } from '../http/request-input.ts';
import { iso } from '../support/dates.ts';
import { screenWebhookUrl } from './screened-webhook-url.ts';
import { setWebhookEndpoint, webhookEndpointOf, type WebhookEndpointRecord } from './webhook-endpoint-store.ts';

/** The wire view: never the secret. */
export const webhookEndpointView = (endpoint: WebhookEndpointRecord | undefined): WebhookEndpoint =>
  ({ url: endpoint?.url ?? null, updated_at: endpoint?.updatedAt == null ? null : iso(endpoint.updatedAt) });

/**
 * Reads and changes a partner's webhook endpoint (its panel's setting, spec 6); `partnerIdOf` says whose. A URL
 * the outbound policy refuses is 422 `webhook_url_not_allowed`.
 */
export function webhookEndpointRoutes(
  core: PartnerApiCore, partnerIdOf: (c: Parameters<typeof jsonBody>[0]) => string,
): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(webhookEndpointView(webhookEndpointOf(core.db, partnerIdOf(c)))))
    .put('/', async (c) => {
      const partnerId = partnerIdOf(c);
      const { url, secret } = await jsonBody(c, WebhookEndpointInput, 'webhook endpoint');
      const change = { url: await screenWebhookUrl(core, url), secret };
      return c.json(webhookEndpointView(setWebhookEndpoint(core.db, partnerId, change, Date.now())));
    });
}
