import { afterEach, describe, expect, it } from 'vitest';
import { PanelIntegration } from '../../contract/panel.ts';
import { startPartnerApi, type RunningPartnerApi } from '../server.ts';
import { KEYS, orderInput, testSettings } from '../test-support/harness.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts';

let server: RunningPartnerApi | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await server?.close();
  await receiver?.close();
  server = undefined;
  receiver = undefined;
});

const call = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(new URL(path, server!.url), {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${KEYS.standard}`, 'Content-Type': 'application/json', ...init.headers },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });

async function checklist(): Promise<PanelIntegration> {
  const origin = new URL(server!.url).origin;
  const signIn = await fetch(new URL('/panel/api/session', server!.url), {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ api_key: KEYS.standard }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return PanelIntegration.parse(await (await fetch(new URL('/panel/api/integration', server!.url), { headers: { Cookie: cookie } })).json());
}
const fixes = (list: PanelIntegration) => Object.fromEntries(list.checks.map((c) => [c.id, c.ok ? 'ok' : c.fix]));

describe('the test-integration checklist', () => {
  it('is red with the reason before any traffic, and turns green from real calls', async () => {
    receiver = await startWebhookReceiver();
    server = await startPartnerApi(testSettings({ webhookUrl: receiver.url }));
    expect(fixes(await checklist())).toEqual({
      catalogue_paced: 'catalogue_never', plate_validated: 'plate_never', order_idempotent: 'order_never',
      webhook_acknowledged: 'webhook_never', no_429: 'ok',
    });

    expect((await call('/public/products')).status).toBe(200);
    expect((await call('/public/validate-vehicle', { method: 'POST', json: { plate: 'W 12345 A', country: 'AT' } })).status).toBe(200);
    expect((await call('/public/orders', { method: 'POST', json: orderInput() })).status).toBe(200);
    expect(fixes(await checklist()).order_idempotent).toBe('order_without_key');
    const keyed = { method: 'POST', json: orderInput({}, { product: 'tunnel-at-karawanken' }), headers: { 'Idempotency-Key': 'panel-check-key-0001' } };
    expect((await call('/public/orders', keyed)).status).toBe(200);
    await server.runDue();
    const green = await checklist();
    expect(fixes(green)).toEqual({
      catalogue_paced: 'ok', plate_validated: 'ok', order_idempotent: 'ok', webhook_acknowledged: 'ok', no_429: 'ok',
    });
    expect(green.usage.find((u) => u.route === 'POST /orders')).toEqual({ route: 'POST /orders', used: 2, limit: 10, per_id: false });

    expect((await call('/public/products')).status).toBe(200);
    expect(fixes(await checklist()).catalogue_paced).toBe('catalogue_too_often');
  });

  it('names the route of a 429 in the last hour, and a receiver that refuses', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer(() => 500);
    server = await startPartnerApi(testSettings({ webhookUrl: receiver.url }));
    for (let i = 0; i < 6; i++) await call('/public/products/status');
    await call('/public/orders', { method: 'POST', json: orderInput() });
    await server.runDue();
    expect(receiver.received.length).toBeGreaterThanOrEqual(1);
    const list = await checklist();
    expect(list.checks.find((c) => c.id === 'no_429')).toEqual({ id: 'no_429', ok: false, fix: 'rate_limited', detail: 'GET /products/status' });
    expect(list.checks.find((c) => c.id === 'webhook_acknowledged')).toMatchObject({ ok: false, fix: 'webhook_failing', detail: '500' });
    expect(list.usage.find((u) => u.route === 'GET /products/status')).toMatchObject({ used: 5, limit: 5 });
  });

  it('says an endpoint that never answered did not answer, with the reason, not a status it never gave', async () => {
    // Nothing listens on port 1: the connection is refused before any HTTP answer.
    server = await startPartnerApi(testSettings({ webhookUrl: 'http://127.0.0.1:1/hooks' }));
    await call('/public/orders', { method: 'POST', json: orderInput() });
    await server.runDue();
    expect((await checklist()).checks.find((c) => c.id === 'webhook_acknowledged')).toEqual({
      id: 'webhook_acknowledged', ok: false, fix: 'webhook_unanswered', detail: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
