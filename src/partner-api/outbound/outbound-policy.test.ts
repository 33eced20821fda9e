import { describe, expect, it } from 'vitest';
import { createOutboundPolicy, type Resolver } from './outbound-policy.ts';

const resolving = (answers: Record<string, string[]>): Resolver => async (hostname) => {
  const addresses = answers[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const strict = createOutboundPolicy({
  allowLocal: false,
  resolve: resolving({
    'hooks.partner.example': ['93.184.215.14'],
    'v6.partner.example': ['2606:4700:4700::1111'],
    'mixed.example': ['93.184.215.14', '10.1.2.3'],
    'metadata.example': ['169.254.169.254'],
  }),
});

describe('the outbound policy', () => {
  it.each([
    ['http://127.0.0.1:4000/', 'address 127.0.0.1 is loopback'],
    ['http://2130706433/', 'address 127.0.0.1 is loopback'],
    ['http://0x7f.1/', 'address 127.0.0.1 is loopback'],
    ['http://017700000001/', 'address 127.0.0.1 is loopback'],
    ['http://127.1/', 'address 127.0.0.1 is loopback'],
    ['http://127.0.0.1./', 'address 127.0.0.1 is loopback'],
    ['http://[::1]/', 'address ::1 is loopback'],
    ['http://[::127.0.0.1]/', 'address ::7f00:1 is outside the global unicast space (2000::/3)'],
    ['http://[::ffff:127.0.0.1]/', 'address ::ffff:7f00:1 is IPv4-mapped, and 127.0.0.1 inside it is loopback'],
    ['http://[64:ff9b::7f00:1]/', 'address 64:ff9b::7f00:1 is NAT64, and 127.0.0.1 inside it is loopback'],
    ['http://[fec0::1]/', 'address fec0::1 is site-local (fec0::/10)'],
    ['http://100.64.0.1/', 'address 100.64.0.1 is carrier-grade NAT space (100.64.0.0/10)'],
    ['http://192.0.0.1/', 'address 192.0.0.1 is reserved (IETF, documentation, benchmarking or future use)'],
    ['http://LOCALHOST./', 'name localhost is loopback'],
    ['http://api.LocalHost/', 'name api.localhost is loopback'],
    ['https://metadata.example/latest', 'address 169.254.169.254 is link-local'],
    ['https://mixed.example/hooks', 'address 10.1.2.3 is private'],
    ['ftp://hooks.partner.example/', 'scheme ftp: is not http(s)'],
    ['not a url', 'not a URL'],
  ])('refuses %s: %s', async (url, reason) => {
    expect(await strict.target(url)).toEqual({ kind: 'refused', reason });
    expect(await strict.screen(url)).toEqual({ allowed: false, reason });
  });

  it('names the checked address to connect to', async () => {
    expect(await strict.target('https://hooks.partner.example/hooks')).toEqual({
      kind: 'ok', target: { url: new URL('https://hooks.partner.example/hooks'), address: '93.184.215.14', family: 4 },
    });
    expect(await strict.target('https://v6.partner.example/')).toMatchObject({ kind: 'ok', target: { address: '2606:4700:4700::1111', family: 6 } });
    expect(await strict.target('https://93.184.215.14:8443/')).toMatchObject({ kind: 'ok', target: { address: '93.184.215.14' } });
  });

  it('lets a name that does not resolve yet be saved, but not called', async () => {
    expect(await strict.screen('https://not-yet.example/hooks')).toEqual({ allowed: true });
    expect(await strict.target('https://not-yet.example/hooks')).toEqual({ kind: 'unresolved', reason: 'name not-yet.example did not resolve (ENOTFOUND)' });
  });

  it('allows local receivers when the sandbox does, still pinned to the resolved address', async () => {
    const sandbox = createOutboundPolicy({ allowLocal: true, resolve: resolving({ localhost: ['127.0.0.1'] }) });
    expect(await sandbox.target('http://localhost:4000/webhooks')).toMatchObject({ kind: 'ok', target: { address: '127.0.0.1' } });
    expect(await sandbox.screen('http://10.0.0.7/')).toEqual({ allowed: true });
    expect(await sandbox.screen('ftp://10.0.0.7/')).toEqual({ allowed: false, reason: 'scheme ftp: is not http(s)' });
  });
});
