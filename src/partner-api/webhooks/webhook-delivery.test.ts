import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookEvent } from '../../contract/webhook.ts';
import { openTestApi, orderInput, tempDataDir, testSettings, type TestApi } from '../test-support/harness.ts';
import { placeOrder, reachStatus } from '../test-support/order-kit.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../test-support/webhook-receiver.ts';
import { webhookRetryDelayMs } from './backoff.ts';

const SECRET = 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5';
/** PARTNER_API_WEBHOOK_RETRY_BASE_MS of the test settings. */
const RETRY_BASE_MS = 50;

let receiver: WebhookReceiver | undefined;
let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  await receiver?.close();
  api = undefined;
  receiver = undefined;
});

/** Moves the sandbox clock past the backoff after failed attempt `attempt`, then runs what is due. */
async function afterBackoff(testApi: TestApi, attempt: number): Promise<void> {
  testApi.service.clock.advanceBy(webhookRetryDelayMs(attempt, RETRY_BASE_MS));
  await testApi.service.runDue();
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
    api = openTestApi({ settings: testSettings({ webhookUrl: receiver.url }) });
    const orderId = (await placeOrder(api, orderInput())).id;
    await reachStatus(api, orderId, 'ACTIVE');
    expect(receiver.received).toHaveLength(4);
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
    const first = receiver.received[0]!;
    expect(() => new Webhook(SECRET).verify(first.body.replace('CREATED', 'ACTIVE'), first.headers)).toThrow();
  });

  it('retries a delivery the receiver refused, with the same webhook-id, until it is acknowledged', async () => {
    receiver = await startWebhookReceiver();
    const attemptsOf = (id: string | undefined) => receiver!.received.filter((r) => r.headers['webhook-id'] === id).length;
    // Refuse the creation event twice; acknowledge everything else.
    receiver.answer((r) => (r.body.includes('"previous_status":null') && attemptsOf(r.headers['webhook-id']) <= 2 ? 500 : 204));
    api = openTestApi({ settings: testSettings({ webhookUrl: receiver.url, env: { PARTNER_API_PROVIDER_DELAY_MS: '60000' } }) });
    await placeOrder(api, orderInput());
    await api.service.runDue();
    const createdId = receiver.received[0]?.headers['webhook-id'];
    expect(attemptsOf(createdId)).toBe(1);
    await api.service.runDue();
    expect(attemptsOf(createdId)).toBe(1);
    await afterBackoff(api, 1);
    expect(attemptsOf(createdId)).toBe(2);
    await afterBackoff(api, 2);
    expect(attemptsOf(createdId)).toBe(3);
    await afterBackoff(api, 3);
    expect(attemptsOf(createdId)).toBe(3);
    expect(receiver.received.length).toBe(4);
    expect(eventSummary(events(receiver.received))).toEqual(['ORDER_STATUS_CHANGED null->CREATED v1', 'ORDER_STATUS_CHANGED CREATED->PENDING v2']);
  });

  it('keeps undelivered events across a restart on the same data dir', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer(() => 503);
    const settings = testSettings({ dataDir: tempDataDir(), webhookUrl: receiver.url, env: { PARTNER_API_PROVIDER_DELAY_MS: '60000' } });
    api = openTestApi({ settings });
    const orderId = (await placeOrder(api, orderInput())).id;
    await api.service.runDue();
    expect(receiver.received).toHaveLength(2);
    await api.close();

    receiver.answer(() => 200);
    api = openTestApi({ settings });
    await afterBackoff(api, 1);
    expect(eventSummary(events(receiver.received.slice(2)))).toEqual(FULL_LIFECYCLE.slice(0, 2));
    await reachStatus(api, orderId, 'ACTIVE');
    expect(eventSummary(events(receiver.received))).toEqual(FULL_LIFECYCLE);
  });

  it('queues nothing for a partner without a webhook URL', async () => {
    api = openTestApi();
    await placeOrder(api, orderInput());
    await api.service.runDue();
    expect(api.service.db.prepare('SELECT COUNT(*) AS n FROM webhook_outbox').get()).toEqual({ n: 0 });
  });

  it('backs off exponentially up to one hour', () => {
    expect([1, 2, 3, 4].map((n) => webhookRetryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(webhookRetryDelayMs(15, 1000)).toBe(3_600_000);
  });
});
