import * as z from 'zod/mini';

/**
 * Where a partner's webhooks go (spec 6: "a webhook URL that the partner configures"). The secret is write-only:
 * it signs the deliveries (Standard Webhooks) and never comes back in an answer.
 */
export const WebhookEndpointInput = z.strictObject({
  /** null: send no webhooks. */
  url: z.nullable(z.url({ protocol: /^https?$/, error: 'Give an http or https URL' }).check(z.maxLength(2000))),
  /** Omitted: keep the current secret. */
  secret: z.optional(z.string().check(
    z.regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'Give "whsec_" followed by a base64 key of at least 12 bytes'),
  )),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInput>;

export const WebhookEndpoint = z.object({ url: z.nullable(z.string()), updated_at: z.nullable(z.string()) });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
