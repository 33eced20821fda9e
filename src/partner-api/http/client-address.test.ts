import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

/** What the app sees of a request from `peer`, behind `proxies` trusted proxies. */
async function seen(peer: string | undefined, proxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, proxies)));
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  const res = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor } }, env);
  return res.text();
}

describe('clientAddress', () => {
  it.each([
    ['the socket peer', '198.51.100.7', 0, undefined, '198.51.100.7'],
    ['the peer, whatever X-Forwarded-For claims, with no trusted proxy', '198.51.100.7', 0, '203.0.113.1', '198.51.100.7'],
    ['an IPv4-mapped peer as IPv4', '::ffff:198.51.100.7', 0, undefined, '198.51.100.7'],
    ['an IPv6 peer by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', 0, undefined, '2001:db8:1:2::/64'],
    ['the entry one from the right behind one proxy', '10.0.0.2', 1, '203.0.113.1, 198.51.100.66', '198.51.100.66'],
    ['the entry two from the right behind two proxies', '10.0.0.2', 2, '203.0.113.1, 198.51.100.66, 10.0.0.9', '198.51.100.66'],
    // Sent straight to the service, past its proxies: a made-up entry must not make a new client of each request.
    ['the peer when there are fewer entries than the proxies', '198.51.100.7', 3, '203.0.113.1', '198.51.100.7'],
    ['the peer behind a proxy that sent no X-Forwarded-For', '10.0.0.2', 1, undefined, '10.0.0.2'],
    ['unknown without a socket', undefined, 0, undefined, 'unknown'],
  ])('is %s', async (_what, peer, proxies, forwardedFor, expected) => {
    expect(await seen(peer, proxies, forwardedFor)).toBe(expected);
  });
});
