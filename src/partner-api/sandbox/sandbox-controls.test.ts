import { afterEach, describe, expect, it } from 'vitest';
import { Order } from '../../contract/order.ts';
import { SandboxProviderStates } from '../../contract/sandbox-providers.ts';
import { openTestApi, orderInput, testSettings, today, type TestApi } from '../test-support/harness.ts';
import { expectProblem, placeOrder, reachStatus, storedOrder } from '../test-support/order-kit.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts';

let api: TestApi;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await api.close();
  await receiver?.close();
  receiver = undefined;
});

const sandbox = (path: string, init: RequestInit & { json?: unknown } = {}) => api.call(`/sandbox${path}`, { method: 'POST', key: null, ...init });
const orderCount = () => (api.service.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
const createWithKey = (key: string) => api.call('/public/orders', { method: 'POST', json: orderInput(), headers: { 'Idempotency-Key': key } });

describe('sandbox clock', () => {
  it('reads and moves the clock by seconds, hours and days together', async () => {
    api = openTestApi();
    const before = Date.parse((await (await sandbox('/clock', { method: 'GET' })).json() as { now: string }).now);
    const res = await sandbox('/clock/advance', { json: { days: 1, hours: 2, seconds: 3 } });
    const after = (await res.json()) as { now: string; offset_ms: number };
    expect(Date.parse(after.now) - before).toBeGreaterThanOrEqual(93_603_000);
    expect(Date.parse(after.now) - before).toBeLessThan(93_603_000 + 1_000);
    expect(after.offset_ms).toBeGreaterThanOrEqual(93_602_000);
  });

  it.each([{}, { minutes: 5 }, { days: -1 }, { days: 401 }, { hours: 1.5 }, { seconds: '60' }])('refuses the advance %j', async (body) => {
    api = openTestApi();
    await expectProblem(await sandbox('/clock/advance', { json: body }), 400, 'invalid_request');
  });

  it('makes a DEFERRED order proceed when moved past its release date', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({}, { start_date: today(api.service, 10) }));
    await reachStatus(api, order.id, 'DEFERRED');
    await sandbox('/clock/advance', { json: { days: 8 } });
    await reachStatus(api, order.id, 'WILL BE ACTIVE');
    await sandbox('/clock/advance', { json: { days: 2 } });
    await reachStatus(api, order.id, 'ACTIVE');
  });
});

describe('sandbox route faults', () => {
  it('fails the next call with an injected 503 that is not stored: a retry with the same key creates the order once', async () => {
    api = openTestApi();
    const fault = await sandbox('/faults', { json: { route: 'POST /orders', mode: 'next', count: 1 } });
    expect(fault.status).toBe(201);
    expect(await fault.json()).toMatchObject({ route: 'POST /orders', mode: 'next', remaining: 1, status: 503, latency_ms: 0 });
    const key = 'retry-after-injected-503';
    await expectProblem(await createWithKey(key), 503, 'sandbox_fault');
    expect(orderCount()).toBe(0);
    const created = await createWithKey(key);
    expect(created.status).toBe(200);
    const replayed = await createWithKey(key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(Order.parse(await replayed.json()).id).toBe(Order.parse(await created.json()).id);
    expect(orderCount()).toBe(1);
  });

  it('fails every call at rate 1 with the chosen status until the faults are cleared; rate 0 never fails', async () => {
    api = openTestApi();
    await sandbox('/faults', { json: { route: 'GET /products', mode: 'rate', rate: 0, status: 500 } });
    expect((await api.call('/public/products')).status).toBe(200);
    await sandbox('/faults', { json: { route: 'GET /products', mode: 'rate', rate: 1, status: 502 } });
    for (let i = 0; i < 3; i += 1) await expectProblem(await api.call('/public/products'), 502, 'sandbox_fault');
    expect((await api.call('/public/products/status')).status).toBe(200);
    expect(((await (await sandbox('/faults', { method: 'GET' })).json()) as { data: unknown[] }).data).toHaveLength(2);
    expect((await sandbox('/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await api.call('/public/products')).status).toBe(200);
  });

  it('adds latency without failing when only latency_ms is given', async () => {
    api = openTestApi();
    await sandbox('/faults', { json: { route: 'GET /products/status', mode: 'next', latency_ms: 150 } });
    const started = Date.now();
    expect((await api.call('/public/products/status')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it.each([
    { route: 'POST /nothing', mode: 'next' },
    { route: 'POST /mcp', mode: 'next' },
    { route: 'POST /orders', mode: 'rate' },
    { route: 'POST /orders', mode: 'rate', rate: 1.5 },
    { route: 'POST /orders', mode: 'next', rate: 0.5 },
    { route: 'POST /orders', mode: 'next', status: 404 },
    { route: 'POST /orders', mode: 'next', count: 0 },
    { route: 'POST /orders', mode: 'next', extra: true },
  ])('refuses the fault %j', async (body) => {
    api = openTestApi();
    await expectProblem(await sandbox('/faults', { json: body }), 400, 'invalid_request');
  });
});

describe('sandbox webhook faults', () => {
  /** Distinct deliveries in arrival order, as "status" of each order event (CONFIRMATION for the confirmation). */
  const arrivals = () => (receiver?.received ?? []).map((r) => {
    const event = JSON.parse(r.body) as { type: string; data: { status: string } };
    return { id: r.headers['webhook-id'], what: event.type === 'ORDER_CONFIRMATION_RECEIVED' ? 'CONFIRMATION' : event.data.status };
  });

  async function runOrderWith(faults: Record<string, number>, expectedRequests: number) {
    receiver = await startWebhookReceiver();
    api = openTestApi({ settings: testSettings({ webhookUrl: receiver.url }) });
    expect((await sandbox('/webhooks/faults', { json: faults })).status).toBe(200);
    const order = await placeOrder(api, orderInput());
    await reachStatus(api, order.id, 'ACTIVE');
    // Past any backoff and any held delivery (at most 2 s), a few times over: nothing may stay behind.
    for (let pass = 0; pass < 5; pass++) {
      api.service.clock.advanceBy(2_001);
      await api.service.runDue();
    }
    expect(api.service.db.prepare("SELECT COUNT(*) AS n FROM webhook_outbox WHERE state = 'pending'").get()).toEqual({ n: 0 });
    expect(receiver.received).toHaveLength(expectedRequests);
    return arrivals();
  }

  it('drops the next delivery: recorded as delivered, never sent', async () => {
    const got = await runOrderWith({ drop_next: 1 }, 3);
    expect(got.map((a) => a.what)).toEqual(['PENDING', 'ACTIVE', 'CONFIRMATION']);
    expect(api.service.db.prepare("SELECT state, last_error FROM webhook_outbox ORDER BY seq LIMIT 1").get()).toEqual({ state: 'delivered', last_error: 'dropped by a sandbox fault, never sent' });
  });

  it('duplicates the next delivery with the same webhook-id', async () => {
    const got = await runOrderWith({ duplicate_next: 1 }, 5);
    expect(got.map((a) => a.what)).toEqual(['CREATED', 'CREATED', 'PENDING', 'ACTIVE', 'CONFIRMATION']);
    expect(got[0]?.id).toBe(got[1]?.id);
  });

  it('reorders the next delivery after the one that follows it', async () => {
    const got = await runOrderWith({ reorder_next: 1 }, 4);
    expect(got.map((a) => a.what)).toEqual(['PENDING', 'CREATED', 'ACTIVE', 'CONFIRMATION']);
  });

  it.each([{}, { drop_next: -1 }, { drop_next: 0 }, { lose_next: 1 }])('refuses the webhook fault %j', async (body) => {
    api = openTestApi();
    await expectProblem(await sandbox('/webhooks/faults', { json: body }), 400, 'invalid_request');
  });
});

describe('sandbox payments', () => {
  const tokenOf = (link: string | null) => new URL(link ?? '').pathname.split('/').at(-1) ?? '';

  it('fails a payment link without changing the order, then pays it once', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({ order_has_been_paid: false }));
    const token = tokenOf(order.payment_link);
    expect(await (await sandbox(`/payments/${token}/fail`)).json()).toEqual({ outcome: 'failed', kind: 'order', id: order.id });
    expect(storedOrder(api, order.id)).toMatchObject({ status: 'CREATED', paid: false });
    expect(await (await sandbox(`/payments/${token}/pay`)).json()).toEqual({ outcome: 'paid', kind: 'order', id: order.id });
    expect(storedOrder(api, order.id).paid).toBe(true);
    expect(await (await sandbox(`/payments/${token}/pay`)).json()).toMatchObject({ outcome: 'already_paid' });
    await expectProblem(await sandbox(`/payments/${token}/fail`), 409, 'already_paid');
  });

  it('pays an external order\'s link', async () => {
    api = openTestApi();
    const res = await api.call('/public/external-orders', { method: 'POST', json: { reference_id: 'ref-1', user: orderInput().user, products: orderInput().products } });
    expect(res.status).toBe(201);
    const eo = (await res.json()) as { id: string; payment_link: string };
    expect(await (await sandbox(`/payments/${tokenOf(eo.payment_link)}/pay`)).json()).toEqual({ outcome: 'paid', kind: 'external_order', id: eo.id });
    expect(await (await api.call(`/public/external-orders/${eo.id}`)).json()).toMatchObject({ status: 'PAID' });
  });

  it('answers 404 for an unknown link', async () => {
    api = openTestApi();
    await expectProblem(await sandbox('/payments/no-such-token/pay'), 404, 'payment_link_not_found');
    await expectProblem(await sandbox('/payments/no-such-token/fail'), 404, 'payment_link_not_found');
  });
});

describe('sandbox provider states', () => {
  const states = async () => {
    const res = await sandbox('/providers', { method: 'GET' });
    expect(res.status).toBe(200);
    return SandboxProviderStates.parse(await res.json());
  };
  const fine = (country: string) => ({ country, status: 'operational', load: 'normal', fail_next: 0 });
  const allFine = { data: ['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'].map(fine) };

  it('lists every country of the catalogue operational, under normal load and failing nothing on a fresh sandbox', async () => {
    api = openTestApi();
    expect(await states()).toEqual(allFine);
  });

  it('shows exactly what the controls set, and the default again once undone', async () => {
    api = openTestApi();
    expect((await sandbox('/providers/AT/down')).status).toBe(200);
    expect((await sandbox('/providers/HU/errors', { json: { fail_next: 2 } })).status).toBe(200);
    expect((await sandbox('/providers/SI/load', { json: { load: 'heavy' } })).status).toBe(200);
    expect(await states()).toEqual({ data: [
      { country: 'AT', status: 'down', load: 'normal', fail_next: 0 },
      fine('CH'), fine('CZ'), fine('SK'),
      { country: 'HU', status: 'operational', load: 'normal', fail_next: 2 },
      { country: 'SI', status: 'operational', load: 'heavy', fail_next: 0 },
      fine('RO'), fine('BG'), fine('MD'),
    ] });
    await sandbox('/providers/AT/up');
    await sandbox('/providers/HU/errors', { json: { fail_next: 0 } });
    await sandbox('/providers/SI/load', { json: { load: 'normal' } });
    expect(await states()).toEqual(allFine);
  });

  it('counts down as registrations fail', async () => {
    api = openTestApi();
    await sandbox('/providers/AT/errors', { json: { fail_next: 2 } });
    const order = await placeOrder(api, orderInput());
    await reachStatus(api, order.id, 'DELETED');
    expect((await states()).data[0]).toEqual({ country: 'AT', status: 'operational', load: 'normal', fail_next: 1 });
  });

  it('is not there when the service is not the sandbox', async () => {
    api = openTestApi({ settings: testSettings({ env: { PARTNER_API_SANDBOX: 'false' } }) });
    expect((await sandbox('/providers', { method: 'GET' })).status).toBe(404);
  });
});

describe('sandbox provider load and errors (the lifecycle\'s controls)', () => {
  it('holds orders in WILL BE ACTIVE under heavy load until it is normal again', async () => {
    api = openTestApi();
    expect(await (await sandbox('/providers/AT/load', { json: { load: 'heavy' } })).json()).toEqual({ country: 'AT', load: 'heavy' });
    const order = await placeOrder(api, orderInput());
    await reachStatus(api, order.id, 'WILL BE ACTIVE');
    await sandbox('/providers/AT/load', { json: { load: 'normal' } });
    await reachStatus(api, order.id, 'ACTIVE');
  });

  it('fails the next provider call: the order ends DELETED', async () => {
    api = openTestApi();
    expect((await sandbox('/providers/AT/errors', { json: { fail_next: 1 } })).status).toBe(200);
    const order = await placeOrder(api, orderInput());
    await reachStatus(api, order.id, 'DELETED');
  });

  it.each([['load', { load: 'extreme' }], ['errors', { fail_next: -1 }], ['errors', {}]])('refuses %s %j', async (control, body) => {
    api = openTestApi();
    await expectProblem(await sandbox(`/providers/AT/${control}`, { json: body }), 400, 'invalid_request');
  });
});
