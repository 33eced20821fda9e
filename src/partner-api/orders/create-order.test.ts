import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Order } from '../../contract/order.ts';
import { KEYS, openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';

let api: TestApi;
beforeEach(() => { api = openTestApi(); });
afterEach(async () => api.close());

const create = (body: unknown, key?: string) => api.call('/public/orders', { method: 'POST', json: body, ...(key ? { key } : {}) });

async function expectProblem(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = (await res.json()) as { code: string; title: string };
  expect(body.code).toBe(code);
  return body;
}

const MOLDOVA_USER = { email: 'ion@example.md', first_name: 'Ion', last_name: 'Popescu', phone: '+373 22 123456', address: 'Str. Stefan cel Mare 1, Chisinau' };

describe('POST /public/orders', () => {
  it('keeps the shopper’s locale with the order, canonical, and refuses one that is no language tag', async () => {
    const withLocale = Order.parse(await (await create(orderInput({ locale: 'ro-md' }))).json());
    expect(withLocale.locale).toBe('ro-MD');
    expect(Order.parse(await (await api.call(`/public/orders/${withLocale.id}`)).json()).locale).toBe('ro-MD');
    const without = Order.parse(await (await create(orderInput({}, { vehicle: { plate: 'W 24680 B', country: 'AT', type: 'car' } }))).json());
    expect(without.locale).toBeNull();
    const body = await expectProblem(await create(orderInput({ locale: 'not a tag' })), 400, 'invalid_request') as { errors?: { path: string }[] };
    expect(body.errors?.map((e) => e.path)).toEqual(['locale']);
  });

  it('creates a partner-paid order without a payment link, answering 200 (spec 4: "a 200 means keep the returned id")', async () => {
    const res = await create(orderInput({ custom_id: 'shop-42', subaccount: 'summer' }));
    expect(res.status).toBe(200);
    const order = Order.parse(await res.json());
    expect(res.headers.get('location')).toBe(`/public/orders/${order.id}`);
    expect(order).toMatchObject({
      product: 'vignette-at-10-days', type: 'vignette', country: 'AT', status: 'CREATED', custom_id: 'shop-42', subaccount: 'summer',
      order_has_been_paid: true, paid: true, payment_link: null, allowed_payment_providers: [], version: 1, period: 'P10D',
      price: { amount: 1240, currency: 'EUR' }, provider_id: null, can_modify: true,
      cars: [{ plate: 'W 12345 A', country: 'AT', vehicle_type: 'car', vin: null, provider_id: null, pdf: null }],
    });
    expect(order.id).toMatch(/^ord_[a-z2-7]{16}$/);
    expect(order.user_id).toMatch(/^usr_/);
    expect(order.start_date).toBe(today(api.service));
    expect(order.start_from).toBe(order.start_date);
    expect(order.end_date).toBe(today(api.service, 9));
    expect(order.receipt).toMatchObject({ lines: [{ quantity: 1, unit_price: { amount: 1240 }, total: { amount: 1240 } }], total: { amount: 1240, currency: 'EUR' } });
  });

  it('creates a shopper-paid order with a payment link and the default providers', async () => {
    const res = await create(orderInput({ order_has_been_paid: false }));
    expect(res.status).toBe(200);
    const order = Order.parse(await res.json());
    expect(order.payment_link).toMatch(/^http:\/\/partner-api\.test\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({ paid: false, order_has_been_paid: false, allowed_payment_providers: ['stripe', 'paypal'], open_order_details_by_default: false });
  });

  it('keeps the payment page options of a shopper-paid order', async () => {
    const res = await create(orderInput({ order_has_been_paid: false, allowed_payment_providers: ['revolut'], open_order_details_by_default: true }));
    expect(await res.json()).toMatchObject({ allowed_payment_providers: ['revolut'], open_order_details_by_default: true });
  });

  it('prices several cars of several types and the Flexible Service', async () => {
    const item = (plate: string, type: string) => ({ product: 'vignette-si-weekly', start_date: today(api.service, 1), vehicle: { plate, country: 'SI', type }, flex: { type: 'expanded', enabled: true } });
    const res = await create({ order_has_been_paid: true, user: { email: 'a@example.com' }, products: [item('LJ 12-34A', 'car'), item('MB AB-123', 'van'), item('CE 12-345', 'car')] });
    expect(res.status).toBe(200);
    const order = Order.parse(await res.json());
    expect(order.receipt.lines.map((l) => [l.quantity, l.total.amount])).toEqual([[2, 3200], [1, 3200], [3, 1197]]);
    expect(order.price.amount).toBe(3200 + 3200 + 1197);
    expect(order.flex).toEqual({ type: 'expanded', enabled: true });
    expect(order.cars.map((c) => c.vehicle_type)).toEqual(['car', 'van', 'car']);
  });

  it('accepts the deprecated start_from and flexible; flex wins over flexible', async () => {
    const start = today(api.service, 2);
    const res = await create(orderInput({}, { start_from: start, flexible: true, flex: { type: 'default', enabled: false } }));
    expect(await res.json()).toMatchObject({ start_date: start, start_from: start, flex: { type: 'default', enabled: false }, price: { amount: 1240 } });
    const legacy = await create(orderInput({}, { product: 'vignette-cz-10-days', flexible: true, vehicle: { plate: '1A2 3456', country: 'CZ', type: 'car' } }));
    expect(await legacy.json()).toMatchObject({ flex: { type: 'default', enabled: true }, price: { amount: 1160 + 199 } });
  });

  it('uses one user per e-mail address and partner', async () => {
    const first = Order.parse(await (await create(orderInput({ user: { email: 'Same@Example.com' } }))).json());
    const second = Order.parse(await (await create(orderInput({ user: { email: 'same@example.com' } }, { vehicle: { plate: 'L 123 AB', country: 'AT', type: 'car' } }))).json());
    const other = Order.parse(await (await create(orderInput({ user: { email: 'same@example.com' } }), KEYS.premium)).json());
    expect(second.user_id).toBe(first.user_id);
    expect(other.user_id).not.toBe(first.user_id);
  });

  it('creates a Moldovan order when every user field is there', async () => {
    const res = await create(orderInput({ user: MOLDOVA_USER }, { product: 'vignette-md-7-days', vehicle: { plate: 'B 123 ABC', country: 'RO', type: 'car' } }));
    expect(res.status).toBe(200);
  });

  it('creates a Romanian 30-day vignette with a VIN', async () => {
    const res = await create(orderInput({}, { product: 'vignette-ro-30-days', vehicle: { plate: 'CJ 12 ABC', country: 'RO', type: 'car', vin: 'wvwzzz1jz3w386752' } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ cars: [{ vin: 'WVWZZZ1JZ3W386752' }] });
  });

  describe('refuses', () => {
    it('a body that breaks the schema (400 invalid_request)', async () => {
      const body = await expectProblem(await create({ order_has_been_paid: 'yes', products: [] }), 400, 'invalid_request');
      expect(body).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ path: 'user' })]) });
    });

    it('an order without user.email (400 invalid_request)', async () => {
      await expectProblem(await create(orderInput({ user: {} as never })), 400, 'invalid_request');
    });

    it('malformed JSON (400 invalid_json)', async () => {
      await expectProblem(await api.call('/public/orders', { method: 'POST', body: '{"order_has_been_paid": tru', headers: { 'Content-Type': 'application/json' } }), 400, 'invalid_json');
    });

    it('a body of another media type (415)', async () => {
      await expectProblem(await api.call('/public/orders', { method: 'POST', body: 'a=b', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), 415, 'unsupported_media_type');
    });

    it.each([
      [{ allowed_payment_providers: ['stripe'] }],
      [{ open_order_details_by_default: false }],
    ])('payment page options on a partner-paid order %j (400 payment_options_not_allowed)', async (extra) => {
      await expectProblem(await create(orderInput({ order_has_been_paid: true, ...extra })), 400, 'payment_options_not_allowed');
    });

    it('an unknown product (400 unknown_product)', async () => {
      await expectProblem(await create(orderInput({}, { product: 'vignette-at-3-weeks' })), 400, 'unknown_product');
    });

    it('a Moldovan order without every user field (400 user_fields_required)', async () => {
      const res = await create(orderInput({ user: { email: 'ion@example.md', first_name: 'Ion' } }, { product: 'vignette-md-7-days' }));
      const body = await expectProblem(res, 400, 'user_fields_required');
      expect(body).toMatchObject({ errors: ['last_name', 'phone', 'address'].map((f) => ({ path: `user.${f}`, message: 'Required for this product' })) });
    });

    it('a vehicle type the product is not sold for (400 vehicle_type_not_available)', async () => {
      await expectProblem(await create(orderInput({}, { product: 'vignette-cz-10-days', vehicle: { plate: '1A2 3456', country: 'CZ', type: 'moto' } })), 400, 'vehicle_type_not_available');
    });

    it.each(['vignette-ro-30-days', 'vignette-ro-90-days', 'vignette-ro-365-days'])('%s without a VIN (400 vin_required)', async (product) => {
      await expectProblem(await create(orderInput({}, { product, vehicle: { plate: 'B 123 ABC', country: 'RO', type: 'car' } })), 400, 'vin_required');
    });

    it('a plate that breaks its country rule (400 invalid_plate)', async () => {
      const body = await expectProblem(await create(orderInput({}, { vehicle: { plate: 'XY 123 AB', country: 'AT', type: 'car' } })), 400, 'invalid_plate');
      expect(body).toMatchObject({ errors: [{ path: 'products.0.vehicle.plate' }] });
    });

    it('a start date in the past (400 start_date_in_past)', async () => {
      await expectProblem(await create(orderInput({}, { start_date: today(api.service, -1) })), 400, 'start_date_in_past');
    });

    it('a start date more than a year ahead (400 start_date_too_far)', async () => {
      await expectProblem(await create(orderInput({}, { start_date: today(api.service, 367) })), 400, 'start_date_too_far');
    });

    it('the weekend vignette started on another day than a Friday (400 start_date_not_friday)', async () => {
      const weekdayIn = (days: number) => new Date(`${today(api.service, days)}T00:00:00Z`).getUTCDay();
      const friday = [0, 1, 2, 3, 4, 5, 6].find((days) => weekdayIn(days) === 5)!;
      const weekend = (start_date?: string) => orderInput({}, {
        product: 'vignette-bg-weekend', vehicle: { plate: 'CA 1234 AB', country: 'BG', type: 'car' }, ...(start_date ? { start_date } : {}),
      });
      const body = await expectProblem(await create(weekend(today(api.service, friday + 1))), 400, 'start_date_not_friday') as { detail?: string };
      expect(body.detail).toContain(`use a Friday such as ${today(api.service, friday + 7)}`);
      // Friday to Sunday: three days; without a start date, the next Friday (today, when today is one).
      const order = Order.parse(await (await create(weekend())).json());
      expect([order.start_date, order.end_date]).toEqual([today(api.service, friday), today(api.service, friday + 2)]);
    });

    it('flex on a product without it (400 flex_not_available)', async () => {
      await expectProblem(await create(orderInput({}, { product: 'tunnel-at-karawanken', flex: { enabled: true } })), 400, 'flex_not_available');
    });

    it('items of different products or start dates (400 mixed_products)', async () => {
      const a = { product: 'vignette-at-10-days', vehicle: { plate: 'W 12345 A', country: 'AT', type: 'car' } };
      await expectProblem(await create({ order_has_been_paid: true, user: { email: 'a@example.com' }, products: [a, { ...a, product: 'vignette-at-1-year' }] }), 400, 'mixed_products');
      await expectProblem(await create({ order_has_been_paid: true, user: { email: 'a@example.com' }, products: [a, { ...a, start_date: today(api.service, 1) }] }), 400, 'mixed_products');
    });

    it('an overlapping vignette for the same plate and vehicle country (409 duplicate_order)', async () => {
      expect((await create(orderInput({}, { start_date: today(api.service, 5) }))).status).toBe(200);
      await expectProblem(await create(orderInput({}, { product: 'vignette-at-1-year', vehicle: { plate: 'w12345a', country: 'AT', type: 'car' } })), 409, 'duplicate_order');
      await expectProblem(await create(orderInput({ order_has_been_paid: false })), 409, 'duplicate_order');
      await expectProblem(await create({ order_has_been_paid: true, user: { email: 'b@example.com' }, products: [
        { product: 'vignette-hu-weekly', vehicle: { plate: 'ABC-123', country: 'HU', type: 'car' } },
        { product: 'vignette-hu-weekly', vehicle: { plate: 'abc 123', country: 'HU', type: 'car' } },
      ] }), 409, 'duplicate_order');
    });
  });

  it('allows what does not overlap: other plate, other vehicle country, later period, other partner, single journeys', async () => {
    expect((await create(orderInput())).status).toBe(200);
    expect((await create(orderInput({}, { vehicle: { plate: 'W 12345 B', country: 'AT', type: 'car' } }))).status).toBe(200);
    expect((await create(orderInput({}, { vehicle: { plate: 'W 12345 A', country: 'LU', type: 'car' } }))).status).toBe(200);
    expect((await create(orderInput({}, { start_date: today(api.service, 10) }))).status).toBe(200);
    expect((await create(orderInput(), KEYS.premium)).status).toBe(200);
    expect((await create(orderInput({}, { product: 'tunnel-at-karawanken' }))).status).toBe(200);
    expect((await create(orderInput({}, { product: 'tunnel-at-karawanken' }))).status).toBe(200);
  });
});
