import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutBasket } from '../../contract/basket-api.ts';
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import type { WidgetContext } from '../app/context.ts';
import { memorySaved, progress, setup } from '../app/store-fixtures.ts';
import { tripSession } from './trip-session.ts';
import { loadTripWords } from './trip-words.ts';

// Unbuilt, there is no words chunk to check: nothing is asked of `verified`.
const unverified = () => Promise.reject(new Error('not built'));

const basket: CheckoutBasket = {
  id: 'eo_1', status: 'OPEN', total: { amount: 880, currency: 'EUR' }, payment_link: 'https://pay.test/pay/1',
  expires_at: '2026-03-10T11:00:00Z', allowed_payment_providers: ['stripe'], open_order_details_by_default: false,
  vehicle: { plate: 'W 12345 X', country: 'AT', type: 'car' }, support_url: 'https://shop.test/help',
  items: [{
    product: { slug: 'vignette-at-1-day', name: 'AT 1 day', type: 'vignette', country: 'AT' },
    start_date: '2026-03-10', end_date: '2026-03-10', price: { amount: 880, currency: 'EUR' }, order: null,
  }],
};

/** The browser's EventSource, as far as the trip uses it: each one opened, and whether it was closed. */
class FakeSource {
  static opened: FakeSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

/** The BFF answering the trip's requests with `body` under `status`. */
const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSource.opened = [];
});

describe('the trip session', () => {
  it('keeps the trip across renders, and what its flow says follows a locale changed since', async () => {
    const s = setup();
    const widget = { ...s.store, id: 'rc1', verified: unverified } as WidgetContext;
    const first = tripSession(widget, await loadTripWords('en', unverified));
    // The shopper switched the widget to German: the next render brings the German words.
    const again = tripSession(widget, await loadTripWords('de', unverified));
    expect(again).toBe(first);

    again.flow.submitPlan();
    expect(again.flow.errors.value.route)
      .toBe('Geben Sie die Länder an, durch die Sie fahren, sowie den ersten und den letzten Fahrtag.');
  });

  it('closes the basket\'s stream the moment the page removes the widget, not at its next event', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    vi.stubGlobal('fetch', answering(200, basket));
    const s = setup({}, {}, memorySaved({ orderId: 'eo_1', token: 'tok_1234567890abcdef' }));
    const session = tripSession({ ...s.store, id: 'rc1', verified: unverified } as WidgetContext, await loadTripWords('en', unverified));
    expect(await session.flow.resume()).toBe(true);
    expect(FakeSource.opened.map((source) => [source.url, source.closed]))
      .toEqual([['https://bff.test/api/baskets/eo_1/events?token=tok_1234567890abcdef', false]]);

    s.store.dispose();
    expect(FakeSource.opened[0]!.closed).toBe(true);
  });

  it('closes the stream of a basket waiting in the BFF\'s queue the moment the page removes the widget', async () => {
    vi.stubGlobal('fetch', answering(202, {
      checkout: progress({ checkout_id: 'chk_1', state: 'queued', attempts: 0, ahead: 2, basket_id: null }), access_token: 'tok_1234567890abcdef',
    }));
    const s = setup({ trip: 'AT', tripDates: '2026-03-10/2026-03-10' }, {
      catalogue: async () => ({ fetched_at: '2026-03-10T10:00:00Z', products: [...CATALOGUE], status: { checked_at: '2026-03-10T10:00:00Z', providers: [], products: [] } }),
    });
    await s.store.loadCatalogue();
    const { flow } = tripSession({ ...s.store, id: 'rc1', verified: unverified } as WidgetContext, await loadTripWords('en', unverified));
    s.store.form.plate.value = 'w 12345 x';
    s.store.form.email.value = 'ana@example.com';
    flow.submitPlan();
    await flow.submitVehicle();
    await flow.place();
    expect(s.streams.map((stream) => [stream.url, stream.closed]))
      .toEqual([['https://bff.test/api/checkouts/chk_1/events?token=tok_1234567890abcdef', 0]]);

    s.store.dispose();
    expect(s.streams[0]!.closed).toBe(1);
  });
});
