import { afterEach, describe, expect, it } from 'vitest';
import { Order, type OrderStatus } from '../../contract/order.ts';
import { openTestApi, orderInput, today, waitFor, type TestApi } from '../test-support/harness.ts';

let api: TestApi;
afterEach(async () => api.close());

const DAY = 86_400_000;

async function create(body: unknown): Promise<Order> {
  const res = await api.call('/public/orders', { method: 'POST', json: body });
  expect(res.status).toBe(201);
  return Order.parse(await res.json());
}

const read = async (id: string) => Order.parse(await (await api.call(`/public/orders/${id}`)).json());

const reach = (id: string, status: OrderStatus) => waitFor(async () => {
  const order = await read(id);
  return order.status === status ? order : undefined;
}, `${id} to be ${status}`);

/** Parses the xref table and checks each entry points at its object. */
function checkPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
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
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
}

describe('order lifecycle', () => {
  it('takes a partner-paid order from CREATED through PENDING to ACTIVE with provider ids and PDFs', async () => {
    api = openTestApi({ workers: true });
    const order = await create(orderInput({}, { product: 'vignette-hu-weekly', vehicle: { plate: 'ABC-123', country: 'HU', type: 'car' } }));
    expect(order.status).toBe('CREATED');
    await reach(order.id, 'PENDING');
    const active = await reach(order.id, 'ACTIVE');
    expect(active.version).toBe(3);
    expect(active.provider_id).toMatch(/^HU-[A-Z2-7]{13}$/);
    expect(active.cars[0]?.provider_id).toBe(`${active.provider_id}-1`);
    expect(active.cars[0]?.pdf).toBe(`http://partner-api.test/public/orders/${order.id}/cars/0/confirmation.pdf`);

    const pdf = await api.call(`/public/orders/${order.id}/cars/0/confirmation.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    checkPdf(bytes);
    expect(bytes.toString('latin1')).toContain('(Licence plate: ABC-123 \\(HU\\), car)');
    expect(bytes.toString('latin1')).toContain(`(Order: ${order.id})`);

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
    api = openTestApi({ workers: true });
    const start = today(api.service, 10);
    const order = await create(orderInput({}, { start_date: start }));
    await reach(order.id, 'DEFERRED');
    await new Promise((r) => setTimeout(r, 250));
    expect((await read(order.id)).status).toBe('DEFERRED');
    api.service.clock.advanceBy(7 * DAY);
    await reach(order.id, 'ACTIVE');
  });

  it('keeps an order starting in exactly 3 days out of DEFERRED', async () => {
    api = openTestApi({ workers: true });
    const order = await create(orderInput({}, { start_date: today(api.service, 3) }));
    await reach(order.id, 'ACTIVE');
  });

  it('expires an order the day after its end date', async () => {
    api = openTestApi({ workers: true });
    const order = await create(orderInput({}, { product: 'vignette-at-1-day' }));
    await reach(order.id, 'ACTIVE');
    api.service.clock.advanceBy(2 * DAY);
    const expired = await reach(order.id, 'EXPIRED');
    expect(expired.can_modify).toBe(false);
  });

  it('leaves an unpaid order CREATED', async () => {
    api = openTestApi({ workers: true });
    const order = await create(orderInput({ order_has_been_paid: false }));
    await new Promise((r) => setTimeout(r, 300));
    expect((await read(order.id)).status).toBe('CREATED');
  });
});
