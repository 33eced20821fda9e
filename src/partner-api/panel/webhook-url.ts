import { isIP } from 'node:net';
import { ProblemError } from '../../server-kit/problem-error.ts';

/** Loopback, private, link-local and unspecified ranges: a webhook there would reach inside the service's network. */
const INTERNAL_V4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./];
const INTERNAL_V6 = [/^::1?$/, /^f[cd]/i, /^fe[89ab]/i, /^::ffff:/i];
const INTERNAL_NAMES = [/^localhost$/i, /\.localhost$/i, /\.local$/i, /\.internal$/i];

function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 4) return INTERNAL_V4.some((range) => range.test(host));
  if (isIP(host) === 6) return INTERNAL_V6.some((range) => range.test(host));
  return INTERNAL_NAMES.some((name) => name.test(host));
}

/**
 * The rule zod cannot see from the string alone: no internal address unless the sandbox allows local receivers.
 * Names are judged as written, not resolved: the sandbox has no DNS of its own to trust.
 */
export function assertWebhookUrlAllowed(url: string | null, allowLocal: boolean): void {
  if (url === null || allowLocal || !isInternalHost(new URL(url).hostname)) return;
  throw ProblemError.of(400, 'webhook_url_internal', 'Webhook URLs must be public', {
    detail: 'Loopback, private and link-local addresses are refused here.',
    errors: [{ path: 'url', message: 'Give a public http(s) URL' }],
  });
}
