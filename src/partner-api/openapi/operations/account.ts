import type { Operation } from '../operation.ts';

export const ACCOUNT_OPERATIONS: Operation[] = [
  {
    operationId: 'getAccount', method: 'get', path: '/public/account', tag: 'Account', limit: 'GET /account', openWhileDisabled: true,
    summary: 'The partner\'s tier, debt, amount due and fine invoices',
    description: 'An addition to the spec for its debt control: still answered while access is disabled, so a partner can see what to pay.',
    success: [{ status: 200, description: 'The account', schema: 'PartnerAccount' }],
  },
  {
    operationId: 'getWebhookEndpoint', method: 'get', path: '/public/webhook-endpoint', tag: 'Account', limit: 'GET /webhook-endpoint',
    summary: 'Where the partner\'s webhooks go',
    success: [{ status: 200, description: 'The URL (null: none) and when it last changed; never the secret', schema: 'WebhookEndpoint' }],
  },
  {
    operationId: 'updateWebhookEndpoint', method: 'put', path: '/public/webhook-endpoint', tag: 'Account', limit: 'PUT /webhook-endpoint',
    summary: 'Change the webhook URL and signing secret, from the next delivery on',
    description: 'Spec 6 configures the webhook URL in the partner panel; this is that setting. `url`: http(s), or null for no webhooks; `secret`: `whsec_...`, omitted keeps the current one, never answered back.',
    body: 'WebhookEndpointInput',
    success: [{ status: 200, description: 'The endpoint as it is now', schema: 'WebhookEndpoint' }],
    problems: { 422: ['webhook_url_not_allowed'] },
  },
];
