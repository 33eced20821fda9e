import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS, openTestApi, orderInput, testSettings, type TestApi } from '../test-support/harness.ts';
import { expectProblem, forceStatus, placeOrder, settingsWithOutbox } from '../test-support/order-kit.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts';
import { PartnerAccount } from '../../contract/account.ts';
import { PartnerDebtNotice } from '../../contract/webhook.ts';

let api: TestApi;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await api.close();
  await receiver?.close();
  receiver = undefined;
});

const HOUR = 3_600_000;
/** Seven vans on the Hungarian annual vignette: 7 x 287.60 EUR = 2,013.20 EUR, just over the threshold. */
const BIG_ORDER_CENTS = 201_320;
const bigOrder = () => ({
  ...orderInput(),
  products: Array.from({ length: 7 }, (_, i) => ({ product: 'vignette-hu-yearly', vehicle: { plate: `W ${101 + i} A`, country: 'AT', type: 'van' } })),
});

const account = async () => {
  const res = await api.call('/public/account');
  expect(res.status).toBe(200);
  return PartnerAccount.parse(await res.json());
};
const advanceHours = async (hours: number) => expect((await api.call('/sandbox/clock/advance', { method: 'POST', key: null, json: { hours } })).status).toBe(200);
const pay = (amount: number, currency = 'EUR', tier = 'standard') =>
  api.call(`/sandbox/partners/${tier}/debt/payments`, { method: 'POST', key: null, json: { amount: { amount, currency } } });
const notices = () => (api.service.db.prepare("SELECT payload FROM webhook_outbox WHERE event_type = 'PARTNER_DEBT_NOTICE' ORDER BY seq").all() as { payload: string }[])
  .map((row) => PartnerDebtNotice.parse(JSON.parse(row.payload)));
const eur = (amount: number) => ({ amount, currency: 'EUR' });
const isoIn = (ms: number) => new Date(api.service.clock.now() + ms).toISOString();

/** Every kind of partner call a disabled partner makes. */
const CALLS: [string, string, RequestInit & { json?: unknown }][] = [
  ['GET /public/products', '/public/products', {}],
  ['GET /public/products/status', '/public/products/status', {}],
  ['POST /public/orders', '/public/orders', { method: 'POST', json: orderInput({}, { product: 'tunnel-at-karawanken' }) }],
  ['GET /public/orders', '/public/orders', {}],
  ['GET /public/users', '/public/users', {}],
  ['POST /public/validate-vehicle', '/public/validate-vehicle', { method: 'POST', json: { plate: 'W 1 A', country: 'AT' } }],
  ['POST /mcp', '/mcp', { method: 'POST', json: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { Accept: 'application/json, text/event-stream' } }],
];

describe('partner debt control (spec 1)', () => {
  it('adds partner-collected orders to the debt, not those paid through a link', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    await placeOrder(api, orderInput({ order_has_been_paid: false }, { product: 'tunnel-at-karawanken' }));
    expect(await account()).toEqual({ tier: 'standard', status: 'active', debt: order.price, amount_due: null, due_at: null, fine: null, invoices: [] });
    expect(notices()).toEqual([]);
    const ledger = await (await api.call('/sandbox/partners/standard/debt', { key: null })).json();
    expect(ledger).toMatchObject({ partner_id: 'partner_standard', ledger: [{ kind: 'order', amount: order.price, order_id: order.id }] });
  });

  it('takes a partner-collected order off the debt when it ends REFUNDED', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const start = isoIn(10 * 24 * HOUR).slice(0, 10);
    const kept = await placeOrder(api, orderInput());
    const cancelled = await placeOrder(api, orderInput({}, { product: 'vignette-si-weekly', start_date: start, vehicle: { plate: 'LJ AB-123', country: 'SI', type: 'car' } }));
    forceStatus(api, cancelled.id, 'DEFERRED');
    expect((await account()).debt).toEqual(eur(kept.price.amount + cancelled.price.amount));

    expect((await api.call(`/public/orders/${cancelled.id}/cancel-deferred`, { method: 'POST' })).status).toBe(200);
    expect((await account()).debt).toEqual(kept.price);
    const ledger = await (await api.call('/sandbox/partners/standard/debt', { key: null })).json() as { ledger: { amount: { amount: number }; order_id: string }[] };
    expect(ledger.ledger.filter((e) => e.order_id === cancelled.id).map((e) => e.amount.amount)).toEqual([
      cancelled.price.amount,
      -cancelled.price.amount,
    ]);
  });

  it('notifies at 2,000 EUR, disables access after 72 h with a growing fine, and invoices the fine on payment with 72 h to pay it', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    await placeOrder(api, bigOrder());
    const dueAt = isoIn(72 * HOUR);
    expect(await account()).toMatchObject({ status: 'active', debt: eur(BIG_ORDER_CENTS), amount_due: eur(BIG_ORDER_CENTS), fine: null });
    expect(Date.parse((await account()).due_at ?? '')).toBeCloseTo(Date.parse(dueAt), -3);
    expect(notices().map((n) => n.data)).toEqual([{ debt: eur(BIG_ORDER_CENTS), amount_due: eur(BIG_ORDER_CENTS), due_at: (await account()).due_at, reason: 'threshold_reached', invoice: null }]);

    await advanceHours(71);
    expect((await api.call('/public/products')).status).toBe(200);

    await advanceHours(2);
    for (const [what, path, init] of CALLS) {
      const problem = await expectProblem(await api.call(path, init), 403, 'partner_disabled');
      expect(problem.detail, what).toMatch(/2013\.20 EUR of debt was due on .* GET \/public\/account/);
    }
    // 10% once + 1% for the started day.
    expect(await account()).toMatchObject({ status: 'disabled', fine: eur(22_145) });
    await advanceHours(24);
    expect(await account()).toMatchObject({ status: 'disabled', fine: eur(24_158) });

    expect((await pay(BIG_ORDER_CENTS)).status).toBe(201);
    const afterPayment = await account();
    expect(afterPayment).toMatchObject({ status: 'active', debt: eur(24_158), amount_due: eur(24_158), fine: null });
    expect(Date.parse(afterPayment.due_at ?? '')).toBeCloseTo(Date.parse(isoIn(72 * HOUR)), -3);
    expect(afterPayment.invoices).toEqual([expect.objectContaining({ reason: 'late_payment_fine', overdue: eur(BIG_ORDER_CENTS), days_disabled: 2, fine: eur(24_158), due_at: afterPayment.due_at, status: 'open' })]);
    expect(notices().at(-1)?.data).toEqual({ debt: eur(24_158), amount_due: eur(24_158), due_at: afterPayment.due_at, reason: 'fine_issued', invoice: afterPayment.invoices[0] });
    expect((await api.call('/public/products')).status).toBe(200);

    await advanceHours(73);
    await expectProblem(await api.call('/public/orders'), 403, 'partner_disabled');
    expect((await pay(24_158)).status).toBe(201);
    const settled = await account();
    expect(settled.status).toBe('active');
    expect(settled.invoices.map((i) => [i.fine.amount, i.status])).toEqual([[2_657, 'open'], [24_158, 'paid']]);
  });

  it('charges no fine when the debt is paid in time, and keeps the notice open on a partial payment', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    await placeOrder(api, bigOrder());
    expect((await pay(100_000)).status).toBe(201);
    expect(await account()).toMatchObject({
      debt: eur(BIG_ORDER_CENTS - 100_000),
      amount_due: eur(BIG_ORDER_CENTS - 100_000),
    });
    await advanceHours(10);
    expect((await pay(BIG_ORDER_CENTS - 100_000)).status).toBe(201);
    expect(await account()).toEqual({ tier: 'standard', status: 'active', debt: eur(0), amount_due: null, due_at: null, fine: null, invoices: [] });
    await advanceHours(100);
    expect((await api.call('/public/products')).status).toBe(200);
    expect(notices().map((n) => n.data.reason)).toEqual(['threshold_reached']);
  });

  it('keeps other partners working while one is disabled', async () => {
    api = openTestApi();
    await placeOrder(api, bigOrder());
    await advanceHours(73);
    expect((await api.call('/public/products')).status).toBe(403);
    expect((await api.call('/public/products', { key: KEYS.premium })).status).toBe(200);
  });

  it.each([
    ['more than the debt', () => pay(BIG_ORDER_CENTS + 1), 422, 'payment_exceeds_debt'],
    ['another currency', () => pay(1000, 'USD'), 400, 'invalid_request'],
    ['nothing', () => pay(0), 400, 'invalid_request'],
    ['an unknown tier', () => pay(1000, 'EUR', 'gold'), 400, 'invalid_request'],
    ['no body', () => api.call('/sandbox/partners/standard/debt/payments', { method: 'POST', key: null }), 400, 'invalid_json'],
  ] as const)('refuses a payment of %s', async (_what, send, status, code) => {
    api = openTestApi();
    await placeOrder(api, bigOrder());
    await expectProblem(await send(), status, code);
    expect((await account()).debt).toEqual(eur(BIG_ORDER_CENTS));
  });

  it('delivers the notice as a signed PARTNER_DEBT_NOTICE webhook', async () => {
    receiver = await startWebhookReceiver();
    api = openTestApi({ settings: testSettings({ webhookUrl: receiver.url }) });
    await placeOrder(api, bigOrder());
    await api.service.runDue();
    const delivery = receiver.received.find((r) => r.body.includes('PARTNER_DEBT_NOTICE'));
    if (!delivery) throw new Error('no PARTNER_DEBT_NOTICE was delivered');
    new Webhook('whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5').verify(delivery.body, delivery.headers);
    expect(PartnerDebtNotice.parse(JSON.parse(delivery.body)).data).toMatchObject({ reason: 'threshold_reached', debt: eur(BIG_ORDER_CENTS) });
  });
});
