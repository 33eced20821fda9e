import { afterEach, describe, expect, it } from 'vitest';
import { PanelOrderDetail, PanelPayouts } from '../../contract/panel.ts';
import { KEYS, openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { expectProblem, forceStatus, placeOrder, reachStatus, settingsWithOutbox } from '../test-support/order-kit.ts';
import { signedInPanel } from '../test-support/panel-client.ts';

let api: TestApi;
afterEach(async () => api.close());

const ids = async (panel: Awaited<ReturnType<typeof signedInPanel>>, query: string) =>
  ((await (await panel.call(`/orders${query}`)).json()) as { data: { id: string }[] }).data.map((o) => o.id);

describe('the panel\'s orders screen', () => {
  it('searches by id, plate (spaces and case ignored) or e-mail, with the status filter', async () => {
    api = openTestApi();
    const first = await placeOrder(api, orderInput({ user: { email: 'Anna@Example.com' } }, { vehicle: { plate: 'W 1 AB', country: 'AT', type: 'car' } }));
    const second = await placeOrder(api, orderInput({ user: { email: 'ben@example.com' } }, { product: 'tunnel-at-karawanken', vehicle: { plate: 'G 22 CD', country: 'AT', type: 'car' } }));
    forceStatus(api, second.id, 'ACTIVE');
    const panel = await signedInPanel(api);

    expect((await ids(panel, '')).sort()).toEqual([first.id, second.id].sort());
    expect(await ids(panel, `?q=${first.id}`)).toEqual([first.id]);
    expect(await ids(panel, '?q=w1ab')).toEqual([first.id]);
    expect(await ids(panel, `?q=${encodeURIComponent('g 22-cd')}`)).toEqual([second.id]);
    expect(await ids(panel, '?q=anna@example.com')).toEqual([first.id]);
    expect(await ids(panel, '?status=ACTIVE')).toEqual([second.id]);
    expect(await ids(panel, '?status=ACTIVE&q=w1ab')).toEqual([]);
    await expectProblem(await panel.call('/orders?status=DONE'), 400, 'invalid_request');
    await expectProblem(await panel.call('/orders?page=0'), 400, 'invalid_request');
  });

  it('shows an order\'s timeline of statuses and the webhook deliveries about it', async () => {
    api = openTestApi({ settings: settingsWithOutbox() });
    const order = await placeOrder(api, orderInput());
    await reachStatus(api, order.id, 'ACTIVE');
    const panel = await signedInPanel(api);
    const detail = PanelOrderDetail.parse(await (await panel.call(`/orders/${order.id}`)).json());
    expect(detail.order.id).toBe(order.id);
    expect(detail.timeline.map((e) => `${e.previous_status}->${e.status}`)).toEqual(['null->CREATED', 'CREATED->PENDING', 'PENDING->ACTIVE']);
    expect(detail.deliveries.map((d) => d.event_type)).toContain('ORDER_STATUS_CHANGED');
    expect(detail.deliveries.every((d) => d.order_id === order.id)).toBe(true);
    const pdf = await panel.call(`/orders/${order.id}/cars/0/confirmation.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('totals partner-collected and service-collected orders beside the debt rule', async () => {
    api = openTestApi();
    const own = await placeOrder(api, orderInput());
    await placeOrder(api, orderInput({ order_has_been_paid: false }, { product: 'tunnel-at-karawanken' }));
    const panel = await signedInPanel(api);
    const payouts = PanelPayouts.parse(await (await panel.call('/payouts')).json());
    expect(payouts.partner_collected).toEqual(own.price);
    expect(payouts.service_collected).toEqual({ amount: 0, currency: 'EUR' });
    expect(payouts.threshold).toEqual({ amount: 200_000, currency: 'EUR' });
    expect(payouts.ledger).toMatchObject([{ kind: 'order', amount: own.price.amount, order_id: own.id }]);
    expect(payouts.notices).toEqual([]);
  });

  it('lists external orders with the status filter and search by id or reference_id, only the partner\'s own', async () => {
    api = openTestApi();
    const external = (reference: string) =>
      ({ reference_id: reference, products: orderInput().products, user: orderInput().user });
    const first = await api.call('/public/external-orders', { method: 'POST', json: external('cart-1') });
    const second = await api.call('/public/external-orders', { method: 'POST', json: external('cart-2') });
    const { id } = (await first.json()) as { id: string };
    const secondId = ((await second.json()) as { id: string }).id;
    expect((await api.call(`/public/external-orders/${secondId}/cancel`, { method: 'POST' })).status).toBe(200);
    const panel = await signedInPanel(api);
    expect((await ids(panel, '')).length).toBe(0);
    const list = async (query: string) =>
      ((await (await panel.call(`/external-orders${query}`)).json()) as { data: { id: string }[] }).data.map((o) => o.id);
    expect((await list('')).sort()).toEqual([id, secondId].sort());
    expect(await list('?q=cart-1')).toEqual([id]);
    expect(await list(`?q=${secondId}`)).toEqual([secondId]);
    expect(await list('?status=CANCELED')).toEqual([secondId]);
    await expectProblem(await panel.call('/external-orders?status=ACTIVE'), 400, 'invalid_request');
    const premium = await signedInPanel(api, KEYS.premium);
    expect(await (await premium.call('/external-orders')).json()).toMatchObject({ data: [], total: 0 });
  });
});
