import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

/** An IPv6 client holds a whole /64 as a rule: counting its addresses one by one would count nothing. */
const V6_PREFIX = 64;

/**
 * Who sent the request, as a key for counting: the socket's peer, or behind `trustedProxies` proxies that
 * append to X-Forwarded-For, the entry that many from the right (what a client writes further left is its own
 * claim). With fewer entries than proxies the request did not come through them, so every entry is the
 * sender's own claim: the peer, as the BFF counts it. IPv6 clients are counted by their /64, IPv4-mapped ones
 * as IPv4. `unknown` without a socket (requests a test hands to the app directly).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
  const forwarded = trustedProxies === 0 ? [] : (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const address = forwarded[forwarded.length - trustedProxies] ?? peer;
  if (address === undefined) return 'unknown';
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${V6_PREFIX}`).toString()}/${V6_PREFIX}`;
}
