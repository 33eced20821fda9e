import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { order, progress, tabStorage } from '../app/store-fixtures.ts';
import { basket, basketFixtures, queued, remembered, unverified } from './basket-fixtures.ts';
import { translator } from '../i18n/t.ts';
import { english as en } from '../i18n/english.ts';
import { messages as de } from '../i18n/de.ts';
import { messages as deSteps } from '../i18n/steps/de.ts';
import { loadTripWords } from './trip-words.ts';

const { placing, placedInQueue } = basketFixtures([...CATALOGUE]);

describe('the basket checkout', () => {
  it('sends every line, the vehicle and the e-mail once, under one key, and pays the basket once', async () => {
    const { flow, sent, streams, saved, events } = await placing([{ status: 201, body: { basket: basket(), access_token: 'tok_1234567890abcdef' } }]);
    flow.submitPlan();
    expect(flow.stage.value).toBe('vehicle');
    await flow.submitVehicle();
    expect(flow.stage.value).toBe('review');
    await flow.place();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://bff.test/api/baskets');
    const headers = sent[0]!.init!.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^key-\d+-0123456789abcdef$/);
    expect(JSON.parse(String(sent[0]!.init!.body))).toMatchObject({
      items: [{ product: 'vignette-at-1-day', start_date: '2026-03-10' }, { product: 'vignette-si-weekly', start_date: '2026-03-10' }],
      vehicle_type: 'car', plate: 'W 12345 X', vehicle_country: 'AT', email: 'ana@example.com',
    });
    expect(flow.stage.value).toBe('pay');
    expect(events).toContainEqual({ name: 'order-created', data: { orderId: 'eo_1', products: ['vignette-at-1-day', 'vignette-si-weekly'] } });
    // The order's slot holds the basket (nothing personal), so a reload opens the trip on it.
    expect(saved.current).toEqual({ orderId: 'eo_1', token: 'tok_1234567890abcdef', announced: [] });
    expect(streams[0]!.url).toBe('https://bff.test/api/baskets/eo_1/events?token=tok_1234567890abcdef');
    // Paid: every product gets its order on the stream.
    streams[0]!.on(basket({ status: 'PAID', items: basket().items.map((i, n) => ({ ...i, order: order({ id: `ord_${n}`, paid: true, status: 'PENDING' }) })) }));
    expect(flow.stage.value).toBe('status');
    expect(flow.basket.value!.items.map((i) => i.order?.id)).toEqual(['ord_0', 'ord_1']);
    // Each product tells the host page once it is active with its confirmation, naming its basket.
    const active = basket({ status: 'PAID', items: basket().items.map((i, n) => ({
      ...i, order: order({ id: `ord_${n}`, paid: true, status: 'ACTIVE', confirmation_url: `/api/orders/ord_${n}/confirmation.pdf`, version: 3 }),
    })) });
    streams[0]!.on(active);
    streams[0]!.on(active);
    expect(events.filter((e) => e.name === 'order-active')).toEqual([
      { name: 'order-active', data: { orderId: 'ord_0', basketId: 'eo_1' } },
      { name: 'order-active', data: { orderId: 'ord_1', basketId: 'eo_1' } },
    ]);
    expect(saved.current).toEqual({ orderId: 'eo_1', token: 'tok_1234567890abcdef', announced: ['ord_0', 'ord_1'] });

    // A reload reads the basket back: its products were announced already.
    const again = await placing([{ status: 200, body: active }]);
    again.saved.current = saved.current;
    expect(await again.flow.resume()).toBe(true);
    again.streams[0]!.on(active);
    expect(again.events.filter((e) => e.name === 'order-active')).toEqual([]);
  });

  it('takes a duplicate back to the plan, on the line it concerns, and asks a new key for the changed basket', async () => {
    const { flow, sent, store } = await placing([
      { status: 409, body: { status: 409, code: 'duplicate_order', title: 'Duplicate', errors: [{ path: 'items.1', message: 'overlaps' }] } },
      { status: 201, body: { basket: basket(), access_token: 'tok_1234567890abcdef' } },
    ]);
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    expect(flow.stage.value).toBe('plan');
    expect(flow.errors.value).toEqual({ item1: 'This vehicle already has a product for these days. Remove this line or change the days.' });
    // On the line, not the plan's heading far above it.
    expect(store.focusRequest.value).toEqual({ target: 'item1' });
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    const key = (n: number) => (sent[n]!.init!.headers as Record<string, string>)['idempotency-key'];
    expect(key(1)).not.toBe(key(0));
  });

  it('moves the focus to the first wrong field as the form shows them: the registration country above the plate', async () => {
    const { flow, store, sent } = await placing([]);
    flow.submitPlan();
    store.form.plate.value = '';
    store.form.vehicle_country.value = '';
    store.form.email.value = '';
    await flow.submitVehicle();
    expect(Object.keys(flow.errors.value).sort()).toEqual(['email', 'plate', 'vehicle_country']);
    expect(store.focusRequest.value).toEqual({ target: 'vehicle_country' });
    store.form.vehicle_country.value = 'AT';
    await flow.submitVehicle();
    expect(store.focusRequest.value).toEqual({ target: 'plate' });
    expect(flow.stage.value).toBe('vehicle');
    expect(sent).toEqual([]);
  });

  it('keeps the key when the BFF could not be reached, so trying again never pays twice', async () => {
    const { flow, sent } = await placing([{ status: 503, body: {} }, { status: 201, body: { basket: basket(), access_token: 'tok_1234567890abcdef' } }]);
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    expect(flow.stage.value).toBe('review');
    expect(flow.notice.value).toBe('No connection to the checkout. Check your internet and try again; nothing is ordered twice.');
    await flow.place();
    const key = (n: number) => (sent[n]!.init!.headers as Record<string, string>)['idempotency-key'];
    expect(key(1)).toBe(key(0));
    expect(flow.stage.value).toBe('pay');
  });

  it('asks for a valid plate and e-mail before checking anything', async () => {
    const { flow, store, sent } = await placing([]);
    store.form.plate.value = '';
    store.form.email.value = 'nope';
    flow.submitPlan();
    await flow.submitVehicle();
    expect(flow.stage.value).toBe('vehicle');
    expect(Object.keys(flow.errors.value).sort()).toEqual(['email', 'plate']);
    expect(sent).toHaveLength(0);
  });

  it('says what to fix again once the page changed the language: the vehicle step, and a plan with no route', async () => {
    const { flow, store, trip, words } = await placing([]);
    store.form.plate.value = '';
    store.form.email.value = 'nope';
    flow.submitPlan();
    await flow.submitVehicle();
    store.update({ locale: 'de-AT', country: 'AT', product: null, productType: null }, translator({ ...en, ...de, ...deSteps }));
    words.say = await loadTripWords('de', unverified);
    flow.sayAgain();
    expect(flow.errors.value).toEqual({
      plate: 'Geben Sie das Kennzeichen ein: 2 bis 16 Buchstaben, Ziffern, Leerzeichen oder Bindestriche',
      email: 'Geben Sie eine gültige E\u2011Mail-Adresse ein, z. B. name@example.com',
    });
    flow.go('plan');
    trip.removeCountry('AT');
    trip.removeCountry('SI');
    flow.submitPlan();
    words.say = await loadTripWords('en', unverified);
    flow.sayAgain();
    expect(flow.errors.value).toEqual({ route: 'Add the countries you drive through, and the first and last day.' });
  });

  it('comes back to a saved basket after a reload, where it stands', async () => {
    const first = await placing([{ status: 201, body: { basket: basket(), access_token: 'tok_1234567890abcdef' } }]);
    first.flow.submitPlan();
    await first.flow.submitVehicle();
    await first.flow.place();
    const again = await placing([{ status: 200, body: basket({ status: 'PAID' }) }]);
    again.saved.current = first.saved.current;
    expect(await again.flow.resume()).toBe(true);
    expect(again.sent[0]!.url).toBe('https://bff.test/api/baskets/eo_1?token=tok_1234567890abcdef');
    expect(again.flow.stage.value).toBe('status');
  });

  it('remembers a placement the BFF queued in the tab: its key from the start, then its checkout and token', async () => {
    const tab = tabStorage();
    const { flow, checkouts } = await placedInQueue(tab);
    const placed = flow.place();
    expect(remembered(tab)).toEqual({ key: 'key-1-0123456789abcdef' });
    await placed;
    expect(remembered(tab)).toEqual({ key: 'key-1-0123456789abcdef', checkout: { id: 'chk_1', token: 'tok_1234567890abcdef' } });
    expect(flow.notice.value).toBe('Many orders are being placed right now. Yours keeps its place in line (2 ahead); please keep this page open.');
    expect(checkouts.map((c) => c.url)).toEqual(['https://bff.test/api/checkouts/chk_1/events?token=tok_1234567890abcdef']);
  });

  it('follows the queued checkout again after a reload, and takes the basket once it is created', async () => {
    const tab = tabStorage();
    await (await placedInQueue(tab)).flow.place();
    const asked: string[][] = [];
    const again = await placing([{ status: 200, body: basket() }], {
      tab,
      api: {
        getCheckout: async (id, token) => {
          asked.push([id, token]);
          return { kind: 'found', checkout: progress({ checkout_id: 'chk_1', state: 'confirming', attempts: 2, basket_id: null }) };
        },
      },
    });
    expect(again.flow.stage.value).toBe('review');
    expect(await again.flow.resume()).toBe(true);
    expect(asked).toEqual([['chk_1', 'tok_1234567890abcdef']]);
    expect(again.flow.notice.value).toBe('We are confirming your order with the service (attempt 2 of 5). Nothing is charged before you pay.');
    expect(again.flow.busy.value).toBe(true);
    expect(again.checkouts[0]!.url).toBe('https://bff.test/api/checkouts/chk_1/events?token=tok_1234567890abcdef');

    again.checkouts[0]!.on.checkout!(progress({ checkout_id: 'chk_1', state: 'created', attempts: 3, basket_id: 'eo_1' }));
    await vi.waitFor(() => expect(again.flow.stage.value).toBe('pay'));
    expect(again.sent.map((r) => r.url)).toEqual(['https://bff.test/api/baskets/eo_1?token=tok_1234567890abcdef']);
    expect(again.checkouts[0]!.closed).toBe(1);
    expect(again.saved.current).toEqual({ orderId: 'eo_1', token: 'tok_1234567890abcdef', announced: [] });
    expect(tab.items.size).toBe(0);
  });

  it('places again under the remembered key when the checkout can no longer be read, and follows the same checkout', async () => {
    const tab = tabStorage();
    // A first try refused as a duplicate takes its key with it: the queued placement is under the second.
    const first = await placedInQueue(tab, [
      { status: 409, body: { status: 409, code: 'duplicate_order', title: 'Duplicate', errors: [{ path: 'items.1', message: 'overlaps' }] } },
    ]);
    await first.flow.place();
    first.flow.submitPlan();
    await first.flow.submitVehicle();
    await first.flow.place();
    expect(remembered(tab)).toEqual({ key: 'key-2-0123456789abcdef', checkout: { id: 'chk_1', token: 'tok_1234567890abcdef' } });

    const again = await placing([queued({ ahead: 1 })], { tab, api: { getCheckout: async () => ({ kind: 'gone' }) } });
    expect(await again.flow.resume()).toBe(false);
    expect(again.flow.stage.value).toBe('review');
    expect(remembered(tab)).toEqual({ key: 'key-2-0123456789abcdef' });
    await again.flow.place();
    expect((again.sent[0]!.init!.headers as Record<string, string>)['idempotency-key']).toBe('key-2-0123456789abcdef');
    // The BFF answers the same key, still queued, with the same checkout: followed as before the reload.
    expect(again.flow.notice.value).toBe('Many orders are being placed right now. Yours keeps its place in line (1 ahead); please keep this page open.');
    expect(again.checkouts.map((c) => c.url)).toEqual(['https://bff.test/api/checkouts/chk_1/events?token=tok_1234567890abcdef']);
    expect(remembered(tab)).toEqual({ key: 'key-2-0123456789abcdef', checkout: { id: 'chk_1', token: 'tok_1234567890abcdef' } });
  });

  it('takes a new key after the BFF gave the queued basket up, which it answers the old key with for a day', async () => {
    const tab = tabStorage();
    const { flow, checkouts, sent } = await placedInQueue(tab);
    await flow.place();
    checkouts[0]!.on.checkout!(progress({
      checkout_id: 'chk_1', state: 'given_up', attempts: 5, basket_id: null,
      problem: { code: 'checkout_given_up', title: 'Your order could not be placed' },
    }));
    expect(flow.notice.value).toBe('Your order could not be placed');
    expect(flow.busy.value).toBe(false);
    expect(remembered(tab)).toBeNull();
    await flow.place();
    expect((sent[1]!.init!.headers as Record<string, string>)['idempotency-key']).toBe('key-2-0123456789abcdef');
  });

  it('tells the host of a basket the queue created, as of one placed at once', async () => {
    const { flow, checkouts, events } = await placing([queued(), { status: 200, body: basket() }]);
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    checkouts[0]!.on.checkout!(progress({ checkout_id: 'chk_1', state: 'created', attempts: 1, basket_id: 'eo_1' }));
    await vi.waitFor(() => expect(flow.stage.value).toBe('pay'));
    expect(events.filter((e) => e.name === 'order-created'))
      .toEqual([{ name: 'order-created', data: { orderId: 'eo_1', products: ['vignette-at-1-day', 'vignette-si-weekly'] } }]);
  });

  it('says so when a basket the queue created cannot be read back, and Place reads it again under the same key', async () => {
    const { flow, checkouts } = await placing([queued(), { status: 503, body: {} }]);
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    checkouts[0]!.on.checkout!(progress({ checkout_id: 'chk_1', state: 'created', attempts: 1, basket_id: 'eo_1' }));
    await vi.waitFor(() => expect(flow.notice.value).toBe('No connection to the checkout. Check your internet and try again; nothing is ordered twice.'));
    expect(flow.busy.value).toBe(false);
    expect(flow.stage.value).toBe('review');
  });

  it('leaves a queued basket the shopper went back to change: free to go on, never taken to its payment', async () => {
    const tab = tabStorage();
    const { flow, checkouts, sent } = await placedInQueue(tab);
    await flow.place();
    expect(flow.busy.value).toBe(true);
    flow.go('vehicle');
    expect([flow.busy.value, flow.notice.value, checkouts[0]!.closed]).toEqual([false, null, 1]);
    // The queue makes the basket all the same: it is not this purchase any more, and lapses unpaid.
    checkouts[0]!.on.checkout!(progress({ checkout_id: 'chk_1', state: 'created', attempts: 1, basket_id: 'eo_1' }));
    await flow.submitVehicle();
    expect(flow.stage.value).toBe('review');
    expect(sent.map((r) => r.url)).toEqual(['https://bff.test/api/baskets']);
    expect(remembered(tab)).toBeNull();
  });

  it('cancels one product of the paid trip, shows it refunded at once, and says why when the spec no longer allows it', async () => {
    const paidWith = (status: 'DEFERRED' | 'REFUNDED', version: number) => basket({
      status: 'PAID', items: basket().items.map((i, n) => ({ ...i, order: order({ id: `ord_${n}`, paid: true, status: n === 0 ? status : 'DEFERRED', version }) })),
    });
    const { flow, sent, streams } = await placing([
      { status: 201, body: { basket: basket(), access_token: 'tok_1234567890abcdef' } },
      { status: 200, body: order({ id: 'ord_0', paid: true, status: 'REFUNDED', version: 3 }) },
      { status: 409, body: { status: 409, code: 'order_not_cancellable', title: 'No' } },
    ]);
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    streams[0]!.on(paidWith('DEFERRED', 2));
    await flow.cancelItem('ord_0');
    expect(sent[1]!.url).toBe('https://bff.test/api/orders/ord_0/cancel');
    expect(JSON.parse(String(sent[1]!.init!.body))).toEqual({ token: 'tok_1234567890abcdef' });
    expect(flow.basket.value!.items.map((i) => i.order?.status)).toEqual(['REFUNDED', 'DEFERRED']);
    await flow.cancelItem('ord_1');
    expect(flow.notice.value).toBe('This product can no longer be cancelled: it is with the national system already.');
    expect(flow.basket.value!.items.map((i) => i.order?.status)).toEqual(['REFUNDED', 'DEFERRED']);
    // Its refund reads as the shopper's cancel; the refused one's is nothing this page did.
    expect(flow.cancelled.value).toEqual(['ord_0']);
  });

  it('moves the start of one product once (the one modification of the spec), and says why when it is refused', async () => {
    const { flow, sent, streams } = await placing([
      { status: 201, body: { basket: basket(), access_token: 'tok_1234567890abcdef' } },
      { status: 200, body: order({ id: 'ord_1', paid: true, status: 'DEFERRED', start_date: '2026-03-21', end_date: '2026-03-27', can_modify: false, version: 4 }) },
      { status: 409, body: { status: 409, code: 'order_not_modifiable', title: 'No', detail: 'This order was changed once already.' } },
    ]);
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    streams[0]!.on(basket({ status: 'PAID', items: basket().items.map((i, n) => ({ ...i, order: order({ id: `ord_${n}`, paid: true, status: 'DEFERRED', version: 2 }) })) }));
    expect(await flow.changeStart('ord_1', '2026-03-21')).toBe(true);
    expect(JSON.parse(String(sent[1]!.init!.body))).toEqual({ token: 'tok_1234567890abcdef', start_date: '2026-03-21' });
    expect(sent[1]!.url).toBe('https://bff.test/api/orders/ord_1/modify');
    expect(flow.basket.value!.items[1]!.order).toMatchObject({ start_date: '2026-03-21', can_modify: false });
    expect(await flow.changeStart('ord_1', '2026-03-22')).toBe(false);
    expect(flow.notice.value).toBe('The change was not accepted: This order was changed once already.');
  });
});

