import { describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/t.ts';
import { english as en } from '../i18n/english.ts';
import type { Api, OrderOutcome } from './api.ts';
import { manage } from './later-parts.ts';
import { catalogue, order, progress, setup, toReview } from './store-fixtures.ts';

describe('placing the order', () => {
  it('makes one request for a double click and follows the order', async () => {
    const createOrder = vi.fn(async (): Promise<OrderOutcome> => ({ kind: 'created', created: { order: order(), access_token: 't/k' } }));
    const { store, events, streams } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await Promise.all([store.placeOrder(), store.placeOrder()]);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(store.step.value).toBe('payment');
    expect(streams.map((s) => s.url)).toEqual(['https://bff.test/api/orders/ord_1/events?token=t/k']);
    expect(events.find((e) => e.name === 'order-created')?.data).toEqual({ orderId: 'ord_1' });
    // Back from payment would invite a second order.
    store.back();
    expect(store.step.value).toBe('payment');
  });

  it('says a lost connection is the connection, and retries with the same key', async () => {
    const outcomes: OrderOutcome[] = [{ kind: 'retry', code: 'network' }, { kind: 'created', created: { order: order(), access_token: 'tok' } }];
    const createOrder = vi.fn<Api['createOrder']>(async () => outcomes.shift()!);
    const { store, clock } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    expect(store.step.value).toBe('review');
    expect(store.notice.value).toMatchObject({
      message: 'No connection to the checkout. Check your internet and try again; nothing is ordered twice.',
      move: 'retry',
    });
    expect(store.focusRequest.value).toEqual({ target: 'notice' });
    clock.advance(5000);
    await store.placeOrder();
    expect(createOrder.mock.calls.map((c) => c[1])).toEqual(['key-1-0123456789abcdef', 'key-1-0123456789abcdef']);
    expect(store.step.value).toBe('payment');
  });

  it('names the wait the BFF asked for, and a retry before it waits it out before asking again', async () => {
    const outcomes: OrderOutcome[] = [
      { kind: 'retry', code: 'client_share_exceeded', after: 40 }, { kind: 'created', created: { order: order(), access_token: 'tok' } },
    ];
    const createOrder = vi.fn<Api['createOrder']>(async () => outcomes.shift()!);
    const { store, clock } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    expect(store.notice.value?.message).toBe('Too many tries from this device. Try again in 40 seconds.');
    clock.advance(10_000);
    const retried = store.placeOrder();
    expect(store.busy.value).toBe(true);
    await Promise.resolve();
    expect(createOrder).toHaveBeenCalledTimes(1);
    clock.advance(30_000);
    await retried;
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(store.step.value).toBe('payment');
  });

  it('tells the unpaid-orders limit apart, offers the waiting orders, and places no order on its own', async () => {
    const createOrder = vi.fn<Api['createOrder']>(async () => ({ kind: 'retry', code: 'too_many_unpaid_orders', after: 60 }));
    const { store, events } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    expect(store.notice.value).toEqual({
      message: 'Too many unpaid orders on this device. Pay or drop one to place this one; unpaid orders lapse after a day.',
      move: 'unpaid',
    });
    expect(events.at(-1)).toEqual({ name: 'error', data: { code: 'too_many_unpaid_orders' } });
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  it('takes a new key after going back to change the order', async () => {
    const createOrder = vi.fn<Api['createOrder']>(async () => ({ kind: 'retry', code: 'http_503' }));
    const { store, clock } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    expect(store.notice.value?.message).toBe('The service is busy, so your order is not placed yet. Try again in 5 seconds; nothing is ordered twice.');
    store.back();
    store.submitDetails();
    clock.advance(5000);
    await store.placeOrder();
    expect(createOrder.mock.calls.map((c) => c[1])).toEqual(['key-1-0123456789abcdef', 'key-2-0123456789abcdef']);
  });

  it('stops on a duplicate without a retry, names no product it cannot know, and leads to the start date', async () => {
    const { store, events } = setup({ country: 'AT' }, { createOrder: async () => ({ kind: 'duplicate' }) });
    await toReview(store);
    await store.placeOrder();
    // The service refuses any product of the same kind and country on overlapping days (spec 2.2), not only this one.
    expect(store.notice.value).toEqual({
      message: 'This vehicle already has a product like this one for some of these days, so no new order was placed. '
        + 'Choose a start date after it ends, or check the plate.',
      move: 'start_date',
    });
    expect(events.at(-1)).toEqual({ name: 'error', data: { code: 'duplicate_order' } });
    store.change('start_date');
    expect(store.step.value).toBe('details');
    expect(store.focusRequest.value).toEqual({ target: 'start_date' });
    expect(store.notice.value).toBeNull();
  });

  it('offers another product when the chosen one is no longer sold for the vehicle', async () => {
    const { store } = setup({ country: 'AT' }, {
      createOrder: async () => ({ kind: 'rejected', code: 'vehicle_type_not_available', message: 'Not for this vehicle type' }),
    });
    await toReview(store);
    await store.placeOrder();
    expect(store.notice.value).toEqual({ message: '10-day vignette is no longer sold for this vehicle. Choose another product.', move: 'product' });
    store.change('product');
    expect(store.step.value).toBe('product');
    expect(store.focusRequest.value).toEqual({ target: 'product' });
  });

  it('sends the shopper back to the step holding a field the BFF rejected, in the widget\'s words', async () => {
    const { store } = setup({ country: 'AT' }, {
      createOrder: async () => ({ kind: 'invalid', errors: [{ path: 'email', message: 'This address does not accept mail' }] }),
    });
    await toReview(store);
    await store.placeOrder();
    expect(store.step.value).toBe('details');
    expect(store.errors.value).toEqual({ email: 'Enter a valid email address, like name@example.com' });
    expect(store.focusRequest.value).toEqual({ target: 'email' });
  });
});

describe('an order creation the BFF queued', () => {
  it('says it is confirming, keeps Place order busy, and carries on to payment once the order is created', async () => {
    const { store, streams, saved } = setup({ country: 'AT' }, {
      createOrder: async () => ({ kind: 'accepted', accepted: { checkout: progress(), access_token: 'tok' } }),
    });
    await toReview(store);
    await store.placeOrder();
    expect(store.step.value).toBe('review');
    expect(store.busy.value).toBe(true);
    // Its words come with the on-demand chunk, which the queued answer starts loading.
    await vi.waitFor(() => expect(store.checkoutText.value).toBe(
      'We are confirming your order with the service (attempt 1 of 5). Nothing is charged before you pay.',
    ));
    expect(saved.current).toEqual({ checkoutId: 'chk_1', token: 'tok' });
    expect(streams[0]!.url).toBe('https://bff.test/api/checkouts/chk_1/events?token=tok');

    streams[0]!.on.checkout!(progress({ state: 'queued', attempts: 1, ahead: 3 }));
    expect(store.checkoutText.value).toBe(
      'Many orders are being placed right now. Yours keeps its place in line (3 ahead); please keep this page open.',
    );
    streams[0]!.on.checkout!(progress({ state: 'created', attempts: 2, order: order() }));
    expect(streams[0]!.closed).toBe(1);
    expect(store.step.value).toBe('payment');
    expect(store.busy.value).toBe(false);
    expect(saved.current).toEqual({ orderId: 'ord_1', token: 'tok', announced: [] });
    expect(streams[1]!.url).toBe('https://bff.test/api/orders/ord_1/events?token=tok');
  });

  it('says when the next attempt is, in the shopper\'s clock', async () => {
    const { store, streams } = setup({ locale: 'en-GB', country: 'AT' }, {
      createOrder: async () => ({ kind: 'accepted', accepted: { checkout: progress(), access_token: 'tok' } }),
    });
    await toReview(store);
    await store.placeOrder();
    const at = new Date(Date.UTC(2026, 2, 10, 10, 1, 0));
    streams[0]!.on.checkout!(progress({ attempts: 2, next_attempt_at: at.toISOString() }));
    const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(at);
    await vi.waitFor(() => expect(store.checkoutText.value).toBe(
      `No answer from the service yet (attempt 2 of 5); we try again at ${time}. Keep this page open; nothing is charged before you pay.`,
    ));
  });

  it('says plainly when it was given up after the 5th attempt, with nothing charged, and tries again under a new key', async () => {
    const outcomes: OrderOutcome[] = [
      { kind: 'accepted', accepted: { checkout: progress(), access_token: 'tok' } },
      { kind: 'created', created: { order: order(), access_token: 'tok2' } },
    ];
    const createOrder = vi.fn<Api['createOrder']>(async () => outcomes.shift()!);
    const { store, streams, saved, events } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    streams[0]!.on.checkout!(progress({
      state: 'given_up', attempts: 5, problem: { code: 'checkout_given_up', title: 'Your order could not be placed' },
    }));
    await vi.waitFor(() => expect(store.notice.value).toEqual({
      message: 'We could not place your order: the service did not answer 5 attempts a minute apart. Nothing was charged. '
        + 'You can try again.',
      move: 'again',
      action: 'Try again',
    }));
    expect(store.focusRequest.value).toEqual({ target: 'notice' });
    expect(events.at(-1)).toEqual({ name: 'error', data: { code: 'checkout_given_up' } });
    expect(saved.current).toBeNull();
    expect(store.busy.value).toBe(false);
    // Right there, no Back and Continue first; the BFF would only answer the spent key "given up" again.
    await store.placeOrder();
    expect(createOrder.mock.calls.map((c) => c[1])).toEqual(['key-1-0123456789abcdef', 'key-2-0123456789abcdef']);
    expect(store.step.value).toBe('payment');
  });

  it('tries a given-up order again under a new key also when the BFF answers the spent key given up', async () => {
    const outcomes: OrderOutcome[] = [
      { kind: 'rejected', code: 'checkout_given_up', message: 'The road-products service did not answer 5 attempts a minute apart.' },
      { kind: 'created', created: { order: order(), access_token: 'tok' } },
    ];
    const createOrder = vi.fn<Api['createOrder']>(async () => outcomes.shift()!);
    const { store } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    expect(store.notice.value).toMatchObject({ move: 'again', action: 'Try again' });
    await store.placeOrder();
    expect(createOrder.mock.calls.map((c) => c[1])).toEqual(['key-1-0123456789abcdef', 'key-2-0123456789abcdef']);
    expect(store.step.value).toBe('payment');
  });

  it('comes back to a queued checkout after a reload and follows it', async () => {
    const { store, streams, saved } = setup({ country: 'AT' }, {
      getCheckout: async () => ({ kind: 'found', checkout: progress({ state: 'queued', ahead: 2 }) }),
    });
    saved.save({ checkoutId: 'chk_1', token: 'tok' });
    await store.resume();
    expect(store.resuming.value).toBe('loading');
    await vi.waitFor(() => expect(store.checkoutText.value).toMatch(/\(2 ahead\)/));
    streams[0]!.on.checkout!(progress({ state: 'created', order: order() }));
    expect(store.resuming.value).toBe('no');
    expect(store.step.value).toBe('payment');
  });
});

describe('the words of a refusal, on demand', () => {
  it('says the connection is the problem when the chunk with the words cannot load', async () => {
    const { store } = setup({ country: 'AT' }, {
      createOrder: async () => ({ kind: 'retry', code: 'client_share_exceeded', after: 40 }),
    }, undefined, undefined, { onDemand: () => Promise.reject(new Error('offline')) });
    await toReview(store);
    await store.placeOrder();
    expect(store.notice.value).toEqual({
      message: 'No connection to the checkout. Check your internet and try again; nothing is ordered twice.', move: 'retry',
    });
  });

  it('keeps the key for a field refusal whose mapping cannot load, and maps it once the chunk comes', async () => {
    const createOrder = vi.fn<Api['createOrder']>(async () => ({
      kind: 'invalid', errors: [{ path: 'email', message: 'This address does not accept mail' }],
    }));
    let offline = true;
    const { store } = setup({ country: 'AT' }, { createOrder }, undefined, undefined, {
      onDemand: (locale: string) => (offline ? Promise.reject(new Error('offline')) : manage(async () => undefined, locale)),
    });
    await toReview(store);
    await store.placeOrder();
    expect([store.step.value, store.notice.value?.move]).toEqual(['review', 'retry']);
    expect(store.notice.value?.message).toBe(
      'No connection to the checkout. Check your internet and try again; nothing is ordered twice.',
    );
    offline = false;
    await store.placeOrder();
    expect(createOrder.mock.calls.map((c) => c[1])).toEqual(['key-1-0123456789abcdef', 'key-1-0123456789abcdef']);
    expect(store.step.value).toBe('details');
    expect(store.errors.value).toEqual({ email: 'Enter a valid email address, like name@example.com' });
  });

  it('offers to try the resume again when the chunk that resumes cannot load, and asks the BFF nothing', async () => {
    const getOrder = vi.fn<Api['getOrder']>(async () => ({ kind: 'gone' }));
    const { store, saved } = setup({ country: 'AT' }, { getOrder }, undefined, undefined, {
      onDemand: () => Promise.reject(new Error('offline')),
    });
    saved.save({ orderId: 'ord_1', token: 'tok' });
    await store.resume();
    expect(store.resuming.value).toBe('failed');
    expect(getOrder).not.toHaveBeenCalled();
    expect(saved.current).toEqual({ orderId: 'ord_1', token: 'tok' });
  });
});

describe('product texts in the shopper’s language', () => {
  it('asks for the catalogue in the shopper’s language, again when the language changes, and sends the locale with the order', async () => {
    const load = vi.fn<Api['catalogue']>(async () => catalogue);
    const createOrder = vi.fn<Api['createOrder']>(async () => ({ kind: 'created', created: { order: order(), access_token: 'tok' } }));
    const { store } = setup({ locale: 'cs', country: 'AT' }, { catalogue: load, createOrder });
    await toReview(store);
    expect(load.mock.calls).toEqual([['cs']]);
    expect(store.productName({ slug: 'vignette-at-10-days', name: 'Austria 10-day digital vignette' })).toBe('10-day vignette');

    const scope = { country: 'AT', product: null, productType: null };
    store.update({ ...scope, locale: 'de-AT' }, translator(en));
    store.update({ ...scope, locale: 'de' }, translator(en));
    await vi.waitFor(() => expect(store.catalogueState.value).toBe('ready'));
    expect(load.mock.calls).toEqual([['cs'], ['de-AT']]);

    await store.placeOrder();
    expect(createOrder.mock.calls[0]?.[0]).toMatchObject({ product: 'vignette-at-10-days', locale: 'de' });
  });
});
