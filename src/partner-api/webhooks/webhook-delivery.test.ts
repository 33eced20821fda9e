import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookEvent } from '../../contract/webhook.ts';
import { startPartnerApi, type RunningPartnerApi } from '../server.ts';
import { KEYS, openTestApi, orderInput, tempDataDir, testSettings, waitFor } from '../test-support/harness.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../test-support/webhook-receiver.ts';
import { webhookRetryDelayMs } from './backoff.ts';

const SECRET = 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5';

let receiver: WebhookReceiver | undefined;
let server: RunningPartnerApi | undefined;
afterEach(async () => {
  await server?.close();
  await receiver?.close();
  server = undefined;
  receiver = undefined;
});

async function createOrder(url: string, body: unknown = orderInput()): Promise<string> {
  const res = await fetch(new URL('/public/orders', url), { method: 'POST', headers: { Authorization: `Bearer ${KEYS.standard}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** Verifies the signature and parses the body of each distinct message (by webhook-id). */
function events(received: ReceivedWebhook[]) {
  const byId = new Map(received.map((r) => [r.headers['webhook-id'], r]));
  return [...byId.values()].map((r) => {
    new Webhook(SECRET).verify(r.body, r.headers);
    return { id: r.headers['webhook-id'], event: WebhookEvent.parse(JSON.parse(r.body)) };
  });
}

const eventSummary = (list: ReturnType<typeof events>) => list.map(({ event }) => {
  if (event.type === 'ORDER_STATUS_CHANGED') return `${event.type} ${event.data.previous_status}->${event.data.status} v${event.data.version}`;
  if (event.type === 'ORDER_CONFIRMATION_RECEIVED') return `${event.type} ${event.data.status} v${event.data.version}`;
  return event.type;
});

const FULL_LIFECYCLE = [
  'ORDER_STATUS_CHANGED null->CREATED v1',
  'ORDER_STATUS_CHANGED CREATED->PENDING v2',
  'ORDER_STATUS_CHANGED PENDING->ACTIVE v3',
  'ORDER_CONFIRMATION_RECEIVED ACTIVE v3',
];

describe('webhook delivery', () => {
  it('signs every status change and the confirmation per Standard Webhooks', async () => {
    receiver = await startWebhookReceiver();
    server = await startPartnerApi(testSettings({ webhookUrl: receiver.url }));
    const orderId = await createOrder(server.url);
    await waitFor(() => (receiver!.received.length >= 4 ? true : undefined), 'four deliveries');
    const list = events(receiver.received);
    expect(eventSummary(list)).toEqual(FULL_LIFECYCLE);
    expect(list.every(({ event }) => 'order_id' in event.data && event.data.order_id === orderId)).toBe(true);
    const confirmation = list[3]?.event;
    expect(confirmation?.type === 'ORDER_CONFIRMATION_RECEIVED' && confirmation.data.order.cars[0]?.pdf).toMatch(/confirmation\.pdf$/);
    for (const r of receiver.received) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
      expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
    expect(() => new Webhook(SECRET).verify(receiver!.received[0]!.body.replace('CREATED', 'ACTIVE'), receiver!.received[0]!.headers)).toThrow();
  });

  it('retries a delivery the receiver refused, with the same webhook-id, until it is acknowledged', async () => {
    receiver = await startWebhookReceiver();
    const attemptsOf = (id: string | undefined) => receiver!.received.filter((r) => r.headers['webhook-id'] === id).length;
    // Refuse the creation event twice; acknowledge everything else.
    receiver.answer((r) => (r.body.includes('"previous_status":null') && attemptsOf(r.headers['webhook-id']) <= 2 ? 500 : 204));
    server = await startPartnerApi(testSettings({ webhookUrl: receiver.url, env: { PARTNER_API_PROVIDER_DELAY_MS: '60000' } }));
    await createOrder(server.url);
    const createdId = await waitFor(() => {
      const first = receiver!.received[0]?.headers['webhook-id'];
      return attemptsOf(first) >= 3 ? first : undefined;
    }, 'two retries');
    await server.runDue();
    expect(attemptsOf(createdId)).toBe(3);
    expect(receiver.received.length).toBe(4);
    expect(eventSummary(events(receiver.received))).toEqual(['ORDER_STATUS_CHANGED null->CREATED v1', 'ORDER_STATUS_CHANGED CREATED->PENDING v2']);
  });

  it('keeps undelivered events across a restart on the same data dir', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer(() => 503);
    const dataDir = tempDataDir();
    const settings = testSettings({ dataDir, webhookUrl: receiver.url, env: { PARTNER_API_WEBHOOK_RETRY_BASE_MS: '200' } });
    server = await startPartnerApi(settings);
    await createOrder(server.url);
    await waitFor(() => (receiver!.received.length >= 1 ? true : undefined), 'a first refused attempt');
    await server.close();

    receiver.answer(() => 200);
    const refused = receiver.received.length;
    server = await startPartnerApi(settings);
    await waitFor(() => (new Set(receiver!.received.slice(refused).map((r) => r.headers['webhook-id'])).size >= 4 ? true : undefined), 'all events after the restart');
    expect(eventSummary(events(receiver.received))).toEqual(FULL_LIFECYCLE);
  });

  it('queues nothing for a partner without a webhook URL', async () => {
    const api = openTestApi({ workers: true });
    try {
      await api.call('/public/orders', { method: 'POST', json: orderInput() });
      expect(api.service.db.prepare('SELECT COUNT(*) AS n FROM webhook_outbox').get()).toEqual({ n: 0 });
    } finally {
      await api.close();
    }
  });

  it('backs off exponentially up to one hour', () => {
    expect([1, 2, 3, 4].map((n) => webhookRetryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(webhookRetryDelayMs(15, 1000)).toBe(3_600_000);
  });
});
