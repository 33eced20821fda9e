import { afterEach, describe, expect, it } from 'vitest';
import { Order, type OrderStatus } from '../../contract/order.ts';
import { KEYS, openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { expectProblem, forceStatus, placeOrder, queuedEvents, reachStatus, settingsWithOutbox, storedOrder } from '../test-support/order-kit.ts';
import { pdfTextLines } from '../test-support/pdf-text.ts';

let api: TestApi;
afterEach(async () => api.close());

const DAY = 86_400_000;
const modify = (id: string, body: unknown, key?: string) => api.call(`/public/orders/${id}/modify`, { method: 'POST', json: body, ...(key ? { key } : {}) });
const modified = async (id: string, body: unknown) => {
  const res = await modify(id, body);
  expect(res.status).toBe(200);
  return Order.parse(await res.json());
};
const statusEvents = (id: string) => queuedEvents(api).filter((e) => e.type === 'ORDER_STATUS_CHANGED' && e.data.order_id === id);

describe('POST /public/orders/{id}/modify', () => {
  it('changes the vehicle once, validated like creation; can_modify is false after and a second modify is refused', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput({ order_has_been_paid: false }));
    const events = statusEvents(order.id).length;
    const after = await modified(order.id, { plate: 'm-ab 1234', country: 'de' });
    expect(after).toMatchObject({ status: 'CREATED', version: 2, can_modify: false, cars: [{ plate: 'M-AB 1234', country: 'DE', vehicle_type: 'car' }] });
    expect(after.start_date).toBe(order.start_date);
    expect(statusEvents(order.id)).toHaveLength(events);
    const again = await expectProblem(await modify(order.id, { plate: 'M-AB 1235' }), 409, 'order_not_modifiable');
    expect(again.detail).toContain('modified already');
    expect(storedOrder(api, order.id)).toEqual(after);
  });

  it('changes the VIN of a product registered by VIN', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({}, { product: 'vignette-ro-30-days', vehicle: { plate: 'CJ 12 ABC', country: 'RO', type: 'car', vin: 'WVWZZZ1JZ3W386752' } }));
    expect((await modified(order.id, { vin: 'wauzzz8k9ba123456' })).cars[0]).toMatchObject({ plate: 'CJ 12 ABC', vin: 'WAUZZZ8K9BA123456' });
  });

  it('re-derives the end date from a new start date', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({ order_has_been_paid: false }));
    expect(await modified(order.id, { start_date: today(api.service, 2) })).toMatchObject({
      start_date: today(api.service, 2),
      start_from: today(api.service, 2),
      end_date: today(api.service, 11),
    });
  });

  describe('refuses, changing nothing', () => {
    it.each([
      [{}, 400, 'invalid_request'],
      [{ plate: 'W 12345 A!' }, 400, 'invalid_request'],
      [{ vin: 'not a vin' }, 400, 'invalid_request'],
      [{ start_date: '2026-02-30' }, 400, 'invalid_request'],
      [{ plate: 'XY 123 AB' }, 400, 'invalid_plate'],
      [{ country: 'DE' }, 400, 'invalid_plate'],
      [{ start_date: 'YESTERDAY' }, 400, 'start_date_in_past'],
      [{ start_date: 'NEXT_YEAR_AND_2_DAYS' }, 400, 'start_date_too_far'],
      [{ plate: 'L 123 AB' }, 409, 'duplicate_order'],
    ] as const)('%j with %i %s', async (body, status, code) => {
      api = openTestApi({ settings: settingsWithOutbox() });
      await placeOrder(api, orderInput({}, { vehicle: { plate: 'L 123 AB', country: 'AT', type: 'car' }, start_date: today(api.service, 5) }));
      const order = await placeOrder(api, orderInput({ order_has_been_paid: false }));
      const dates: Record<string, string> = {
        YESTERDAY: today(api.service, -1),
        NEXT_YEAR_AND_2_DAYS: today(api.service, 368),
      };
      const json = 'start_date' in body ? { start_date: dates[body.start_date] ?? body.start_date } : body;
      const events = queuedEvents(api).length;
      await expectProblem(await modify(order.id, json), status, code);
      expect(storedOrder(api, order.id)).toEqual(order);
      expect(queuedEvents(api)).toHaveLength(events);
    });

    it.each(['WILL BE ACTIVE', 'EXPIRED', 'REFUNDED', 'DELETED'] as const)('any change of a %s order (409 order_not_modifiable)', async (status: OrderStatus) => {
      api = openTestApi();
      const order = await placeOrder(api, orderInput());
      forceStatus(api, order.id, status);
      expect(storedOrder(api, order.id).can_modify).toBe(false);
      const problem = await expectProblem(await modify(order.id, { plate: 'W 54321 B' }), 409, 'order_not_modifiable');
      expect(problem.detail).toContain(`is ${status}`);
      expect(storedOrder(api, order.id).cars[0]?.plate).toBe('W 12345 A');
    });

    it.each(['PENDING', 'ACTIVE'] as const)('a new start date once the order is %s with the provider (409 order_not_modifiable)', async (status) => {
      api = openTestApi();
      const order = await placeOrder(api, orderInput());
      forceStatus(api, order.id, status);
      await expectProblem(await modify(order.id, { start_date: today(api.service, 1) }), 409, 'order_not_modifiable');
      expect(storedOrder(api, order.id)).toMatchObject({ start_date: order.start_date, can_modify: true });
    });

    it('a vehicle change on an order of several vehicles (400 vehicle_change_ambiguous), but not its new start date', async () => {
      api = openTestApi();
      const item = (plate: string) => ({ product: 'vignette-at-10-days', vehicle: { plate, country: 'AT', type: 'car' } });
      const order = await placeOrder(api, { order_has_been_paid: false, user: { email: 'a@example.com' }, products: [item('W 1 A'), item('W 2 A')] });
      await expectProblem(await modify(order.id, { plate: 'W 3 A' }), 400, 'vehicle_change_ambiguous');
      expect((await modified(order.id, { start_date: today(api.service, 1) })).start_date).toBe(today(api.service, 1));
    });

    it("another partner's order (404 order_not_found)", async () => {
      api = openTestApi();
      const order = await placeOrder(api, orderInput());
      await expectProblem(await modify(order.id, { plate: 'W 54321 B' }, KEYS.premium), 404, 'order_not_found');
      expect(storedOrder(api, order.id).can_modify).toBe(true);
    });
  });

  it('does not count the order against itself as a duplicate', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({}, { start_date: today(api.service, 1) }));
    expect((await modified(order.id, { start_date: today(api.service, 2) })).end_date).toBe(today(api.service, 11));
  });

  it('sends a DEFERRED order to the provider when its new start is 3 days away or less', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput({}, { start_date: today(api.service, 10) }));
    const deferred = await reachStatus(api, order.id, 'DEFERRED');
    const after = await modified(order.id, { start_date: today(api.service, 2) });
    expect(after).toMatchObject({ status: 'PENDING', version: deferred.version + 2, end_date: today(api.service, 11) });
    expect(statusEvents(order.id).at(-1)?.data).toMatchObject({ previous_status: 'DEFERRED', status: 'PENDING', version: deferred.version + 2 });
    await reachStatus(api, order.id, 'WILL BE ACTIVE');
  });

  it('keeps a DEFERRED order deferred until 3 days before its new, later start', async () => {
    api = openTestApi();
    const order = await placeOrder(api, orderInput({}, { start_date: today(api.service, 10) }));
    await reachStatus(api, order.id, 'DEFERRED');
    expect((await modified(order.id, { start_date: today(api.service, 20) })).status).toBe('DEFERRED');
    api.service.clock.advanceBy(8 * DAY);
    await api.service.runDue();
    expect(storedOrder(api, order.id).status).toBe('DEFERRED');
    api.service.clock.advanceBy(10 * DAY);
    await reachStatus(api, order.id, 'WILL BE ACTIVE');
    api.service.clock.advanceBy(2 * DAY);
    await reachStatus(api, order.id, 'ACTIVE');
  });

  it('registers a changed ACTIVE order again: new provider ids, a PDF for the new plate, ORDER_CONFIRMATION_RECEIVED', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    const active = await reachStatus(api, order.id, 'ACTIVE');
    const after = await modified(order.id, { plate: 'W 54321 B' });
    expect(after).toMatchObject({ status: 'ACTIVE', version: active.version + 1, can_modify: false });
    expect(after.provider_id).toMatch(/^AT-/);
    expect(after.provider_id).not.toBe(active.provider_id);
    expect(after.cars[0]?.provider_id).toBe(`${after.provider_id}-1`);
    const pdf = Buffer.from(await (await api.call(`/public/orders/${order.id}/cars/0/confirmation.pdf`)).arrayBuffer());
    expect(pdfTextLines(pdf)).toContain('Licence plate: W 54321 B (AT), car');
    expect(queuedEvents(api).filter((e) => e.data.order_id === order.id).map((e) => e.type).slice(-2)).toEqual(['ORDER_CONFIRMATION_RECEIVED', 'ORDER_CONFIRMATION_RECEIVED']);
    expect(statusEvents(order.id).at(-1)?.data.version).toBe(active.version);
  });
});
