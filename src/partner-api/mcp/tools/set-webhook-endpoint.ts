import { WebhookEndpoint, WebhookEndpointInput } from '../../../contract/webhook-endpoint.ts';
import { webhookEndpointView } from '../../partners/webhook-endpoint-routes.ts';
import { screenWebhookUrl } from '../../partners/screened-webhook-url.ts';
import { setWebhookEndpoint } from '../../partners/webhook-endpoint-store.ts';
import { defineTool } from '../partner-tool.ts';

/** PUT /public/webhook-endpoint as a tool: the same store and rules as the route. */
export const setWebhookEndpointTool = defineTool({
  name: 'set_webhook_endpoint',
  title: 'Change where webhooks go',
  description: 'Set the URL (http or https) the partner\'s webhooks are sent to, or null to send none; optionally a new signing secret ("whsec_" and a base64 key of at least 12 bytes), else the current one stays. It holds from the next delivery, queued ones included. Deliveries are signed per Standard Webhooks. A URL that reaches inside (loopback, private, link-local and such addresses, by name or once resolved) is refused with webhook_url_not_allowed.',
  operationId: 'updateWebhookEndpoint',
  input: WebhookEndpointInput,
  output: WebhookEndpoint,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  limit: { route: 'PUT /webhook-endpoint' },
  run: async ({ core, partner }, { url, secret }) => {
    const change = { url: await screenWebhookUrl(core, url), secret };
    return webhookEndpointView(setWebhookEndpoint(core.db, partner.id, change, Date.now()));
  },
});
