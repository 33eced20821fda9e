import { afterEach, describe, expect, it } from 'vitest';
import { PanelOrderDetail, PanelOrderPage, PanelPayouts } from '../../contract/panel.ts';
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

  it('finds an order by what the partner remembers of it: part of an e-mail or plate, an id\'s start, their own id', async () => {
    api = openTestApi();
    const anna = await placeOrder(api, orderInput(
      { subaccount: 'shop-Vienna', custom_id: 'cart-1001', user: { email: 'anna.huber@example.at' } },
      { vehicle: { plate: 'W 123 AB', country: 'AT', type: 'car' } },
    ));
    const ben = await placeOrder(api, orderInput(
      { subaccount: 'shop-linz', custom_id: 'cart-2002 100%', user: { email: 'ben_n1@example.com' } },
      { vehicle: { plate: 'L 77 CD', country: 'AT', type: 'car' } },
    ));
    await placeOrder(api, orderInput({ subaccount: 'fleet', user: { email: 'office@fleet.example' } }, { vehicle: { plate: 'G 9 XY', country: 'AT', type: 'car' } }));
    const panel = await signedInPanel(api);
    const find = async (query: Record<string, string>) => (await ids(panel, `?${new URLSearchParams(query)}`)).sort();

    expect(await find({ q: 'anna.huber' })).toEqual([anna.id]);
    expect(await find({ q: 'w 123' })).toEqual([anna.id]);
    expect(await find({ q: '77cd' })).toEqual([ben.id]);
    expect(await find({ q: anna.id.slice(0, 10) })).toEqual([anna.id]);
    expect(await find({ q: 'cart-2002' })).toEqual([ben.id]);
    expect(await find({ q: 'cart-1001' })).toEqual([anna.id]);
    expect(await find({ q: 'cart-' })).toEqual([anna.id, ben.id].sort());
    // The partner's text is taken literally: % and _ are characters, not wildcards.
    expect(await find({ q: 'cart-2002 100%' })).toEqual([ben.id]);
    expect(await find({ q: '%' })).toEqual([]);
    expect(await find({ q: 'n_n1' })).toEqual([ben.id]);
    expect(await find({ q: 'b_n' })).toEqual([]);
    expect(await find({ subaccount: 'shop' })).toEqual([anna.id, ben.id].sort());
    expect(await find({ subaccount: 'SHOP-vienna' })).toEqual([anna.id]);
    expect(await find({ subaccount: 'vienna' })).toEqual([]);
  });

  it('filters by subaccount, purchase time, country and type, names products in the asked language, exports CSV', async () => {
    api = openTestApi();
    const day = 86_400_000;
    const early = await placeOrder(api, orderInput({ subaccount: 'fleet-a', user: { email: 'early@example.com' } }));
    api.service.clock.advanceBy(2 * day);
    const start = new Date(api.service.clock.now() - 1000).toISOString();
    const late = await placeOrder(api, orderInput(
      { subaccount: 'fleet-a', custom_id: '=1+1', user: { email: 'late@example.com' } },
      { product: 'tunnel-at-karawanken', vehicle: { plate: 'K 2 CD', country: 'AT', type: 'car' } },
    ));
    const other = await placeOrder(api, orderInput(
      { subaccount: 'fleet-b' }, { vehicle: { plate: 'W 3 EF', country: 'AT', type: 'car' } },
    ));
    const end = new Date(api.service.clock.now() + day).toISOString();
    const panel = await signedInPanel(api);
    const range = `from=${encodeURIComponent(start)}&to=${encodeURIComponent(end)}`;

    expect((await ids(panel, '?subaccount=fleet-a')).sort()).toEqual([early.id, late.id].sort());
    expect(await ids(panel, `?subaccount=fleet-a&${range}`)).toEqual([late.id]);
    expect((await ids(panel, `?${range}`)).sort()).toEqual([late.id, other.id].sort());
    expect(await ids(panel, '?type=tunnel&country=AT')).toEqual([late.id]);
    expect(await ids(panel, '?country=CZ')).toEqual([]);

    const page = PanelOrderPage.parse(await (await panel.call(`/orders?subaccount=fleet-a&${range}&lang=de`)).json());
    expect(page.data[0]).toMatchObject({ product_name: 'Karawankentunnel (A11), Einzelfahrt', email: 'late@example.com' });

    const csv = await panel.call(`/orders/export.csv?subaccount=fleet-a&${range}&lang=de`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('id,custom_id,purchase_date,status,product,product_name,type,country,subaccount,email,plates,'
      + 'start_date,end_date,amount,currency,collected_by');
    // A spreadsheet must not run a shopper's text as a formula.
    expect(lines[1]).toContain(`${late.id},'=1+1,`);
    expect(lines[1]).toContain(',tunnel-at-karawanken,"Karawankentunnel (A11), Einzelfahrt",tunnel,AT,fleet-a,late@example.com,K 2 CD,');
    expect(lines[1]).toContain(`,${(late.price.amount / 100).toFixed(2)},EUR,partner`);
    expect(lines.slice(2)).toEqual(['']);
    await expectProblem(await panel.call('/orders?from=yesterday'), 400, 'invalid_request');
    await expectProblem(await panel.call('/orders/export.csv?type=boat'), 400, 'invalid_request');
  });

  it('cancels a PENDING order to REFUNDED, and refuses an ACTIVE one with 409', async () => {
    api = openTestApi();
    const pending = await placeOrder(api, orderInput());
    forceStatus(api, pending.id, 'PENDING');
    const active = await placeOrder(api, orderInput({}, { vehicle: { plate: 'W 9 ZZ', country: 'AT', type: 'car' } }));
    forceStatus(api, active.id, 'ACTIVE');
    const panel = await signedInPanel(api);
    const answer = await panel.call(`/orders/${pending.id}/cancel`, { method: 'POST' });
    expect(answer.status).toBe(200);
    const detail = PanelOrderDetail.parse(await answer.json());
    expect(detail.order.status).toBe('REFUNDED');
    expect(detail.timeline.at(-1)).toMatchObject({ previous_status: 'PENDING', status: 'REFUNDED' });
    await expectProblem(await panel.call(`/orders/${active.id}/cancel`, { method: 'POST' }), 409, 'order_not_cancellable');
    const payouts = PanelPayouts.parse(await (await panel.call('/payouts')).json());
    expect(payouts.ledger.filter((e) => e.order_id === pending.id).map((e) => e.amount))
      .toEqual([pending.price.amount, -pending.price.amount]);
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

  it('lists external orders with the status filter and search by the start of an id or reference_id, only the partner\'s own', async () => {
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
    // The start of a reference or an id is enough; the text is taken literally.
    expect((await list('?q=cart-')).sort()).toEqual([id, secondId].sort());
    expect(await list(`?q=${secondId.slice(0, 8)}`)).toContain(secondId);
    expect(await list('?q=cart_')).toEqual([]);
    expect(await list('?status=CANCELED')).toEqual([secondId]);
    await expectProblem(await panel.call('/external-orders?status=ACTIVE'), 400, 'invalid_request');
    const premium = await signedInPanel(api, KEYS.premium);
    expect(await (await premium.call('/external-orders')).json()).toMatchObject({ data: [], total: 0 });
  });
});
