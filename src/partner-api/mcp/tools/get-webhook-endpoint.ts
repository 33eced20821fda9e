import * as z from 'zod/mini';
import { WebhookEndpoint } from '../../../contract/webhook-endpoint.ts';
import { webhookEndpointView } from '../../partners/webhook-endpoint-routes.ts';
import { webhookEndpointOf } from '../../partners/webhook-endpoint-store.ts';
import { defineTool } from '../partner-tool.ts';

/** GET /public/webhook-endpoint as a tool. */
export const getWebhookEndpointTool = defineTool({
  name: 'get_webhook_endpoint',
  title: 'Where webhooks go',
  description: 'The URL the partner\'s webhooks (order status changes, confirmations, external orders, debt notices) are sent to, null when none, and when it last changed. The signing secret is never shown.',
  operationId: 'getWebhookEndpoint',
  input: z.strictObject({}),
  output: WebhookEndpoint,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /webhook-endpoint' },
  run: ({ core, partner }) => webhookEndpointView(webhookEndpointOf(core.db, partner.id)),
});
