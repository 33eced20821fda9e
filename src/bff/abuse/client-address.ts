import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

/** Where requests without a socket come from: `app.request()` in tests, or an adapter that gives none. */
const UNKNOWN_CLIENT = 'unknown';

/** IPv6 groups (16 bits each) of the /64 one subscriber line is given. */
const IPV6_NETWORK_GROUPS = 4;

/**
 * The client a request came from, as the limits count it. Behind N trusted
 * proxies (the partner's load balancer, a CDN), its address is the Nth entry
 * from the right of X-Forwarded-For: entries further left are the client's
 * own words and could be anything, so they are never believed.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  const peer = env?.incoming?.socket.remoteAddress ?? UNKNOWN_CLIENT;
  if (trustedProxies === 0) return clientOf(peer);
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  // A proxy chain shorter than promised means a request that bypassed it: count the peer itself.
  return clientOf(forwarded[forwarded.length - trustedProxies] ?? peer);
}

/**
 * One client per IPv4 address and per IPv6 /64: a home or mobile line gets a
 * whole /64, so counting its addresses one by one would give one attacker
 * 2^64 fresh identities. An IPv4 address seen as IPv6 (`::ffff:198.51.100.7`,
 * as a dual-stack socket reports it) is that IPv4 address. A port some
 * proxies append (`198.51.100.7:50312`, `[2001:db8::1]:443`) is dropped, or
 * every connection would be a new client. Anything else is counted as given.
 */
export function clientOf(address: string): string {
  const host = /^\[([^\]]+)\](?::\d+)?$/.exec(address)?.[1] ?? /^([\d.]+):\d+$/.exec(address)?.[1] ?? address;
  if (!ipaddr.isValid(host)) return address;
  const ip = ipaddr.process(host);
  if (ip.kind() === 'ipv4') return ip.toString();
  const network = (ip as ipaddr.IPv6).parts.slice(0, IPV6_NETWORK_GROUPS).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
