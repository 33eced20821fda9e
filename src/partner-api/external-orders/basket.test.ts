import { afterEach, describe, expect, it } from 'vitest';
import { ExternalOrder } from '../../contract/external-order.ts';
import { openTestApi, today, type TestApi } from '../test-support/harness.ts';
import { expectProblem, placeOrder, queuedEvents, reachStatus, settingsWithOutbox, storedOrder } from '../test-support/order-kit.ts';

/**
 * An external order holds a basket (docs/spec-rules.md 2.19b): several products and start dates for one payment,
 * one order per product and start date. Prices are the catalogue's, written out: Austria 10-day 12.40, Austria
 * 1-day 8.80, Hungary weekly 16.10, Karawanken tunnel 8.80, Romania 7-day 3.50 (cars).
 */
let api: TestApi;
afterEach(async () => api.close());

const CAR = { plate: 'W 12345 A', country: 'AT', type: 'car' };
const OTHER_CAR = { plate: 'W 67890 B', country: 'AT', type: 'car' };
const day = (plusDays = 0) => today(api.service, plusDays);
const item = (product: string, start = day(), vehicle: Record<string, unknown> = CAR) =>
  ({ product, start_date: start, vehicle });
const basket = (products: unknown[], extra: Record<string, unknown> = {}) => ({
  reference_id: 'trip-2026', description: 'Road trip to the Black Sea', user: { email: 'shopper@example.com' }, products, ...extra,
});

const create = (body: unknown) => api.call('/public/external-orders', { method: 'POST', json: body });
const created = async (body: unknown) => {
  const res = await create(body);
  expect(res.status).toBe(201);
  return ExternalOrder.parse(await res.json());
};
const read = async (id: string) => ExternalOrder.parse(await (await api.call(`/public/external-orders/${id}`)).json());
const linkPath = (eo: ExternalOrder) => new URL(eo.payment_link ?? '').pathname;
const pay = (eo: ExternalOrder) => api.call(`${linkPath(eo)}/pay`, {
  method: 'POST', key: null, body: 'provider=stripe', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const orderCount = () => (api.service.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
const externalOrderCount = () => (api.service.db.prepare('SELECT COUNT(*) AS n FROM external_orders').get() as { n: number }).n;
const eoEvents = () => queuedEvents(api).filter((e) => e.type === 'EXTERNAL_ORDER_STATUS_CHANGED')
  .map((e) => e.data as { status: string; external_order: ExternalOrder });
const paths = (problem: { errors?: { path: string }[] }) => (problem.errors ?? []).map((e) => e.path);

describe('an external order holds a basket (2.19b)', () => {
  it('sells several products in one link: amount is the sum, items list each order, paying creates one order per product in order', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const eo = await created(basket([
      item('vignette-at-10-days'), item('vignette-hu-weekly', day(5)), item('tunnel-at-karawanken'),
    ]));
    expect(eo).toMatchObject({
      status: 'OPEN', amount: { amount: 3730, currency: 'EUR' }, order_id: null, order_ids: [],
      items: [
        { product: 'vignette-at-10-days', start_date: day(), amount: { amount: 1240, currency: 'EUR' } },
        { product: 'vignette-hu-weekly', start_date: day(5), amount: { amount: 1610, currency: 'EUR' } },
        { product: 'tunnel-at-karawanken', start_date: day(), amount: { amount: 880, currency: 'EUR' } },
      ],
    });
    expect(orderCount()).toBe(0);

    expect((await pay(eo)).status).toBe(200);
    const paid = await read(eo.id);
    expect(paid.status).toBe('PAID');
    expect(paid.order_ids).toHaveLength(3);
    expect(paid.order_id).toBe(paid.order_ids[0]);
    const [at, hu, tunnel] = paid.order_ids.map((id) => storedOrder(api, id));
    expect([at?.product, hu?.product, tunnel?.product]).toEqual(['vignette-at-10-days', 'vignette-hu-weekly', 'tunnel-at-karawanken']);
    expect([at?.price.amount, hu?.price.amount, tunnel?.price.amount]).toEqual([1240, 1610, 880]);
    for (const order of [at, hu, tunnel]) expect(order).toMatchObject({ paid: true, order_has_been_paid: false, payment_link: null, cars: [{ plate: 'W 12345 A' }] });

    // Each order lives its own life: starting today it is processed to ACTIVE with its PDF; in 5 days, DEFERRED.
    for (const id of [at?.id ?? '', tunnel?.id ?? '']) {
      const active = await reachStatus(api, id, 'ACTIVE');
      expect(active.cars[0]?.pdf).toMatch(new RegExp(`/public/orders/${id}/cars/0/confirmation\\.pdf$`));
      const pdf = await api.call(`/public/orders/${id}/cars/0/confirmation.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
    expect(storedOrder(api, hu?.id ?? '').status).toBe('DEFERRED');
    const statuses = (id: string) => queuedEvents(api).filter((e) => e.type === 'ORDER_STATUS_CHANGED' && e.data.order_id === id).map((e) => e.data.status);
    expect(statuses(at?.id ?? '')).toEqual(['CREATED', 'PENDING', 'ACTIVE']);
    expect(statuses(hu?.id ?? '')).toEqual(['CREATED', 'DEFERRED']);
    expect(statuses(tunnel?.id ?? '')).toEqual(['CREATED', 'PENDING', 'ACTIVE']);

    const events = eoEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 'PAID', external_order: { order_id: paid.order_ids[0], order_ids: paid.order_ids, items: eo.items } });
  });

  it('shows every item of the basket on the hosted payment page: product, dates, amount, and the total', async () => {
    api = openTestApi();
    const eo = await created(basket([item('vignette-at-10-days', '2026-12-01'), item('tunnel-at-karawanken', '2026-12-03')]));
    const html = await (await api.call(linkPath(eo), { key: null })).text();
    expect(html).toContain('Pay €21.20');
    // Folded by default, as an order's details: the Pay button stays on a phone's first screen.
    expect(html).toContain('<details>\n<summary>Order details</summary>');
    expect(html).toContain('<dt>Product 1</dt><dd>Austria vignette, 10\u00a0days</dd>');
    expect(html).toContain('<dt>Valid</dt><dd>December 1\u2009–\u200910, 2026</dd>');
    expect(html).toContain('<dt>Amount</dt><dd>€12.40</dd>');
    expect(html).toContain('<dt>Product 2</dt><dd>Karawanken tunnel (A11) single trip</dd>');
    expect(html).toContain('<dt>Valid</dt><dd>December 3, 2026</dd>');
    expect(html).toContain('<dt>Amount</dt><dd>€8.80</dd>');
    expect(html).toContain('<dt>Total</dt><dd>€21.20</dd>');
    const german = await (await api.call(`${linkPath(eo)}?lang=de`, { key: null })).text();
    expect(german).toContain('<dt>Produkt 2</dt><dd>Karawankentunnel (A11), Einzelfahrt</dd>');
    expect(german).toContain('<dt>Gesamt</dt><dd>21,20\u00a0€</dd>');
  });

  it('opens the basket\'s details on its payment page when the partner asks, as for an order', async () => {
    api = openTestApi();
    const eo = await created(basket([item('vignette-at-10-days', '2026-12-01')], { open_order_details_by_default: true }));
    const html = await (await api.call(linkPath(eo), { key: null })).text();
    expect(html).toContain('<details open>\n<summary>Order details</summary>');
  });

  it('groups items of the same product and start date into one order with several cars, as order creation does', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const eo = await created(basket([
      item('vignette-at-10-days'), item('vignette-ro-7-days', day(1)), item('vignette-at-10-days', day(), OTHER_CAR),
    ]));
    expect(eo.amount).toEqual({ amount: 2830, currency: 'EUR' });
    expect(eo.items).toEqual([
      { product: 'vignette-at-10-days', start_date: day(), amount: { amount: 2480, currency: 'EUR' } },
      { product: 'vignette-ro-7-days', start_date: day(1), amount: { amount: 350, currency: 'EUR' } },
    ]);
    expect((await pay(eo)).status).toBe(200);
    const paid = await read(eo.id);
    expect(paid.order_ids).toHaveLength(2);
    expect(storedOrder(api, paid.order_ids[0] ?? '')).toMatchObject({
      product: 'vignette-at-10-days', price: { amount: 2480 }, cars: [{ plate: 'W 12345 A' }, { plate: 'W 67890 B' }],
    });
    expect(storedOrder(api, paid.order_ids[1] ?? '')).toMatchObject({ product: 'vignette-ro-7-days', start_date: day(1), cars: [{ plate: 'W 12345 A' }] });
  });

  it('refuses a basket whose items overlap for the same vehicle: 409 duplicate_order naming both items, nothing created', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const problem = await expectProblem(await create(basket([
      item('vignette-at-1-day', day(2)), item('vignette-at-10-days'), item('tunnel-at-karawanken'), item('tunnel-at-karawanken', day(1)),
    ])), 409, 'duplicate_order');
    expect(paths(problem).sort()).toEqual(['products.0', 'products.1']);
    // Single journeys never duplicate, and the same product for two vehicles is no overlap.
    expect(externalOrderCount()).toBe(0);
    expect((await create(basket([item('tunnel-at-karawanken'), item('tunnel-at-karawanken', day(1)), item('vignette-at-1-day', day(), OTHER_CAR), item('vignette-at-10-days')]))).status).toBe(201);
    expect(eoEvents()).toEqual([]);
  });

  it('refuses a basket when one item duplicates a paid order (409 naming it), and its payment when a paid order came since: nothing charged or created', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    await placeOrder(api, { order_has_been_paid: true, user: { email: 'shopper@example.com' }, products: [item('vignette-at-10-days')] });
    const refused = await expectProblem(await create(basket([item('vignette-hu-weekly'), item('vignette-at-1-day', day(3))])), 409, 'duplicate_order');
    expect(paths(refused)).toEqual(['products.1']);
    expect(externalOrderCount()).toBe(0);

    const eo = await created(basket([item('vignette-at-1-day', day(20)), item('vignette-hu-weekly', day(20))], { reference_id: 'trip-2' }));
    await placeOrder(api, { order_has_been_paid: true, user: { email: 'shopper@example.com' }, products: [item('vignette-hu-weekly', day(25))] });
    expect(orderCount()).toBe(2);
    expect((await pay(eo)).status).toBe(409);
    expect(await read(eo.id)).toMatchObject({ status: 'OPEN', order_id: null, order_ids: [] });
    expect(orderCount()).toBe(2);
    expect(eoEvents()).toEqual([]);
  });

  it('refuses a basket with an item that could not be ordered: 400 with the code of order creation and the item\'s path', async () => {
    api = openTestApi();
    const ro30 = (vin?: string) => item('vignette-ro-30-days', day(), vin === undefined ? CAR : { ...CAR, vin });
    const noVin = await expectProblem(await create(basket([item('vignette-at-10-days'), ro30()])), 400, 'vin_required');
    expect(paths(noVin)).toEqual(['products.1.vehicle.vin']);
    // The second vehicle of a group is named by its own place in products[].
    const second = await expectProblem(await create(basket([ro30('WVWZZZ1JZXW000001'), item('vignette-at-10-days'), { ...ro30(), vehicle: OTHER_CAR }])), 400, 'vin_required');
    expect(paths(second)).toEqual(['products.2.vehicle.vin']);
    const unknown = await expectProblem(await create(basket([item('vignette-at-10-days'), item('vignette-xx-nothing'), item('vignette-xx-nothing', day(), OTHER_CAR)])), 400, 'unknown_product');
    expect(paths(unknown)).toEqual(['products.1.product', 'products.2.product']);
    const moldova = await expectProblem(await create(basket([item('vignette-at-10-days'), item('vignette-md-7-days', day(), { plate: 'ABC 123', country: 'MD', type: 'car' })])), 400, 'user_fields_required');
    expect(paths(moldova)).toContain('products.1');
    expect(externalOrderCount()).toBe(0);
  });

  it('takes at most 20 products, and at most 10 vehicles for one product and start date', async () => {
    api = openTestApi();
    const plate = (n: number) => ({ plate: `W ${10000 + n} A`, country: 'AT', type: 'car' });
    const many = (count: number, start: (n: number) => string) => Array.from({ length: count }, (_, n) => item('vignette-at-10-days', start(n), plate(n)));
    const tooMany = await expectProblem(await create(basket(many(21, (n) => day(n % 3)))), 400, 'invalid_request');
    expect(paths(tooMany)).toEqual(['products']);
    const crowded = await expectProblem(await create(basket(many(11, () => day()))), 400, 'invalid_request');
    expect(paths(crowded)).toEqual(['products.10']);
    const full = await created(basket(many(20, (n) => day(n % 2))));
    expect(full.items.map((i) => i.amount.amount)).toEqual([12400, 12400]);
    expect(full.amount).toEqual({ amount: 24800, currency: 'EUR' });
  });

  it('answers a replay of the same basket under its reference_id with the same external order, and 409 reference_id_taken for another basket', async () => {
    api = openTestApi();
    const products = [item('vignette-at-10-days'), item('vignette-hu-weekly')];
    const first = await created(basket(products));
    const again = await create(basket(products));
    expect(again.status).toBe(200);
    expect(ExternalOrder.parse(await again.json())).toEqual(first);
    await expectProblem(await create(basket([...products, item('tunnel-at-karawanken')])), 409, 'reference_id_taken');
    await expectProblem(await create(basket([products[1], products[0]])), 409, 'reference_id_taken');
    expect(externalOrderCount()).toBe(1);
  });
});
