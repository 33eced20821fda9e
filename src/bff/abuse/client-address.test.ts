import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

function addressOf(trustedProxies: number, headers: Record<string, string>, peer = '10.0.0.9') {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const env = { incoming: { socket: { remoteAddress: peer } } };
  return Promise.resolve(app.request('/', { headers }, env)).then((r) => r.text());
}

describe('clientAddress', () => {
  it('uses the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await addressOf(0, { 'X-Forwarded-For': '1.2.3.4' })).toBe('10.0.0.9');
  });

  it('takes the entry added by the outermost trusted proxy, never a client-written one further left', async () => {
    expect(await addressOf(1, { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await addressOf(2, { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('falls back to the peer when the chain is shorter than the trusted proxies', async () => {
    expect(await addressOf(2, { 'X-Forwarded-For': '203.0.113.7' })).toBe('10.0.0.9');
  });
});
