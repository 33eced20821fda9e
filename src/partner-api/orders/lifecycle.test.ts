import { afterEach, describe, expect, it } from 'vitest';
import { Order, type OrderStatus } from '../../contract/order.ts';
import { openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { placeOrder, queuedEvents, reachStatus, settingsWithOutbox, storedOrder } from '../test-support/order-kit.ts';
import { pdfTextLines } from '../test-support/pdf-text.ts';
import { failNextProviderCalls } from './provider-faults.ts';
import { setProviderLoad } from './provider-load.ts';

let api: TestApi;
afterEach(async () => api.close());

const DAY = 86_400_000;

const create = (body: unknown) => placeOrder(api, body);
const read = (id: string) => storedOrder(api, id);
const reach = (id: string, status: OrderStatus) => reachStatus(api, id, status);

/** Parses the xref table and checks each entry points at its object, and each stream has the length it says. */
function checkPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text).toMatch(/^%PDF-1\.\d\n/);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const streams = [...text.matchAll(/\/Length (\d+)\n(?:\/[^\n]*\n)*>>\nstream\n/g)];
  expect(streams.length).toBeGreaterThan(0);
  for (const stream of streams) {
    const end = stream.index + stream[0].length + Number(stream[1]);
    expect(text.slice(end, end + '\nendstream'.length)).toBe('\nendstream');
  }
}

describe('order lifecycle', () => {
  it('takes a partner-paid order from CREATED through PENDING to ACTIVE with provider ids and PDFs', async () => {
    api = openTestApi();
    const order = await create(orderInput({}, { product: 'vignette-hu-weekly', vehicle: { plate: 'ABC-123', country: 'HU', type: 'car' } }));
    expect(order.status).toBe('CREATED');
    await reach(order.id, 'PENDING');
    await reach(order.id, 'ACTIVE');
    const active = Order.parse(await (await api.call(`/public/orders/${order.id}`)).json());
    expect(active.status).toBe('ACTIVE');
    expect(active.version).toBe(3);
    expect(active.provider_id).toMatch(/^HU-[A-Z2-7]{13}$/);
    expect(active.cars[0]?.provider_id).toBe(`${active.provider_id}-1`);
    expect(active.cars[0]?.pdf).toBe(`http://partner-api.test/public/orders/${order.id}/cars/0/confirmation.pdf`);

    const pdf = await api.call(`/public/orders/${order.id}/cars/0/confirmation.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    checkPdf(bytes);
    expect(pdfTextLines(bytes)).toEqual(expect.arrayContaining(['Licence plate: ABC-123 (HU), car', `Order: ${order.id}`]));

    expect((await api.call(`/public/orders/${order.id}/cars/1/confirmation.pdf`)).status).toBe(404);
    expect((await api.call(`/public/orders/${order.id}/cars/0/confirmation.pdf`, { key: null })).status).toBe(401);
  });

  it('has no PDF before ACTIVE', async () => {
    api = openTestApi();
    const order = await create(orderInput());
    const res = await api.call(`/public/orders/${order.id}/cars/0/confirmation.pdf`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'confirmation_not_found' });
  });

  it('defers an order starting in more than 3 days until the sandbox clock reaches start minus 3 days', async () => {
    api = openTestApi();
    const start = today(api.service, 10);
    const order = await create(orderInput({}, { start_date: start }));
    await reach(order.id, 'DEFERRED');
    await api.service.runDue();
    expect(read(order.id).status).toBe('DEFERRED');
    api.service.clock.advanceBy(7 * DAY);
    await reach(order.id, 'WILL BE ACTIVE');
    api.service.clock.advanceBy(3 * DAY);
    await reach(order.id, 'ACTIVE');
  });

  it('keeps an order starting in exactly 3 days out of DEFERRED', async () => {
    api = openTestApi();
    const order = await create(orderInput({}, { start_date: today(api.service, 3) }));
    await reach(order.id, 'WILL BE ACTIVE');
  });

  it.each([1, 2, 3])('does not read ACTIVE before the start date of an order starting in %i day(s) (spec 3: "ACTIVE: the service is valid")', async (days) => {
    api = openTestApi();
    const order = await create(orderInput({}, { start_date: today(api.service, days) }));
    await reach(order.id, 'WILL BE ACTIVE');
    expect(read(order.id)).toMatchObject({ provider_id: null, cars: [expect.objectContaining({ pdf: null })] });
    api.service.clock.advanceBy((days - 1) * DAY);
    await api.service.runDue();
    expect(read(order.id).status).toBe('WILL BE ACTIVE');
    api.service.clock.advanceBy(DAY);
    const active = await reach(order.id, 'ACTIVE');
    expect(active.provider_id).not.toBeNull();
  });

  it('expires an order the day after its end date', async () => {
    api = openTestApi();
    const order = await create(orderInput({}, { product: 'vignette-at-1-day' }));
    await reach(order.id, 'ACTIVE');
    api.service.clock.advanceBy(2 * DAY);
    const expired = await reach(order.id, 'EXPIRED');
    expect(expired.can_modify).toBe(false);
  });

  it('leaves an unpaid order CREATED', async () => {
    api = openTestApi();
    const order = await create(orderInput({ order_has_been_paid: false }));
    await api.service.runDue();
    expect(read(order.id).status).toBe('CREATED');
  });
});

describe('national provider situations', () => {
  const HU = { product: 'vignette-hu-weekly', vehicle: { plate: 'ABC-123', country: 'HU', type: 'car' } };
  const statusEvents = (id: string) => queuedEvents(api).filter((e) => e.data.order_id === id)
    .map((e) => (e.type === 'ORDER_STATUS_CHANGED' ? `${e.data.previous_status ?? ''}>${e.data.status}@${e.data.version}` : `${e.type}@${e.data.version}`));

  it('under heavy load registers the order as WILL BE ACTIVE; ACTIVE with its ids once the load is normal', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    setProviderLoad(api.service, 'HU', 'heavy');
    const order = await create(orderInput({}, HU));
    const waiting = await reach(order.id, 'WILL BE ACTIVE');
    expect(waiting).toMatchObject({ provider_id: null, can_modify: false, cars: [{ provider_id: null, pdf: null }] });
    await api.service.runDue();
    expect(read(order.id).status).toBe('WILL BE ACTIVE');
    setProviderLoad(api.service, 'HU', 'normal');
    const active = await reach(order.id, 'ACTIVE');
    expect(active.provider_id).toMatch(/^HU-/);
    expect(statusEvents(order.id)).toEqual([
      '>CREATED@1', 'CREATED>PENDING@2', 'PENDING>WILL BE ACTIVE@3', 'WILL BE ACTIVE>ACTIVE@4', 'ORDER_CONFIRMATION_RECEIVED@4',
    ]);
  });

  it('moves the order to DELETED when the national provider answers with an error, and only as often as injected', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    failNextProviderCalls(api.service, 'HU', 1);
    const failed = await create(orderInput({}, HU));
    expect(await reach(failed.id, 'DELETED')).toMatchObject({ provider_id: null, can_modify: false });
    expect(statusEvents(failed.id)).toEqual(['>CREATED@1', 'CREATED>PENDING@2', 'PENDING>DELETED@3']);
    const next = await create(orderInput({}, { ...HU, vehicle: { ...HU.vehicle, plate: 'XYZ-987' } }));
    await reach(next.id, 'ACTIVE');
  });

  it('deletes a WILL BE ACTIVE order whose id never comes because the provider failed', async () => {
    api = openTestApi();
    setProviderLoad(api.service, 'HU', 'heavy');
    const order = await create(orderInput({}, HU));
    await reach(order.id, 'WILL BE ACTIVE');
    failNextProviderCalls(api.service, 'HU', 1);
    await reach(order.id, 'DELETED');
  });

  it('expires the payment link of an unpaid order after 24 h: EXPIRED with paid false (not DELETED, spec 3: "unknown error"), and the link refuses payment', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await create(orderInput({ order_has_been_paid: false }));
    const link = new URL(order.payment_link ?? '').pathname;
    api.service.clock.advanceBy(24 * 60 * 60 * 1000 - 60_000);
    await api.service.runDue();
    expect(read(order.id).status).toBe('CREATED');
    api.service.clock.advanceBy(60_000);
    expect(await reach(order.id, 'EXPIRED')).toMatchObject({ paid: false, payment_link: order.payment_link });
    expect(statusEvents(order.id)).toEqual(['>CREATED@1', 'CREATED>EXPIRED@2']);
    const page = await api.call(link, { key: null });
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This payment link has expired');
    const pay = await api.call(`${link}/pay`, { method: 'POST', key: null, body: 'provider=stripe', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(pay.status).toBe(410);
    expect(read(order.id)).toMatchObject({ status: 'EXPIRED', paid: false });
  });
});
