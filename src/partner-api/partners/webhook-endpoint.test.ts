import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookEndpoint } from '../../contract/webhook-endpoint.ts';
import { startPartnerApi, type RunningPartnerApi } from '../server.ts';
import { KEYS, orderInput, testSettings } from '../test-support/harness.ts';
import { expectProblem } from '../test-support/order-kit.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts';

const FIRST_SECRET = 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5';
const NEW_SECRET = 'whsec_bmV3LXNlY3JldC1vZi10aGUtcGFydG5lci1wYW5lbA==';

let server: RunningPartnerApi | undefined;
const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await server?.close();
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  server = undefined;
});

const receiver = async () => {
  const r = await startWebhookReceiver();
  receivers.push(r);
  return r;
};
type CallInit = { method?: string; json?: unknown; key?: string | null };
const call = (path: string, init: CallInit = {}) => fetch(new URL(path, server!.url), {
  method: init.method ?? 'GET',
  headers: {
    ...(init.key === null ? {} : { Authorization: `Bearer ${init.key ?? KEYS.standard}` }),
    ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
  },
  ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
});
const createOrder = async (plate: string) => {
  const res = await call('/public/orders', { method: 'POST', json: orderInput({}, { vehicle: { plate, country: 'AT', type: 'car' } }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
};
const verifiedBy = (secret: string, r: WebhookReceiver) => r.received.every((d) => {
  new Webhook(secret).verify(d.body, d.headers);
  return true;
});

/** Spec 6: "Webhook events are sent to a webhook URL that the partner configures in the partner panel." */
describe('changing a partner\'s webhook URL and secret while the service runs', () => {
  it('PUT /public/webhook-endpoint (Bearer key) sends the next deliveries to the new URL, signed with the new secret', async () => {
    const before = await receiver();
    const after = await receiver();
    server = await startPartnerApi(testSettings({ webhookUrl: before.url, env: { PARTNER_API_PROVIDER_DELAY_MS: '60000' } }));
    await createOrder('W 1 A');
    await server!.runDue();
    expect(before.received.length).toBeGreaterThanOrEqual(1);

    const put = await call('/public/webhook-endpoint', { method: 'PUT', json: { url: after.url, secret: NEW_SECRET } });
    expect(put.status).toBe(200);
    const view = WebhookEndpoint.parse(await put.json());
    expect(view.url).toBe(after.url);
    expect(JSON.stringify(view)).not.toContain('whsec_');
    expect(WebhookEndpoint.parse(await (await call('/public/webhook-endpoint')).json()).url).toBe(after.url);

    const second = await createOrder('W 2 B');
    await server!.runDue();
    expect(after.received.length).toBeGreaterThanOrEqual(1);
    expect(after.received[0]?.body).toContain(second);
    expect(verifiedBy(NEW_SECRET, after)).toBe(true);
    expect(() => new Webhook(FIRST_SECRET).verify(after.received[0]!.body, after.received[0]!.headers)).toThrow();
    expect(before.received.every((d) => !d.body.includes(second))).toBe(true);
    expect(verifiedBy(FIRST_SECRET, before)).toBe(true);
  });

  it('sandbox control: PUT /sandbox/partners/{tier}/webhook-endpoint sets any demo partner\'s URL, keeping its secret', async () => {
    const target = await receiver();
    server = await startPartnerApi(testSettings({ env: { PARTNER_API_PROVIDER_DELAY_MS: '60000' } }));
    const res = await call('/sandbox/partners/standard/webhook-endpoint', { method: 'PUT', key: null, json: { url: target.url } });
    expect(res.status).toBe(200);
    const id = await createOrder('W 3 C');
    await server!.runDue();
    expect(target.received.length).toBeGreaterThanOrEqual(1);
    expect(target.received[0]?.body).toContain(id);
    expect(verifiedBy(FIRST_SECRET, target)).toBe(true);
    await expectProblem(await call('/sandbox/partners/platinum/webhook-endpoint', { method: 'PUT', key: null, json: { url: target.url } }), 400, 'invalid_request');
  });

  it.each([
    ['an ftp URL', { url: 'ftp://partner.example/hooks' }],
    ['a javascript: URL', { url: 'javascript:alert(1)' }],
    ['a URL that is not one', { url: 'partner.example/hooks' }],
    ['a secret that is not whsec_', { url: 'https://partner.example/hooks', secret: 'plain-text' }],
    ['no url field', { secret: NEW_SECRET }],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    server = await startPartnerApi(testSettings({ webhookUrl: 'http://127.0.0.1:9/hooks' }));
    await expectProblem(await call('/public/webhook-endpoint', { method: 'PUT', json: body }), 400, 'invalid_request');
    expect(WebhookEndpoint.parse(await (await call('/public/webhook-endpoint')).json()).url).toBe('http://127.0.0.1:9/hooks');
  });

  it('needs the partner\'s key, and changes only that partner', async () => {
    server = await startPartnerApi(testSettings({ webhookUrl: 'http://127.0.0.1:9/hooks' }));
    await expectProblem(await call('/public/webhook-endpoint', { method: 'PUT', key: null, json: { url: null } }), 401, 'unauthorized');
    expect((await call('/public/webhook-endpoint', { method: 'PUT', key: KEYS.premium, json: { url: 'https://premium.example/hooks' } })).status).toBe(200);
    expect(WebhookEndpoint.parse(await (await call('/public/webhook-endpoint')).json()).url).toBe('http://127.0.0.1:9/hooks');
    expect(WebhookEndpoint.parse(await (await call('/public/webhook-endpoint', { key: KEYS.premium })).json()).url).toBe('https://premium.example/hooks');
  });
});
