import { afterEach, describe, expect, it } from 'vitest';
import type { RunningPartnerApi } from '../../src/partner-api/server.ts';
import {
  panelCall, panelCookie, send, startApi, startInternalService, STANDARD_KEY, type InternalService,
} from './support/attacker.ts';

/**
 * Issue 16, finding 1: a partner (or anyone who can reach a route that sets a webhook URL) must not make the
 * service call inside its own network and read the answer back in the delivery log.
 */
let api: RunningPartnerApi | undefined;
let internal: InternalService | undefined;
let other: InternalService | undefined;
afterEach(async () => {
  await api?.close();
  await internal?.close();
  await other?.close();
  api = internal = other = undefined;
});

const SECRET = 'TOP-SECRET';
const LOCAL_OFF = { PARTNER_API_SANDBOX: 'true', PARTNER_API_ALLOW_LOCAL_WEBHOOKS: 'false' };

/** Every way of writing an address inside the service's network that the old check let through somewhere. */
const internalUrls = (port: number) => [
  `http://127.0.0.1:${port}/`,
  `http://2130706433:${port}/`,
  `http://0x7f.1:${port}/`,
  `http://017700000001:${port}/`,
  `http://127.1:${port}/`,
  `http://0.0.0.0:${port}/`,
  `http://[::1]:${port}/`,
  `http://LOCALHOST.:${port}/`,
  `http://app.localhost:${port}/`,
  `http://[::127.0.0.1]:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://[64:ff9b::7f00:1]:${port}/`,
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/',
  'http://192.0.0.1/',
  'http://10.0.0.7/',
  'http://[fec0::1]/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
];

const deliveries = async (apiUrl: string, cookie: string) =>
  (JSON.parse((await panelCall(apiUrl, cookie, '/webhooks/deliveries')).text) as {
    data: Array<{ attempts: Array<{ status: number | null; excerpt: string | null; error: string | null }> }>;
  }).data;

describe('webhook URLs cannot aim the service inside (issue 16)', () => {
  it('refuses every internal form with 422 on the public API, the panel and the sandbox control alike', async () => {
    internal = await startInternalService();
    api = await startApi(LOCAL_OFF);
    const cookie = await panelCookie(api.url);
    for (const url of internalUrls(internal.port)) {
      // A minute on per URL: PUT /webhook-endpoint allows 10 a minute, and this test is not about that limit.
      await send(`${api.url}/sandbox/clock/advance`, { method: 'POST', body: JSON.stringify({ seconds: 60 }) });
      const routes = [
        send(`${api.url}/public/webhook-endpoint`, { method: 'PUT', headers: { Authorization: `Bearer ${STANDARD_KEY}` }, body: JSON.stringify({ url }) }),
        panelCall(api.url, cookie, '/webhooks', { method: 'PUT', json: { url } }),
        send(`${api.url}/sandbox/partners/standard/webhook-endpoint`, { method: 'PUT', body: JSON.stringify({ url }) }),
      ];
      for (const res of await Promise.all(routes)) {
        expect(res.status, `${url}: ${res.text}`).toBe(422);
        expect(res.headers['content-type']).toBe('application/problem+json');
        expect(JSON.parse(res.text)).toMatchObject({ code: 'webhook_url_not_allowed', detail: expect.stringMatching(/address|name/) });
      }
    }
    const saved = await send(`${api.url}/public/webhook-endpoint`, { headers: { Authorization: `Bearer ${STANDARD_KEY}` } });
    expect(JSON.parse(saved.text)).toMatchObject({ url: 'http://127.0.0.1:4000/webhooks/partner-api' });
    expect(internal.hits).toEqual([]);
  });

  it('checks again at delivery: a stored internal URL is refused with its reason, and its answer never reaches the log', async () => {
    internal = await startInternalService();
    // A URL the save-time check never saw: the operator's setting.
    api = await startApi({ ...LOCAL_OFF, PARTNER_API_STANDARD_WEBHOOK_URL: `${internal.url}/admin` });
    const cookie = await panelCookie(api.url);
    expect((await panelCall(api.url, cookie, '/webhooks/test', { method: 'POST' })).status).toBe(202);
    await api.runDue();
    const [delivery] = await deliveries(api.url, cookie);
    expect(delivery?.attempts).toEqual([expect.objectContaining({
      status: null, excerpt: null, error: 'refused: address 127.0.0.1 is loopback',
    })]);
    expect(JSON.stringify(await deliveries(api.url, cookie))).not.toContain(SECRET);
    expect(internal.hits).toEqual([]);
  });

  it('catches DNS rebinding: a name that was public at save time and points inside at delivery is refused', async () => {
    internal = await startInternalService();
    const answers = ['93.184.215.14', '127.0.0.1'];
    const resolved: string[] = [];
    const resolve = async (hostname: string) => {
      resolved.push(hostname);
      return [{ address: answers.length > 1 ? answers.shift() as string : answers[0] as string, family: 4 }];
    };
    api = await startApi(LOCAL_OFF, { resolve });
    const cookie = await panelCookie(api.url);
    const saved = await panelCall(api.url, cookie, '/webhooks', { method: 'PUT', json: { url: `http://hooks.rebind.example:${internal.port}/` } });
    expect(saved.status, saved.text).toBe(200);
    expect((await panelCall(api.url, cookie, '/webhooks/test', { method: 'POST' })).status).toBe(202);
    await api.runDue();
    const [delivery] = await deliveries(api.url, cookie);
    expect(delivery?.attempts[0]).toMatchObject({ status: null, excerpt: null, error: 'refused: address 127.0.0.1 is loopback' });
    expect(resolved).toEqual(['hooks.rebind.example', 'hooks.rebind.example']);
    expect(internal.hits).toEqual([]);
  });

  it('refuses a name with any internal address among its answers', async () => {
    internal = await startInternalService();
    const resolve = async () => [{ address: '93.184.215.14', family: 4 }, { address: '10.1.2.3', family: 4 }];
    api = await startApi(LOCAL_OFF, { resolve });
    const res = await send(`${api.url}/public/webhook-endpoint`, {
      method: 'PUT', headers: { Authorization: `Bearer ${STANDARD_KEY}` }, body: JSON.stringify({ url: 'https://mixed.example/hooks' }),
    });
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).detail).toContain('address 10.1.2.3 is private');
  });

  it('connects to the address it checked, not to whatever the name resolves to next', async () => {
    internal = await startInternalService((_req, res) => res.writeHead(204).end());
    // Local receivers allowed (the sandbox default): the socket still goes where the policy looked.
    api = await startApi({ PARTNER_API_SANDBOX: 'true' }, { resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const cookie = await panelCookie(api.url);
    const url = `http://hooks.partner.test:${internal.port}/webhooks`;
    expect((await panelCall(api.url, cookie, '/webhooks', { method: 'PUT', json: { url } })).status).toBe(200);
    await panelCall(api.url, cookie, '/webhooks/test', { method: 'POST' });
    await api.runDue();
    expect(internal.hits).toEqual([{ path: '/webhooks', host: `hooks.partner.test:${internal.port}` }]);
    expect((await deliveries(api.url, cookie))[0]?.attempts[0]).toMatchObject({ status: 204, error: null });
  });

  it('follows no redirect', async () => {
    other = await startInternalService();
    internal = await startInternalService((_req, res) => res.writeHead(307, { Location: `${other?.url}/secret` }).end());
    api = await startApi({ PARTNER_API_SANDBOX: 'true', PARTNER_API_STANDARD_WEBHOOK_URL: `${internal.url}/hooks` });
    const cookie = await panelCookie(api.url);
    await panelCall(api.url, cookie, '/webhooks/test', { method: 'POST' });
    await api.runDue();
    expect((await deliveries(api.url, cookie))[0]?.attempts[0]).toMatchObject({ status: 307 });
    expect(internal.hits).toHaveLength(1);
    expect(other.hits).toEqual([]);
  });
});
