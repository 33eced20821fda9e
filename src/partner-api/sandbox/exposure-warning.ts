import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The warning to print when the sandbox's keyless controls listen beyond this machine (anyone who reaches the
 * port can move the clock, take providers down or point a partner's webhooks elsewhere); undefined on loopback.
 */
export function sandboxExposureWarning(host: string): string | undefined {
  const bare = host.replace(/^\[|\]$/g, '');
  const loopback = bare === 'localhost' || (isIP(bare) !== 0 && ipaddr.process(bare).range() === 'loopback');
  if (loopback) return undefined;
  return [
    `WARNING: the Partner API runs as the SANDBOX and listens on ${host}, not only on loopback.`,
    'Its sandbox controls under /sandbox need no key: anyone who reaches this port can move the clock, take',
    'national providers down, inject faults and change any partner\'s webhook URL and secret.',
    'Listen on 127.0.0.1 (PARTNER_API_HOST), or turn the sandbox off (PARTNER_API_SANDBOX=false).',
  ].join('\n');
}
