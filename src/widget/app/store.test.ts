import { describe, expect, it, vi } from 'vitest';
import type { CheckoutOrder, CheckoutProgress } from '../../contract/widget-api.ts';
import type { Product } from '../../contract/product.ts';
import { translator } from '../i18n/t.ts';
import { messages as en } from '../i18n/en.ts';
import type { Api, OrderOutcome, VehicleOutcome } from './api.ts';
import type { Catalogue } from './catalogue.ts';
import type { StreamHandlers } from './order-stream.ts';
import type { SavedOrder, SavedOrderStore } from './saved-order.ts';
import { createStore, type StoreOptions } from './store.ts';

const product = (slug: string, extra: Partial<Product> = {}): Product => ({
  slug, type: 'vignette', country: slug.split('-')[1]!.toUpperCase() as Product['country'], name: slug, description: '',
  period: 'P10D', validity: 'rolling', vin_required: false, required_user_fields: ['email'], flex_available: false,
  prices: [{ vehicle_type: 'car', price: { amount: 1240, currency: 'EUR' } }, { vehicle_type: 'moto', price: { amount: 500, currency: 'EUR' } }],
  ...extra,
});

const catalogue: Catalogue = {
  fetched_at: '2026-03-10T10:00:00Z',
  products: [
    product('vignette-at-10-days', { name: '10-day vignette' }),
    product('vignette-at-1-year', { prices: [{ vehicle_type: 'van', price: { amount: 10360, currency: 'EUR' } }] }),
    product('vignette-si-weekly'),
    product('vignette-md-30-days', { required_user_fields: ['email', 'first_name', 'last_name', 'phone', 'address'] }),
    product('vignette-ro-30-days', { vin_required: true }),
  ],
  status: {
    checked_at: '2026-03-10T10:00:00Z',
    providers: [],
    products: [
      { slug: 'vignette-at-10-days', available: true, immediate_available: true, reason: null },
      { slug: 'vignette-at-1-year', available: true, immediate_available: false, reason: null },
      { slug: 'vignette-si-weekly', available: false, immediate_available: false, reason: 'Provider down' },
    ],
  },
};

const order = (extra: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  id: 'ord_1', status: 'CREATED', product: { slug: 'vignette-at-10-days', name: '10-day vignette', type: 'vignette', country: 'AT' },
  vehicle: { plate: 'W 12345 X', country: 'AT', type: 'car' }, start_date: '2026-03-10', end_date: '2026-03-19',
  price: { amount: 1240, currency: 'EUR' }, paid: false, payment_link: 'https://pay.test/p/1', allowed_payment_providers: ['stripe', 'paypal'],
  open_order_details_by_default: false, confirmation_url: null, can_modify: true, support_url: 'https://shop.test/help',
  version: 1, ...extra,
});

function memorySaved(initial: SavedOrder | null = null): SavedOrderStore & { current: SavedOrder | null } {
  const saved = {
    current: initial,
    load: () => saved.current,
    save: (o: SavedOrder) => { saved.current = o; },
    clear: () => { saved.current = null; },
  };
  return saved;
}

function setup(options: Partial<StoreOptions> = {}, api: Partial<Api> = {}, saved = memorySaved()) {
  const events: { name: string; data: unknown }[] = [];
  const streams: { url: string; on: StreamHandlers; close: ReturnType<typeof vi.fn> }[] = [];
  let keys = 0;
  const fullApi: Api = {
    catalogue: async () => catalogue,
    validateVehicle: async (c): Promise<VehicleOutcome> => ({ kind: 'valid', plate: c.plate.toUpperCase() }),
    createOrder: async (): Promise<OrderOutcome> => ({ kind: 'created', created: { order: order(), access_token: 'tok' } }),
    getOrder: async () => ({ kind: 'gone' }),
    getCheckout: async () => ({ kind: 'gone' }),
    cancelOrder: async () => ({ kind: 'failed' }),
    modifyOrder: async () => ({ kind: 'failed' }),
    eventsUrl: (id, token) => `https://bff.test/api/orders/${id}/events?token=${token}`,
    checkoutEventsUrl: (id, token) => `https://bff.test/api/checkouts/${id}/events?token=${token}`,
    resolve: (url) => new URL(url, 'https://bff.test/').href,
    ...api,
  };
  const store = createStore({ locale: 'en', country: null, product: null, productType: null, ...options }, {
    saved,
    api: fullApi,
    emit: (name, data) => events.push({ name, data }),
    openStream: (url, on) => {
      const handle = { url, on, close: vi.fn() };
      streams.push(handle);
      return handle;
    },
    t: translator(en),
    today: () => '2026-03-10',
    newKey: () => `key-${++keys}-0123456789abcdef`,
  });
  return { store, events, streams, saved };
}

async function toReview(store: ReturnType<typeof setup>['store']) {
  await store.loadCatalogue();
  store.submitProduct();
  store.setField('plate', 'w 12345 x');
  await store.submitVehicle();
  store.setField('email', 'ana@example.com');
  store.submitDetails();
}

describe('product step', () => {
  it('announces ready once the catalogue is in, and preselects from attributes', async () => {
    const { store, events } = setup({ product: 'vignette-si-weekly' });
    expect(store.catalogueState.value).toBe('loading');
    await store.loadCatalogue();
    expect(events).toEqual([{ name: 'ready', data: {} }]);
    expect(store.form.country.value).toBe('SI');
    // The preselected product is off sale and Slovenia has no other: nothing in effect.
    expect(store.product.value).toBeNull();
    expect(store.productChoices.value[0]).toMatchObject({ available: false, reason: 'Provider down' });
  });

  it('derives product, vehicle types, price and defaults from the choices', async () => {
    const { store } = setup();
    await store.loadCatalogue();
    expect(store.product.value?.slug).toBe('vignette-at-10-days');
    expect(store.vehicleTypes.value).toEqual(['car', 'moto']);
    store.setField('vehicle_type', 'moto');
    expect(store.price.value).toEqual({ amount: 500, currency: 'EUR' });
    store.setField('product', 'vignette-at-1-year');
    // Moto is not sold for this one: the first type it sells is in effect, and its price.
    expect(store.vehicleType.value).toBe('van');
    expect(store.price.value?.amount).toBe(10360);
    expect(store.vehicleCountry.value).toBe('AT');
    expect(store.minStartDate.value).toBe('2026-03-11');
    expect(store.maxStartDate.value).toBe('2027-03-10');
    store.setField('country', 'MD');
    expect(store.product.value?.slug).toBe('vignette-md-30-days');
    expect(store.userFields.value).toEqual(['first_name', 'last_name', 'phone', 'address']);
  });

  it('refuses to continue without an available product and asks for focus on it', async () => {
    const { store } = setup({ country: 'SI' });
    await store.loadCatalogue();
    store.submitProduct();
    expect(store.step.value).toBe('product');
    expect(store.errors.value.product).toBeDefined();
    expect(store.focusRequest.value).toEqual({ target: 'product' });
  });
});

describe('vehicle and details steps', () => {
  it('moves on with the plate as the register writes it, announcing the step', async () => {
    const { store, events } = setup({ country: 'AT' });
    await store.loadCatalogue();
    store.submitProduct();
    expect(store.step.value).toBe('vehicle');
    expect(store.announcement.value).toBe('Step 2 of 6: Your vehicle');
    expect(store.focusRequest.value).toEqual({ target: 'heading' });
    store.setField('plate', 'w 12345 x');
    await store.submitVehicle();
    expect(store.form.plate.value).toBe('W 12345 X');
    expect(store.step.value).toBe('details');
    expect(events.filter((e) => e.name === 'step-change').map((e) => e.data)).toEqual([{ step: 'vehicle' }, { step: 'details' }]);
  });

  it('shows the server message under the plate when it is not valid', async () => {
    const { store } = setup({ country: 'AT' }, { validateVehicle: async () => ({ kind: 'invalid', message: 'No such district code' }) });
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'QQ 1');
    await store.submitVehicle();
    expect(store.step.value).toBe('vehicle');
    expect(store.errors.value).toEqual({ plate: 'No such district code' });
    expect(store.focusRequest.value).toEqual({ target: 'plate' });
    store.setField('plate', 'W 1');
    expect(store.errors.value).toEqual({});
  });

  it('says so when the plate check is unavailable', async () => {
    const { store, events } = setup({ country: 'AT' }, { validateVehicle: async () => ({ kind: 'failed' }) });
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'W 1');
    await store.submitVehicle();
    expect(store.notice.value?.message).toMatch(/could not check/);
    expect(events.at(-1)).toEqual({ name: 'error', data: { code: 'vehicle_check_unavailable' } });
  });

  it('validates details and focuses the first invalid field', async () => {
    const { store } = setup({ country: 'AT' });
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'W 1');
    await store.submitVehicle();
    store.setField('email', 'nope');
    store.setField('start_date', '2028-01-01');
    store.submitDetails();
    expect(Object.keys(store.errors.value).sort()).toEqual(['email', 'start_date']);
    expect(store.focusRequest.value).toEqual({ target: 'start_date' });
    store.setField('start_date', '');
    store.setField('email', 'ana@example.com');
    store.submitDetails();
    expect(store.step.value).toBe('review');
    expect(store.request.value).toEqual({
      product: 'vignette-at-10-days', vehicle_type: 'car', plate: 'W 1', vehicle_country: 'AT',
      start_date: '2026-03-10', email: 'ana@example.com',
      vin: undefined, first_name: undefined, last_name: undefined, phone: undefined, address: undefined,
    });
  });
});

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

  it('retries with the same key and stays on review', async () => {
    const outcomes: OrderOutcome[] = [{ kind: 'retry', code: 'network' }, { kind: 'created', created: { order: order(), access_token: 'tok' } }];
    const createOrder = vi.fn<Api['createOrder']>(async () => outcomes.shift()!);
    const { store } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    expect(store.step.value).toBe('review');
    expect(store.notice.value).toEqual({ message: 'The service is not reachable; your order was not placed twice — try again.', retry: true });
    expect(store.focusRequest.value).toEqual({ target: 'notice' });
    await store.placeOrder();
    expect(createOrder.mock.calls.map((c) => c[1])).toEqual(['key-1-0123456789abcdef', 'key-1-0123456789abcdef']);
    expect(store.step.value).toBe('payment');
  });

  it('takes a new key after going back to change the order', async () => {
    const createOrder = vi.fn<Api['createOrder']>(async () => ({ kind: 'retry', code: 'http_503' }));
    const { store } = setup({ country: 'AT' }, { createOrder });
    await toReview(store);
    await store.placeOrder();
    store.back();
    store.submitDetails();
    await store.placeOrder();
    expect(createOrder.mock.calls.map((c) => c[1])).toEqual(['key-1-0123456789abcdef', 'key-2-0123456789abcdef']);
  });

  it('stops on a duplicate without offering a retry', async () => {
    const { store, events } = setup({ country: 'AT' }, { createOrder: async () => ({ kind: 'duplicate' }) });
    await toReview(store);
    await store.placeOrder();
    expect(store.notice.value).toEqual({ message: 'This vehicle already has a 10-day vignette for these dates, so no new order was placed.', retry: false });
    expect(events.at(-1)).toEqual({ name: 'error', data: { code: 'duplicate_order' } });
  });

  it('sends the shopper back to the step holding a field the BFF rejected', async () => {
    const { store } = setup({ country: 'AT' }, {
      createOrder: async () => ({ kind: 'invalid', errors: [{ path: 'email', message: 'This address does not accept mail' }] }),
    });
    await toReview(store);
    await store.placeOrder();
    expect(store.step.value).toBe('details');
    expect(store.errors.value).toEqual({ email: 'This address does not accept mail' });
    expect(store.focusRequest.value).toEqual({ target: 'email' });
  });
});

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
    stream.on.order!(order({ status: 'ACTIVE', paid: true, version: 4, confirmation_url: '/api/orders/ord_1/confirmation.pdf' }));
    expect(store.confirmationHref.value).toBe('https://bff.test/api/orders/ord_1/confirmation.pdf?token=tok');
    expect(stream.close).toHaveBeenCalled();
    expect(store.streamState.value).toBe('done');
    expect(events.filter((e) => e.name === 'order-active')).toEqual([{ name: 'order-active', data: { orderId: 'ord_1' } }]);
    // No event the host page sees carries personal data.
    expect(JSON.stringify(events)).not.toMatch(/ana@example|12345/i);
  });

  it('moves from payment to status when the payment lands, and closes on dispose', async () => {
    const { store, streams } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    streams[0]!.on.order!(order({ status: 'PENDING', paid: true, version: 2 }));
    expect(store.step.value).toBe('status');
    store.dispose();
    expect(streams[0]!.close).toHaveBeenCalled();
  });
});

describe('the partner scope', () => {
  it('keeps the shopper in a fixed country', async () => {
    const { store } = setup({ country: 'AT' });
    await store.loadCatalogue();
    store.setField('country', 'MD');
    expect(store.country.value).toBe('AT');
    expect(store.productChoices.value.map((c) => c.product.slug)).toEqual(['vignette-at-10-days', 'vignette-at-1-year']);
  });

  it('offers only the fixed product, in its own country', async () => {
    const { store } = setup({ product: 'vignette-at-1-year' });
    await store.loadCatalogue();
    store.setField('product', 'vignette-at-10-days');
    store.setField('country', 'SI');
    expect(store.country.value).toBe('AT');
    expect(store.product.value?.slug).toBe('vignette-at-1-year');
    expect(store.productChoices.value).toHaveLength(1);
  });

  it('offers only the countries that sell the fixed product type', async () => {
    const tunnels: Catalogue = { ...catalogue, products: [...catalogue.products, product('tunnel-at-karawanken', { type: 'tunnel' })] };
    const { store } = setup({ productType: 'tunnel' }, { catalogue: async () => tunnels });
    expect(store.countries.value).toHaveLength(9);
    await store.loadCatalogue();
    expect(store.countries.value.map((c) => c.code)).toEqual(['AT']);
    expect(store.product.value?.slug).toBe('tunnel-at-karawanken');
  });

  it('changes scope and language in place, keeping what the shopper typed', async () => {
    const { store } = setup();
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'W 1');
    store.update({ locale: 'en-GB', country: 'SI', product: null, productType: null }, translator(en));
    expect(store.country.value).toBe('SI');
    expect(store.form.plate.value).toBe('W 1');
    expect(store.step.value).toBe('vehicle');
  });

  it('tells which countries have their national system down', async () => {
    const down: Catalogue = {
      ...catalogue,
      status: { ...catalogue.status, providers: [{ country: 'AT', status: 'down', last_response_at: null }] },
    };
    const { store } = setup({}, { catalogue: async () => down });
    await store.loadCatalogue();
    expect(store.countries.value.filter((c) => c.down).map((c) => c.code)).toEqual(['AT']);
    expect(store.providerDown.value).toBe(true);
    store.setField('country', 'MD');
    expect(store.providerDown.value).toBe(false);
  });
});

describe('coming back to a placed order', () => {
  it('saves the order id and token once the order exists', async () => {
    const { store, saved } = setup();
    await toReview(store);
    await store.placeOrder();
    expect(saved.current).toEqual({ orderId: 'ord_1', token: 'tok' });
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

  it('lets the shopper start over: the saved order and the typed data go, the scope stays', async () => {
    const { store, saved, streams } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    store.startOver();
    expect(saved.current).toBeNull();
    expect(store.order.value).toBeNull();
    expect(store.step.value).toBe('product');
    expect(store.form.email.value).toBe('');
    expect(store.country.value).toBe('AT');
    expect(streams[0]!.close).toHaveBeenCalled();
  });
});

describe('managing the order', () => {
  async function paidOrder(extra: Partial<CheckoutOrder>, api: Partial<Api>) {
    const ctx = setup({}, {
      getOrder: async () => ({ kind: 'found', order: order({ paid: true, payment_link: null, ...extra }) }), ...api,
    }, memorySaved({ orderId: 'ord_1', token: 'tok' }));
    await ctx.store.resume();
    return ctx;
  }

  it('cancels a DEFERRED order through the BFF with the token', async () => {
    const cancelOrder = vi.fn<Api['cancelOrder']>(async () => ({ kind: 'changed', order: order({ status: 'REFUNDED', paid: true, version: 3 }) }));
    const { store, streams } = await paidOrder({ status: 'DEFERRED', version: 2 }, { cancelOrder });
    expect(store.canCancel.value).toBe(true);
    store.openManage('cancel');
    expect(store.focusRequest.value).toEqual({ target: 'cancel_question' });
    await store.cancelOrder();
    expect(cancelOrder).toHaveBeenCalledWith('ord_1', 'tok');
    expect(store.order.value?.status).toBe('REFUNDED');
    expect(store.panel.value).toBe('none');
    expect(streams[0]!.close).toHaveBeenCalled();
  });

  it('offers no cancel for an ACTIVE order, and shows a refusal in words', async () => {
    const { store } = await paidOrder({ status: 'ACTIVE' }, {
      cancelOrder: async () => ({ kind: 'refused', code: 'order_not_cancellable', message: 'Too late' }),
    });
    expect(store.canCancel.value).toBe(false);
    await store.cancelOrder();
    expect(store.notice.value).toBeNull();
  });

  it('modifies the plate once, sending only what changed', async () => {
    const modifyOrder = vi.fn<Api['modifyOrder']>(async () => ({
      kind: 'changed', order: order({ status: 'DEFERRED', paid: true, can_modify: false, version: 3, vehicle: { plate: 'W 2', country: 'AT', type: 'car' } }),
    }));
    const { store } = await paidOrder({ status: 'DEFERRED', version: 2 }, { modifyOrder });
    expect(store.canModify.value).toBe(true);
    store.openManage('modify');
    expect(store.modifyForm.plate.value).toBe('W 12345 X');
    await store.modifyOrder();
    expect(store.modifyErrors.value.plate).toMatch(/Change the plate/);
    expect(modifyOrder).not.toHaveBeenCalled();
    store.setModifyField('plate', 'W 2');
    await store.modifyOrder();
    expect(modifyOrder).toHaveBeenCalledWith('ord_1', 'tok', { plate: 'W 2' });
    expect(store.canModify.value).toBe(false);
  });

  it('asks for the new vehicle\'s VIN when the product needs one', async () => {
    const modifyOrder = vi.fn<Api['modifyOrder']>(async () => ({ kind: 'failed' }));
    const ro = { slug: 'vignette-ro-30-days', name: 'RO 30 days', type: 'vignette', country: 'RO' };
    const { store } = await paidOrder({ status: 'DEFERRED', product: ro }, { modifyOrder });
    await store.loadCatalogue();
    expect(store.askVin.value).toBe(true);
    store.openManage('modify');
    store.setModifyField('plate', 'B 123 ABC');
    store.setModifyField('vehicle_country', 'RO');
    await store.modifyOrder();
    expect(store.modifyErrors.value).toEqual({ vin: expect.stringMatching(/VIN/) });
    expect(modifyOrder).not.toHaveBeenCalled();
    store.setModifyField('vin', 'wvwzzz1jzxw000001');
    await store.modifyOrder();
    expect(modifyOrder).toHaveBeenCalledWith('ord_1', 'tok', { plate: 'B 123 ABC', vehicle_country: 'RO', vin: 'WVWZZZ1JZXW000001' });
  });

  it('puts the BFF field errors of a modification under their fields', async () => {
    const { store } = await paidOrder({ status: 'DEFERRED' }, {
      modifyOrder: async () => ({ kind: 'invalid', errors: [{ path: 'start_date', message: 'In the past' }] }),
    });
    store.openManage('modify');
    store.setModifyField('start_date', '2026-03-01');
    await store.modifyOrder();
    expect(store.modifyErrors.value).toEqual({ start_date: 'In the past' });
    expect(store.focusRequest.value).toEqual({ target: 'modify_start_date' });
  });
});

describe('an order creation the BFF queued', () => {
  const progress = (extra: Partial<CheckoutProgress> = {}): CheckoutProgress => ({
    checkout_id: 'chk_1', state: 'confirming', attempts: 1, ahead: 0, order: null, problem: null, ...extra,
  });

  it('says it is confirming, keeps Place order busy, and carries on to payment once the order is created', async () => {
    const { store, streams, saved } = setup({ country: 'AT' }, {
      createOrder: async () => ({ kind: 'accepted', accepted: { checkout: progress(), access_token: 'tok' } }),
    });
    await toReview(store);
    await store.placeOrder();
    expect(store.step.value).toBe('review');
    expect(store.busy.value).toBe(true);
    expect(store.checkoutText.value).toBe(
      'We are confirming your order with the service (attempt 1 of 5). Nothing is charged before you pay.',
    );
    expect(saved.current).toEqual({ checkoutId: 'chk_1', token: 'tok' });
    expect(streams[0]!.url).toBe('https://bff.test/api/checkouts/chk_1/events?token=tok');

    streams[0]!.on.checkout!(progress({ state: 'queued', attempts: 1, ahead: 3 }));
    expect(store.checkoutText.value).toBe(
      'Many orders are being placed right now. Yours keeps its place in line (3 ahead); please keep this page open.',
    );
    streams[0]!.on.checkout!(progress({ state: 'created', attempts: 2, order: order() }));
    expect(streams[0]!.close).toHaveBeenCalled();
    expect(store.step.value).toBe('payment');
    expect(store.busy.value).toBe(false);
    expect(saved.current).toEqual({ orderId: 'ord_1', token: 'tok' });
    expect(streams[1]!.url).toBe('https://bff.test/api/orders/ord_1/events?token=tok');
  });

  it('says plainly when it was given up after the 5th attempt, with nothing charged', async () => {
    const { store, streams, saved } = setup({ country: 'AT' }, {
      createOrder: async () => ({ kind: 'accepted', accepted: { checkout: progress(), access_token: 'tok' } }),
    });
    await toReview(store);
    await store.placeOrder();
    streams[0]!.on.checkout!(progress({
      state: 'given_up', attempts: 5, problem: { code: 'checkout_given_up', title: 'Your order could not be placed' },
    }));
    expect(store.notice.value).toEqual({
      message: 'We could not place your order: the service did not answer 5 attempts a minute apart. Nothing was charged.',
      retry: false,
    });
    expect(saved.current).toBeNull();
  });

  it('comes back to a queued checkout after a reload and follows it', async () => {
    const saved = memorySaved();
    saved.save({ checkoutId: 'chk_1', token: 'tok' });
    const { store, streams } = setup({ country: 'AT' }, {
      getCheckout: async () => ({ kind: 'found', checkout: progress({ state: 'queued', ahead: 2 }) }),
    }, saved);
    await store.resume();
    expect(store.resuming.value).toBe('loading');
    expect(store.checkoutText.value).toMatch(/\(2 ahead\)/);
    streams[0]!.on.checkout!(progress({ state: 'created', order: order() }));
    expect(store.resuming.value).toBe('no');
    expect(store.step.value).toBe('payment');
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
