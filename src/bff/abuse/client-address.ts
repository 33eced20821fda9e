import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** Where requests without a socket come from: `app.request()` in tests, or an adapter that gives none. */
const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a request came from, as the limits count it. Behind N trusted
 * proxies (the partner's load balancer, a CDN), the client is the Nth entry
 * from the right of X-Forwarded-For: entries further left are the client's
 * own words and could be anything, so they are never believed.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  const peer = env?.incoming?.socket.remoteAddress ?? UNKNOWN_CLIENT;
  if (trustedProxies === 0) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  // A proxy chain shorter than promised means a request that bypassed it: count the peer itself.
  return forwarded[forwarded.length - trustedProxies] ?? peer;
}
