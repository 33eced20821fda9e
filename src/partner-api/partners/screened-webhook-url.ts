import { ProblemError } from '../../server-kit/problem-error.ts';
import type { PartnerApiCore } from '../core.ts';

declare const screened: unique symbol;

/**
 * A webhook URL the outbound policy let through as it was saved. Only `screenWebhookUrl` makes one, and the
 * store takes nothing else, so no route (public API, panel, sandbox) saves a URL unchecked. It is judged again
 * at every delivery, on the addresses its name has then.
 */
export type ScreenedWebhookUrl = string & { readonly [screened]: true };

/** The URL as a ScreenedWebhookUrl, or a 422 `webhook_url_not_allowed` saying why; null (no webhooks) passes. */
export async function screenWebhookUrl(core: PartnerApiCore, url: string | null): Promise<ScreenedWebhookUrl | null> {
  if (url === null) return null;
  const verdict = await core.outbound.screen(url);
  if (!verdict.allowed) {
    throw ProblemError.of(422, 'webhook_url_not_allowed', 'This webhook URL is not allowed', {
      detail: `Webhooks cannot go to ${url}: ${verdict.reason}. Give a public http(s) URL.`,
      errors: [{ path: 'url', message: `Not allowed: ${verdict.reason}` }],
    });
  }
  return url as ScreenedWebhookUrl;
}
