import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  PanelDeliveryQuery, PanelRedeliverFailedInput, PanelWebhookUrlInput, type PanelWebhookSettings,
} from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { jsonBody, pathInput, queryInput } from '../http/request-input.ts';
import { screenWebhookUrl } from '../partners/screened-webhook-url.ts';
import {
  rotateWebhookSecret, SECRET_OVERLAP_MS, setWebhookEndpoint, webhookEndpointOf, type WebhookEndpointRecord,
} from '../partners/webhook-endpoint-store.ts';
import { iso } from '../support/dates.ts';
import { enqueueWebhook } from '../webhooks/outbox.ts';
import { deliveryLog, redeliver, redeliverFailed } from './delivery-log.ts';

const MessagePath = z.object({ id: z.string().check(z.regex(/^msg_[a-z2-7]{1,40}$/, 'Not a delivery id')) });

const settingsView = (endpoint: WebhookEndpointRecord | undefined, now: number): PanelWebhookSettings => ({
  url: endpoint?.url ?? null,
  updated_at: endpoint?.updatedAt == null ? null : iso(endpoint.updatedAt),
  previous_secret_until: endpoint?.previousSecret && (endpoint.previousSecretUntil ?? 0) > now
    ? iso(endpoint.previousSecretUntil as number) : null,
  secret_overlap_hours: SECRET_OVERLAP_MS / 3_600_000,
});

/** The panel's webhooks screen: the URL, the secret's rotation, a test event, the delivery log and redelivery. */
export function panelWebhookRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(settingsView(webhookEndpointOf(db, c.get('partner').id), Date.now())))
    .put('/', async (c) => {
      const { url } = await jsonBody(c, PanelWebhookUrlInput, 'webhook URL');
      const screened = await screenWebhookUrl(core, url);
      return c.json(settingsView(setWebhookEndpoint(db, c.get('partner').id, { url: screened }, Date.now()), Date.now()));
    })
    .post('/secret/rotate', (c) => {
      const rotated = rotateWebhookSecret(db, c.get('partner').id, Date.now());
      // The only answer that carries a secret (never stored by caches: see panelRoutes); the panel shows it once.
      return c.json({ secret: rotated.secret, previous_secret_until: iso(rotated.previousSecretUntil as number) }, 201);
    })
    .post('/test', (c) => {
      const partnerId = c.get('partner').id;
      if (!webhookEndpointOf(db, partnerId)?.url) {
        throw ProblemError.of(409, 'no_webhook_url', 'Set a webhook URL first', { detail: 'There is nowhere to send a test event.' });
      }
      enqueueWebhook(db, partnerId, {
        type: 'WEBHOOK_TEST', timestamp: iso(core.clock.now()), data: { message: 'A test event from the partner panel.' },
      });
      return c.json({ queued: true }, 202);
    })
    .get('/deliveries', (c) => c.json(deliveryLog(db, c.get('partner').id, queryInput(c, PanelDeliveryQuery))))
    .post('/deliveries/redeliver-failed', async (c) => {
      const { since } = await jsonBody(c, PanelRedeliverFailedInput, 'redelivery');
      // created_at in the outbox is real time (not the sandbox clock), as the partner's `since` is.
      return c.json({ queued: redeliverFailed(db, c.get('partner').id, Date.parse(since), Date.now()) }, 202);
    })
    .post('/deliveries/:id/redeliver', (c) => {
      const { id } = pathInput(c, MessagePath);
      if (!redeliver(db, c.get('partner').id, id, Date.now())) {
        throw ProblemError.of(404, 'delivery_not_found', 'No such delivery', { detail: `There is no delivery ${id} for you.` });
      }
      return c.json({ queued: true }, 202);
    });
}
