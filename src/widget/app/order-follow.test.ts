import { describe, expect, it, vi } from 'vitest';
import type { Api } from './api.ts';
import type { ChangeApi } from './change-api.ts';
import { loadLaterWords } from '../i18n/later.ts';
import { managedOrder, memorySaved, order, setup, toReview } from './store-fixtures.ts';

describe('following the order', () => {
  it('ignores stale events, announces changes and ends when the PDF is there', async () => {
    const { store, events, streams } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    store.startPayment();
    expect(store.step.value).toBe('payment');
    expect(events).toContainEqual({ name: 'payment-started', data: { orderId: 'ord_1' } });
    store.paymentDone();
    expect(store.step.value).toBe('status');
    expect(store.status.value).toBe('Waiting for payment');
    const stream = streams[0]!;
    stream.on.state('reconnecting');
    expect(store.announcement.value).toBe('Reconnecting…');
    stream.on.state('live');
    stream.on.order!(order({ status: 'PENDING', paid: true, version: 3 }));
    stream.on.order!(order({ status: 'CREATED', version: 2 }));
    expect(store.status.value).toBe('Processing');
    expect(store.announcement.value).toBe('Order status: Processing');
    stream.on.order!(order({ status: 'ACTIVE', paid: true, version: 4, confirmation_url: '/api/orders/ord_1/confirmation.pdf?key=k' }));
    expect(store.confirmationHref.value).toBe('https://bff.test/api/orders/ord_1/confirmation.pdf?key=k');
    expect(stream.closed).toBeGreaterThan(0);
    expect(store.streamState.value).toBe('done');
    expect(events.filter((e) => e.name === 'order-active')).toEqual([{ name: 'order-active', data: { orderId: 'ord_1' } }]);
    // No event the host page sees carries personal data.
    expect(JSON.stringify(events)).not.toMatch(/ana@example|12345/i);
  });

  it('takes how a refund came about when it comes without a new version, but not the same event twice', async () => {
    const { store, streams } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    const stream = streams[0]!;
    stream.on.order!(order({ status: 'REFUNDED', paid: true, version: 4 }));
    stream.on.order!(order({ status: 'REFUNDED', paid: true, version: 4, ended_by: 'cancelled' }));
    expect(store.order.value?.ended_by).toBe('cancelled');
    store.announcement.value = '';
    stream.on.order!(order({ status: 'REFUNDED', paid: true, version: 4, ended_by: 'cancelled' }));
    expect(store.announcement.value).toBe('');
  });

  it('keeps following a failed order whose payment was taken, and ends on its refund', async () => {
    const { store, streams } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    const stream = streams[0]!;
    stream.on.state('live');
    stream.on.order!(order({ status: 'PENDING', paid: true, version: 2 }));
    stream.on.order!(order({ status: 'DELETED', paid: true, version: 3 }));
    expect(stream.closed).toBe(0);
    expect(store.streamState.value).toBe('live');
    stream.on.order!(order({ status: 'REFUNDED', paid: true, version: 4 }));
    expect(store.status.value).toBe('Refunded');
    expect(store.announcement.value).toBe('Order status: Refunded');
    expect(stream.closed).toBeGreaterThan(0);
    expect(store.streamState.value).toBe('done');
  });

  it('moves from payment to status when the payment lands, and closes on dispose', async () => {
    const { store, streams } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    streams[0]!.on.order!(order({ status: 'PENDING', paid: true, version: 2 }));
    expect(store.step.value).toBe('status');
    store.dispose();
    expect(streams[0]!.closed).toBeGreaterThan(0);
  });
});

describe('coming back to a placed order', () => {
  it('saves the order id and token once the order exists', async () => {
    const { store, saved } = setup();
    await toReview(store);
    await store.placeOrder();
    expect(saved.current).toEqual({ orderId: 'ord_1', token: 'tok', announced: [] });
  });

  it('tells the host an order is active once on this device, not again when a reload reads it back', async () => {
    const active = order({ status: 'ACTIVE', paid: true, version: 4, confirmation_url: '/api/orders/ord_1/confirmation.pdf?key=k' });
    const first = setup({ country: 'AT' });
    await toReview(first.store);
    await first.store.placeOrder();
    first.streams[0]!.on.order!(active);
    expect(first.events.filter((e) => e.name === 'order-active')).toEqual([{ name: 'order-active', data: { orderId: 'ord_1' } }]);
    expect(first.saved.current).toEqual({ orderId: 'ord_1', token: 'tok', announced: ['ord_1'] });

    const reloaded = setup({}, { getOrder: async () => ({ kind: 'found', order: active }) }, memorySaved(first.saved.current));
    await reloaded.store.resume();
    expect(reloaded.store.confirmationHref.value).toBe('https://bff.test/api/orders/ord_1/confirmation.pdf?key=k');
    expect(reloaded.events.filter((e) => e.name === 'order-active')).toEqual([]);
    expect(reloaded.saved.current).toEqual({ orderId: 'ord_1', token: 'tok', announced: ['ord_1'] });

    // Paid, then the tab closed before the order was active: the host hears of it when the shopper comes back.
    const closedEarly = setup({}, { getOrder: async () => ({ kind: 'found', order: active }) }, memorySaved({ orderId: 'ord_1', token: 'tok' }));
    await closedEarly.store.resume();
    expect(closedEarly.events.filter((e) => e.name === 'order-active')).toEqual([{ name: 'order-active', data: { orderId: 'ord_1' } }]);
  });

  it('resumes at payment for an unpaid order, following it without placing another', async () => {
    const createOrder = vi.fn<Api['createOrder']>();
    const getOrder = vi.fn<Api['getOrder']>(async () => ({ kind: 'found', order: order({ version: 2 }) }));
    const { store, streams, events } = setup({}, { createOrder, getOrder }, memorySaved({ orderId: 'ord_1', token: 'tok' }));
    await store.resume();
    expect(getOrder).toHaveBeenCalledWith('ord_1', 'tok');
    expect(store.step.value).toBe('payment');
    expect(store.order.value?.version).toBe(2);
    expect(streams.map((s) => s.url)).toEqual(['https://bff.test/api/orders/ord_1/events?token=tok']);
    expect(createOrder).not.toHaveBeenCalled();
    expect(events).toContainEqual({ name: 'step-change', data: { step: 'payment' } });
  });

  it('resumes at the status of a paid order', async () => {
    const { store } = setup({}, { getOrder: async () => ({ kind: 'found', order: order({ status: 'PENDING', paid: true }) }) },
      memorySaved({ orderId: 'ord_1', token: 'tok' }));
    await store.resume();
    expect(store.step.value).toBe('status');
  });

  it('forgets an order the BFF no longer has for that token, and keeps one it could not reach', async () => {
    const gone = setup({}, {}, memorySaved({ orderId: 'ord_1', token: 'tok' }));
    await gone.store.resume();
    expect(gone.saved.current).toBeNull();
    expect(gone.store.resuming.value).toBe('no');
    const offline = setup({}, { getOrder: async () => ({ kind: 'failed' }) }, memorySaved({ orderId: 'ord_1', token: 'tok' }));
    await offline.store.resume();
    expect(offline.saved.current).not.toBeNull();
    expect(offline.store.resuming.value).toBe('failed');
  });

  it('lets the shopper leave an unpaid order: it is kept for the unpaid-orders offer, the typed data goes, the scope stays', async () => {
    const { store, saved, streams, left } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    store.startOver();
    expect(saved.current).toBeNull();
    expect(left.orders).toEqual([{ orderId: 'ord_1', token: 'tok' }]);
    expect(store.order.value).toBeNull();
    expect(store.step.value).toBe('product');
    expect(store.form.email.value).toBe('');
    expect(store.vehicleCountry.value).toBe('AT');
    expect(store.country.value).toBe('AT');
    expect(streams[0]!.closed).toBeGreaterThan(0);
  });

  it('takes a waiting order back to its payment step from the offer', async () => {
    const { store } = setup({ country: 'AT' }, { getOrder: async () => ({ kind: 'found', order: order({ id: 'ord_9' }) }) });
    await toReview(store);
    expect(await store.reopen('ord_9', 'tok9')).toBe('found');
    expect(store.order.value?.id).toBe('ord_9');
    expect(store.step.value).toBe('payment');
  });
});

// Managing an order speaks the on-demand words, loaded before it shows (unbuilt: no chunk to check).
await loadLaterWords('en', async () => undefined);

describe('managing the order', () => {
  it('cancels a DEFERRED order through the BFF with the token', async () => {
    const cancelOrder = vi.fn<ChangeApi['cancelOrder']>(async () => ({ kind: 'changed', order: order({ status: 'REFUNDED', paid: true, version: 3 }) }));
    const { store, streams, manage } = await managedOrder({ status: 'DEFERRED', version: 2 }, { cancelOrder });
    expect(manage.canCancel.value).toBe(true);
    manage.openManage('cancel');
    expect(store.focusRequest.value).toEqual({ target: 'cancel_keep' });
    await manage.cancelOrder();
    expect(cancelOrder).toHaveBeenCalledWith('ord_1', 'tok');
    expect(store.order.value?.status).toBe('REFUNDED');
    expect(manage.panel.value).toBe('none');
    expect(streams[0]!.closed).toBeGreaterThan(0);
  });

  it('offers no cancel for an ACTIVE order, and shows a refusal in words', async () => {
    const { store, manage } = await managedOrder({ status: 'ACTIVE' }, {
      cancelOrder: async () => ({ kind: 'refused', code: 'order_not_cancellable', message: 'Too late' }),
    });
    expect(manage.canCancel.value).toBe(false);
    await manage.cancelOrder();
    expect(store.notice.value).toBeNull();
  });

  it('modifies the plate once, sending only what changed', async () => {
    const modifyOrder = vi.fn<ChangeApi['modifyOrder']>(async () => ({
      kind: 'changed', order: order({ status: 'DEFERRED', paid: true, can_modify: false, version: 3, vehicle: { plate: 'W 2', country: 'AT', type: 'car' } }),
    }));
    const { manage } = await managedOrder({ status: 'DEFERRED', version: 2 }, { modifyOrder });
    expect(manage.canModify.value).toBe(true);
    manage.openManage('modify');
    expect(manage.modifyForm.plate.value).toBe('W 12345 X');
    await manage.modifyOrder();
    expect(manage.modifyErrors.value.plate).toMatch(/Change the plate/);
    expect(modifyOrder).not.toHaveBeenCalled();
    manage.setModifyField('plate', 'W 2');
    await manage.modifyOrder();
    expect(modifyOrder).toHaveBeenCalledWith('ord_1', 'tok', { plate: 'W 2' });
    expect(manage.canModify.value).toBe(false);
  });

  it('opens on the registration country, as checkout asks it, and names only what can change when nothing did', async () => {
    const { store, manage } = await managedOrder({ status: 'PENDING', can_modify: true }, {});
    manage.openManage('modify');
    expect(store.focusRequest.value).toEqual({ target: 'modify_vehicle_country' });
    expect(manage.canChangeStart.value).toBe(false);
    await manage.modifyOrder();
    expect(manage.modifyErrors.value).toEqual({ plate: 'Change the plate or the registration country first' });
  });

  it('asks for the new vehicle\'s VIN when the product needs one', async () => {
    const modifyOrder = vi.fn<ChangeApi['modifyOrder']>(async () => ({ kind: 'failed' }));
    const ro = { slug: 'vignette-ro-30-days', name: 'RO 30 days', type: 'vignette', country: 'RO' };
    const { store, manage } = await managedOrder({ status: 'DEFERRED', product: ro }, { modifyOrder });
    await store.loadCatalogue();
    expect(manage.askVin.value).toBe(true);
    manage.openManage('modify');
    manage.setModifyField('plate', 'B 123 ABC');
    manage.setModifyField('vehicle_country', 'RO');
    await manage.modifyOrder();
    expect(manage.modifyErrors.value).toEqual({ vin: expect.stringMatching(/VIN/) });
    expect(modifyOrder).not.toHaveBeenCalled();
    manage.setModifyField('vin', 'wvwzzz1jzxw000001');
    await manage.modifyOrder();
    expect(modifyOrder).toHaveBeenCalledWith('ord_1', 'tok', { plate: 'B 123 ABC', vehicle_country: 'RO', vin: 'WVWZZZ1JZXW000001' });
  });

  it('puts the BFF field errors of a modification under their fields', async () => {
    const { store, manage } = await managedOrder({ status: 'DEFERRED' }, {
      modifyOrder: async () => ({ kind: 'invalid', errors: [{ path: 'start_date', message: 'In the past' }] }),
    });
    manage.openManage('modify');
    manage.setModifyField('start_date', '2026-03-20');
    await manage.modifyOrder();
    // The widget's own words, not the service's English.
    expect(manage.modifyErrors.value).toEqual({ start_date: 'Choose a start date from 10\u00a0March 2026 to 10\u00a0March 2027' });
    expect(store.focusRequest.value).toEqual({ target: 'modify_start_date' });
  });
});
