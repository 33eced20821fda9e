import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientOf } from './client-address.ts';

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

describe('clientOf', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientOf('2001:db8:7:1::1')).toBe('2001:db8:7:1::/64');
    expect(clientOf('2001:0DB8:0007:0001:ffff:ffff:ffff:fffe')).toBe('2001:db8:7:1::/64');
    expect(clientOf('[2001:db8:7:1::9]:443')).toBe('2001:db8:7:1::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientOf('2001:db8:7:2::1')).toBe('2001:db8:7:2::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, and drops a port a proxy appended', () => {
    expect(clientOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientOf('198.51.100.7:50312')).toBe('198.51.100.7');
    expect(clientOf('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts what is no address as it is', () => {
    expect(clientOf('unknown')).toBe('unknown');
    expect(clientOf('2001:db8::1:2:3:4:5:6:7')).toBe('2001:db8::1:2:3:4:5:6:7');
  });
});

describe('clientAddress with IPv6', () => {
  it('groups the socket peer and the trusted entry of X-Forwarded-For by /64', async () => {
    expect(await addressOf(0, {}, '2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(await addressOf(0, {}, '::ffff:10.0.0.9')).toBe('10.0.0.9');
    expect(await addressOf(1, { 'X-Forwarded-For': '6.6.6.6, 2001:db8:aa:bb::77' })).toBe('2001:db8:aa:bb::/64');
  });
});
