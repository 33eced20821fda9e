import type { Json } from './json-schema.ts';
import { WEBHOOK_EVENTS } from './component-schemas.ts';

const header = (name: string, description: string, schema: Json, example: string): Json =>
  ({ name, in: 'header', required: true, description, schema, example });

/**
 * What the partner's webhook URL receives (Standard Webhooks): the body, its signature headers and what an answer
 * means. Verify with the `standardwebhooks` package and the endpoint's `whsec_` secret.
 */
export const WEBHOOK_OPERATION: Json = {
  operationId: 'receivePartnerEvent',
  tags: ['Webhooks'],
  summary: 'An order, external-order or debt event, signed per Standard Webhooks',
  description: [
    'Sent to the URL of `PUT /public/webhook-endpoint` (or the partner panel), at least once: retried after 1 s, 2 s, 4 s... (at most 1 hour apart), 15 attempts in all, until an answer is 2xx.',
    'Dedupe by `webhook-id` (a retry keeps it). Order events carry the whole order and its `version`, which grows by one on each change: never let an older version overwrite a newer one. Acknowledge event types you do not know and ignore them.',
    'The `webhook-timestamp` is the time of the attempt (allow 5 minutes of skew); the body\'s `timestamp` is the sandbox clock\'s time of the event.',
  ].join('\n\n'),
  security: [],
  parameters: [
    header('webhook-id', 'The message id: the same on every attempt of one event.', { type: 'string', pattern: '^msg_[a-z2-7]+$' }, 'msg_abcdefghijklmnopqrstuvwx'),
    header('webhook-timestamp', 'Unix seconds of this attempt.', { type: 'string', pattern: '^[0-9]+$' }, '1767225600'),
    header('webhook-signature', 'Space-separated `v1,<base64 HMAC-SHA256>` signatures of `{webhook-id}.{webhook-timestamp}.{body}`; two while a rotated secret still signs.',
      { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$' }, 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='),
  ],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          oneOf: Object.values(WEBHOOK_EVENTS).map((name) => ({ $ref: `#/components/schemas/${name}` })),
          discriminator: {
            propertyName: 'type',
            mapping: Object.fromEntries(Object.entries(WEBHOOK_EVENTS).map(([type, name]) => [type, `#/components/schemas/${name}`])),
          },
        },
      },
    },
  },
  responses: {
    '2XX': { description: 'Acknowledged: the event is not sent again.' },
    '4XX': { description: 'Not acknowledged: sent again later, with the same `webhook-id`.' },
    '5XX': { description: 'Not acknowledged: sent again later, with the same `webhook-id`.' },
  },
};
