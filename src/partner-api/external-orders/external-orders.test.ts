import { afterEach, describe, expect, it } from 'vitest';
import { ExternalOrder } from '../../contract/external-order.ts';
import { KEYS, openTestApi, type TestApi } from '../test-support/harness.ts';
import { expectProblem, queuedEvents, reachStatus, settingsWithOutbox, storedOrder } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

/** Spec 2.5's named fields plus the products and user of a normal order: a 10-day Austrian vignette, 12.40 EUR. */
const input = (extra: Record<string, unknown> = {}) => ({
  reference_id: 'cart-1001', description: 'Road trip bundle', ...ORDER_OF_LINK, ...extra,
});
const ORDER_OF_LINK = {
  user: { email: 'shopper@example.com' },
  products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 12345 A', country: 'AT', type: 'car' } }],
};
const create = (body: unknown, headers: Record<string, string> = {}, key?: string) =>
  api.call('/public/external-orders', { method: 'POST', json: body, headers, ...(key ? { key } : {}) });
const created = async (body: unknown = input()) => {
  const res = await create(body);
  expect(res.status).toBe(201);
  return ExternalOrder.parse(await res.json());
};
const cancel = (id: string, key?: string) => api.call(`/public/external-orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', ...(key ? { key } : {}) });
const read = async (id: string) => ExternalOrder.parse(await (await api.call(`/public/external-orders/${id}`)).json());
const form = (provider: string) => ({ method: 'POST', key: null, body: `provider=${provider}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
const linkPath = (eo: ExternalOrder) => new URL(eo.payment_link ?? '').pathname;
const eoEvents = () => queuedEvents(api).filter((e) => e.type === 'EXTERNAL_ORDER_STATUS_CHANGED').map((e) => e.data as { external_order_id: string; status: string });

describe('POST /public/external-orders', () => {
  it('creates an OPEN external order with an eo_ id, a payment link and the defaults, and queues no event', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    // Only the spec's named fields (reference_id; expires_in and allowed_payment_providers left to their defaults).
    const res = await create({ reference_id: 'cart-1', ...ORDER_OF_LINK });
    expect(res.status).toBe(201);
    const eo = ExternalOrder.parse(await res.json());
    expect(res.headers.get('location')).toBe(`/public/external-orders/${eo.id}`);
    expect(eo).toMatchObject({
      reference_id: 'cart-1', status: 'OPEN', expires_in: 900, allowed_payment_providers: ['stripe', 'paypal'], description: null,
      amount: { amount: 1240, currency: 'EUR' }, order_id: null,
    });
    expect(eo.id).toMatch(/^eo_[a-z2-7]{16}$/);
    expect(eo.payment_link).toMatch(/^http:\/\/partner-api\.test\/pay\/eo\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(eo.expires_at) - Date.parse(eo.created_at)).toBe(900_000);
    expect(await read(eo.id)).toEqual(eo);
    expect(await read('cart-1')).toEqual(eo);
    expect(eoEvents()).toEqual([]);
  });

  it.each([[60, 201], [3600, 201], [59, 400], [3601, 400], [90.5, 400], ['900', 400]] as const)('expires_in %j answers %i', async (expiresIn, status) => {
    api = openTestApi();
    const res = await create(input({ expires_in: expiresIn }));
    expect(res.status).toBe(status);
    if (status === 400) expect(await res.json()).toMatchObject({ code: 'invalid_request', errors: [{ path: 'expires_in' }] });
  });

  it('answers the same reference_id and body with the existing external order, and 409 reference_id_taken for another body', async () => {
    api = openTestApi();
    const first = await created(input({ allowed_payment_providers: ['stripe', 'paypal'] }));
    const again = await create(input());
    expect(again.status).toBe(200);
    expect(ExternalOrder.parse(await again.json())).toEqual(first);
    await expectProblem(await create(input({ products: [{ ...ORDER_OF_LINK.products[0], product: 'vignette-at-1-year' }] })), 409, 'reference_id_taken');
    await expectProblem(await create(input({ expires_in: 600 })), 409, 'reference_id_taken');
    expect((await create(input(), {}, KEYS.premium)).status).toBe(201);
  });

  it('replays by Idempotency-Key and refuses the key with another body', async () => {
    api = openTestApi();
    const headers = { 'Idempotency-Key': 'eo-key-0000000000001' };
    const first = await create(input(), headers);
    const replay = await create(input(), headers);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    await expectProblem(await create(input({ reference_id: 'cart-2' }), headers), 422, 'idempotency_key_reused');
  });
});

describe('an order paid through a link (spec 2.5)', () => {
  it('refuses an external order whose products could not be ordered, like order creation does', async () => {
    api = openTestApi();
    await expectProblem(await create(input({ products: [{ ...ORDER_OF_LINK.products[0], product: 'no-such-product' }] })), 400, 'unknown_product');
    await expectProblem(await create({ reference_id: 'cart-1', products: ORDER_OF_LINK.products }), 400, 'invalid_request');
  });

  it('creates the road-product order when the link is paid: EXTERNAL_ORDER_STATUS_CHANGED PAID, then the order\'s own events to ACTIVE', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const eo = await created();
    expect((await api.call(`${linkPath(eo)}/pay`, form('stripe'))).status).toBe(200);
    const paid = await read(eo.id);
    expect(paid).toMatchObject({ status: 'PAID', amount: { amount: 1240, currency: 'EUR' } });
    const orderId = paid.order_id ?? '';
    expect(orderId).toMatch(/^ord_/);
    await reachStatus(api, orderId, 'ACTIVE');
    expect(storedOrder(api, orderId)).toMatchObject({
      product: 'vignette-at-10-days', paid: true, order_has_been_paid: false, payment_link: null, price: { amount: 1240, currency: 'EUR' },
    });
    expect(eoEvents()).toEqual([expect.objectContaining({ external_order_id: eo.id, status: 'PAID', external_order: expect.objectContaining({ order_id: orderId }) })]);
    const orderEvents = queuedEvents(api).filter((e) => e.type === 'ORDER_STATUS_CHANGED' && e.data.order_id === orderId).map((e) => e.data.status);
    expect(orderEvents).toEqual(['CREATED', 'PENDING', 'ACTIVE']);
  });

  it('refuses the link, charging nothing, when a paid order already covers the vehicle (spec 2.3 duplicate prevention)', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const eo = await created();
    expect((await api.call('/public/orders', { method: 'POST', json: { order_has_been_paid: true, ...ORDER_OF_LINK } })).status).toBe(200);
    expect((await api.call(`${linkPath(eo)}/pay`, form('stripe'))).status).toBe(409);
    expect(await read(eo.id)).toMatchObject({ status: 'OPEN', order_id: null });
  });
});

describe('paying, cancelling and expiring', () => {
  it('takes the payment on the hosted page: PAID with one event, and cancel then answers 409 external_order_paid', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const eo = await created(input({ allowed_payment_providers: ['paypal'] }));
    const page = await api.call(linkPath(eo), { key: null });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pay €12.40');
    expect(html).toContain('value="paypal" checked');
    expect(html).not.toContain('Card (Stripe)');
    expect((await api.call(`${linkPath(eo)}/pay`, form('stripe'))).status).toBe(400);
    expect((await api.call(`${linkPath(eo)}/fail`, form(''))).status).toBe(402);
    const paid = await api.call(`${linkPath(eo)}/pay`, form('paypal'));
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment received');
    expect((await api.call(`${linkPath(eo)}/pay`, form('paypal'))).status).toBe(200);
    expect(await read(eo.id)).toMatchObject({ status: 'PAID', payment_link: null });
    expect(eoEvents()).toEqual([expect.objectContaining({ external_order_id: eo.id, status: 'PAID' })]);
    const refused = await expectProblem(await cancel(eo.id), 409, 'external_order_paid');
    expect(refused.detail).toContain('refund');
  });

  it.each(['id', 'reference_id'] as const)('cancels by %s idempotently: one event, and the link stops working', async (by) => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const eo = await created();
    const path = linkPath(eo);
    const first = await cancel(by === 'id' ? eo.id : eo.reference_id);
    expect(first.status).toBe(200);
    const canceled = ExternalOrder.parse(await first.json());
    expect(canceled).toMatchObject({ id: eo.id, status: 'CANCELED', payment_link: null });
    const second = await cancel(eo.id);
    expect(second.status).toBe(200);
    expect(ExternalOrder.parse(await second.json())).toEqual(canceled);
    expect(eoEvents()).toEqual([expect.objectContaining({ external_order_id: eo.id, status: 'CANCELED' })]);
    expect((await api.call(path, { key: null })).status).toBe(410);
    expect((await api.call(`${path}/pay`, form('stripe'))).status).toBe(410);
    expect((await read(eo.id)).status).toBe('CANCELED');
  });

  it("answers 404 external_order_not_found for unknown ids and other partners' external orders", async () => {
    api = openTestApi();
    const eo = await created();
    await expectProblem(await cancel(eo.id, KEYS.premium), 404, 'external_order_not_found');
    await expectProblem(await cancel('eo_nothing'), 404, 'external_order_not_found');
    await expectProblem(await api.call(`/public/external-orders/${eo.reference_id}`, { key: KEYS.premium }), 404, 'external_order_not_found');
    expect((await read(eo.id)).status).toBe('OPEN');
  });

  it('expires after expires_in on the sandbox clock: EXPIRED with one event, the link refuses payment, cancel answers it as it is', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const eo = await created(input({ expires_in: 60 }));
    api.service.clock.advanceBy(59_000);
    await api.service.runDue();
    expect((await read(eo.id)).status).toBe('OPEN');
    api.service.clock.advanceBy(1_000);
    expect((await api.call(`${linkPath(eo)}/pay`, form('stripe'))).status).toBe(410);
    await api.service.runDue();
    expect(await read(eo.id)).toMatchObject({ status: 'EXPIRED', payment_link: null });
    expect(eoEvents()).toEqual([expect.objectContaining({ external_order_id: eo.id, status: 'EXPIRED' })]);
    const res = await cancel(eo.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'EXPIRED' });
    expect(eoEvents()).toHaveLength(1);
  });
});
