import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelDeliveryList, PanelRotatedSecret, PanelWebhookSettings } from '../../contract/panel.ts';
import { webhookEndpointOf } from '../partners/webhook-endpoint-store.ts';
import { openTestApi, tempDataDir, testSettings, type TestApi } from '../test-support/harness.ts';
import { expectProblem } from '../test-support/order-kit.ts';
import { signedInPanel } from '../test-support/panel-client.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts';
import { enqueueWebhook } from '../webhooks/outbox.ts';

const SEEDED_SECRET = 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5';

let api: TestApi;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await api.close();
  await receiver?.close();
  receiver = undefined;
});

const deliveries = async (panel: Awaited<ReturnType<typeof signedInPanel>>) =>
  PanelDeliveryList.parse(await (await panel.call('/webhooks/deliveries')).json()).data;

describe('the panel\'s webhooks screen', () => {
  it.each([
    ['an ftp URL', 'ftp://partner.example/hooks', 400, 'invalid_request'],
    ['a javascript: URL', 'javascript:alert(1)', 400, 'invalid_request'],
    ['not a URL', 'partner.example/hooks', 400, 'invalid_request'],
    ['a loopback address', 'http://127.0.0.1:4000/hooks', 422, 'webhook_url_not_allowed'],
    ['localhost', 'http://localhost/hooks', 422, 'webhook_url_not_allowed'],
    ['a private address', 'https://10.1.2.3/hooks', 422, 'webhook_url_not_allowed'],
    ['a link-local address', 'http://169.254.169.254/latest', 422, 'webhook_url_not_allowed'],
    ['an IPv6 loopback', 'http://[::1]:8080/hooks', 422, 'webhook_url_not_allowed'],
  ])('refuses %s (%i) when local receivers are not allowed', async (_what, url, status, code) => {
    api = openTestApi({ settings: testSettings({ env: { PARTNER_API_ALLOW_LOCAL_WEBHOOKS: 'false' } }) });
    const panel = await signedInPanel(api);
    await expectProblem(await panel.call('/webhooks', { method: 'PUT', json: { url } }), status, code);
    expect(PanelWebhookSettings.parse(await (await panel.call('/webhooks')).json()).url).toBeNull();
    expect((await panel.call('/webhooks', { method: 'PUT', json: { url: 'https://partner.example/hooks' } })).status).toBe(200);
  });

  it('sends a test event, logs each attempt with status, latency and excerpt, and redelivers one', async () => {
    receiver = await startWebhookReceiver();
    api = openTestApi();
    const panel = await signedInPanel(api);
    await expectProblem(await panel.call('/webhooks/test', { method: 'POST' }), 409, 'no_webhook_url');
    expect((await panel.call('/webhooks', { method: 'PUT', json: { url: receiver.url } })).status).toBe(200);

    receiver.answer(() => 503);
    expect((await panel.call('/webhooks/test', { method: 'POST' })).status).toBe(202);
    await api.service.runDue();
    const [refused] = await deliveries(panel);
    expect(refused).toMatchObject({ event_type: 'WEBHOOK_TEST', order_id: null, attempts: [{ attempt: 1, status: 503 }] });
    expect(refused!.attempts[0]!.latency_ms).toBeGreaterThanOrEqual(0);

    receiver.answer(() => 204);
    expect((await panel.call(`/webhooks/deliveries/${refused!.id}/redeliver`, { method: 'POST' })).status).toBe(202);
    await api.service.runDue();
    const [done] = await deliveries(panel);
    expect(done).toMatchObject({ id: refused!.id, state: 'delivered' });
    expect(done!.attempts.map((a) => a.status)).toEqual([503, 204]);
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([refused!.id, refused!.id]);
    await expectProblem(await panel.call('/webhooks/deliveries/not-an-id/redeliver', { method: 'POST' }), 400, 'invalid_request');
  });

  it('filters the log by event type and outcome, shows the exact payload, and redelivers every failing one since a time', async () => {
    receiver = await startWebhookReceiver();
    api = openTestApi();
    const panel = await signedInPanel(api);
    await panel.call('/webhooks', { method: 'PUT', json: { url: receiver.url } });
    receiver.answer(() => 500);
    await panel.call('/webhooks/test', { method: 'POST' });
    await panel.call('/webhooks/test', { method: 'POST' });
    await api.service.runDue();
    const before = new Date().toISOString();
    const list = async (query: string) =>
      PanelDeliveryList.parse(await (await panel.call(`/webhooks/deliveries${query}`)).json()).data;
    const failing = await list('?outcome=failing&type=WEBHOOK_TEST');
    expect(failing).toHaveLength(2);
    expect(JSON.parse(failing[0]!.payload)).toMatchObject({ type: 'WEBHOOK_TEST', data: { message: 'A test event from the partner panel.' } });
    expect(failing[0]!.payload).toBe(receiver.received.find((r) => r.headers['webhook-id'] === failing[0]!.id)?.body);
    expect(failing[0]!.attempts[0]).toMatchObject({ status: 500, url: receiver.url });
    expect(await list('?outcome=delivered')).toEqual([]);
    expect(await list('?type=ORDER_STATUS_CHANGED')).toEqual([]);
    await expectProblem(await panel.call('/webhooks/deliveries?outcome=lost'), 400, 'invalid_request');

    receiver.answer(() => 200);
    const later = await panel.call('/webhooks/deliveries/redeliver-failed', { method: 'POST', json: { since: before } });
    expect(await later.json()).toEqual({ queued: 0 });
    const since = new Date(Date.now() - 60_000).toISOString();
    const all = await panel.call('/webhooks/deliveries/redeliver-failed', { method: 'POST', json: { since } });
    expect(all.status).toBe(202);
    expect(await all.json()).toEqual({ queued: 2 });
    await api.service.runDue();
    expect((await list('?outcome=delivered')).map((d) => d.id).sort()).toEqual(failing.map((d) => d.id).sort());
    await expectProblem(
      await panel.call('/webhooks/deliveries/redeliver-failed', { method: 'POST', json: { since: 'yesterday' } }), 400, 'invalid_request',
    );
  });

  it('pages through the log, newest first, 50 a page, with or without filters, and refuses a page that is no page', async () => {
    receiver = await startWebhookReceiver();
    api = openTestApi();
    const panel = await signedInPanel(api);
    await panel.call('/webhooks', { method: 'PUT', json: { url: receiver.url } });
    // Numbered in the order they are made: odd ones test events, even ones debt notices; 1 to 60 delivered, the
    // rest waiting.
    const make = (from: number, to: number) => {
      for (let n = from; n <= to; n++) {
        enqueueWebhook(api.service.db, 'partner_standard', n % 2 ? {
          type: 'WEBHOOK_TEST', timestamp: new Date().toISOString(), data: { message: `#${n}` },
        } : {
          type: 'PARTNER_DEBT_NOTICE', timestamp: new Date().toISOString(), data: {
            debt: { amount: n, currency: 'EUR' }, amount_due: { amount: n, currency: 'EUR' },
            due_at: new Date().toISOString(), reason: 'threshold_reached', invoice: null,
          },
        });
      }
    };
    make(1, 60);
    await api.service.runDue();
    make(61, 120);
    const page = async (query: string) => {
      const list = PanelDeliveryList.parse(await (await panel.call(`/webhooks/deliveries${query}`)).json());
      const numbers = list.data.map((d) => {
        const body = JSON.parse(d.payload) as { data: { message?: string; debt?: { amount: number } } };
        return body.data.debt?.amount ?? Number(body.data.message?.slice(1));
      });
      return { page: list.page, per_page: list.per_page, total: list.total, numbers };
    };
    const from = (high: number, low: number, step = 1) =>
      Array.from({ length: Math.floor((high - low) / step) + 1 }, (_, i) => high - i * step);

    expect(await page('')).toEqual({ page: 1, per_page: 50, total: 120, numbers: from(120, 71) });
    expect(await page('?page=1')).toEqual({ page: 1, per_page: 50, total: 120, numbers: from(120, 71) });
    expect(await page('?page=2')).toEqual({ page: 2, per_page: 50, total: 120, numbers: from(70, 21) });
    expect(await page('?page=3')).toEqual({ page: 3, per_page: 50, total: 120, numbers: from(20, 1) });
    // Past the last page, as the orders' list: nothing on it, and the total to find the way back.
    expect(await page('?page=4')).toEqual({ page: 4, per_page: 50, total: 120, numbers: [] });

    expect(await page('?outcome=waiting')).toEqual({ page: 1, per_page: 50, total: 60, numbers: from(120, 71) });
    expect(await page('?outcome=waiting&page=2')).toEqual({ page: 2, per_page: 50, total: 60, numbers: from(70, 61) });
    expect(await page('?outcome=delivered&page=2')).toEqual({ page: 2, per_page: 50, total: 60, numbers: from(10, 1) });
    expect(await page('?type=PARTNER_DEBT_NOTICE')).toEqual({ page: 1, per_page: 50, total: 60, numbers: from(120, 22, 2) });
    expect(await page('?type=PARTNER_DEBT_NOTICE&page=2')).toEqual({ page: 2, per_page: 50, total: 60, numbers: from(20, 2, 2) });
    expect(await page('?type=WEBHOOK_TEST&outcome=delivered')).toEqual({ page: 1, per_page: 50, total: 30, numbers: from(59, 1, 2) });
    expect(await page('?type=WEBHOOK_TEST&outcome=delivered&page=2')).toEqual({ page: 2, per_page: 50, total: 30, numbers: [] });
    expect(await page('?type=ORDER_STATUS_CHANGED')).toEqual({ page: 1, per_page: 50, total: 0, numbers: [] });

    for (const bad of ['0', '-1', 'x', '1.5', '', '100001']) {
      await expectProblem(await panel.call(`/webhooks/deliveries?page=${bad}`), 400, 'invalid_request');
    }
  });

  it('rotates the secret: shown once, and both secrets sign during the overlap', async () => {
    receiver = await startWebhookReceiver();
    api = openTestApi();
    const panel = await signedInPanel(api);
    await panel.call('/webhooks', { method: 'PUT', json: { url: receiver.url } });
    const res = await panel.call('/webhooks/secret/rotate', { method: 'POST' });
    expect(res.status).toBe(201);
    const { secret, previous_secret_until: until } = PanelRotatedSecret.parse(await res.json());
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(SEEDED_SECRET);
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const settings = await (await panel.call('/webhooks')).text();
    expect(settings).not.toContain('whsec_');
    expect(PanelWebhookSettings.parse(JSON.parse(settings)))
      .toMatchObject({ previous_secret_until: until, secret_overlap_hours: 24 });

    await panel.call('/webhooks/test', { method: 'POST' });
    await api.service.runDue();
    const delivery = receiver.received[0]!;
    expect(delivery.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(() => new Webhook(secret).verify(delivery.body, delivery.headers)).not.toThrow();
    expect(() => new Webhook(SEEDED_SECRET).verify(delivery.body, delivery.headers)).not.toThrow();
  });

  it('keeps the URL and secret set here across a restart, unless the settings changed them', async () => {
    const dataDir = tempDataDir();
    const settings = (url: string) => testSettings({ dataDir, webhookUrl: url });
    api = openTestApi({ settings: settings('https://from-settings.example/hooks') });
    let panel = await signedInPanel(api);
    await panel.call('/webhooks', { method: 'PUT', json: { url: 'https://from-panel.example/hooks' } });
    const { secret } = PanelRotatedSecret.parse(await (await panel.call('/webhooks/secret/rotate', { method: 'POST' })).json());
    await api.close();

    api = openTestApi({ settings: settings('https://from-settings.example/hooks') });
    panel = await signedInPanel(api);
    expect(PanelWebhookSettings.parse(await (await panel.call('/webhooks')).json()).url).toBe('https://from-panel.example/hooks');
    expect(webhookEndpointOf(api.service.db, 'partner_standard')?.secret).toBe(secret);
    await api.close();

    api = openTestApi({ settings: settings('https://changed-settings.example/hooks') });
    expect(webhookEndpointOf(api.service.db, 'partner_standard')?.url).toBe('https://changed-settings.example/hooks');
    expect(webhookEndpointOf(api.service.db, 'partner_standard')?.secret).toBe(secret);
  });
});
