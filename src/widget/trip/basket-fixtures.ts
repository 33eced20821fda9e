import { effect } from '@preact/signals-core';
import type { CheckoutBasket } from '../../contract/basket-api.ts';
import type { Product } from '../../contract/product.ts';
import type { Api } from '../app/api.ts';
import { progress, setup, tabStorage } from '../app/store-fixtures.ts';
import { createBasketFlow } from './basket-flow.ts';
import { rememberTrip } from './trip-memory.ts';
import { createTrip } from './trip-state.ts';
import { loadTripWords } from './trip-words.ts';

/** Test fixtures of the trip's basket checkout: a basket, and a flow on a trip at its review with the BFF's answers. */

/** Unbuilt, there is no words chunk to check: nothing is asked of `verified`. */
export const unverified = () => Promise.reject(new Error('not built'));

export const basket = (extra: Partial<CheckoutBasket> = {}): CheckoutBasket => ({
  id: 'eo_1', status: 'OPEN', total: { amount: 2480, currency: 'EUR' }, payment_link: 'https://pay.test/pay/1',
  expires_at: '2026-03-10T11:00:00Z', allowed_payment_providers: ['stripe'], open_order_details_by_default: false,
  vehicle: { plate: 'W 12345 X', country: 'AT', type: 'car' }, support_url: 'https://shop.test/help',
  items: [
    { product: { slug: 'vignette-at-1-day', name: 'AT 1 day', type: 'vignette', country: 'AT' }, start_date: '2026-03-10', end_date: '2026-03-10', price: { amount: 880, currency: 'EUR' }, order: null },
    { product: { slug: 'vignette-si-weekly', name: 'SI weekly', type: 'vignette', country: 'SI' }, start_date: '2026-03-10', end_date: '2026-03-16', price: { amount: 1600, currency: 'EUR' }, order: null },
  ],
  ...extra,
});

/** What the BFF answers a request with, in order; `offline`, no answer at all (the browser's fetch fails). */
type Answer = { status: number; body: unknown } | 'offline';

/** With `tab`, the flow keeps the trip in that tab's memory as the trip's session does (trip-session.ts). */
async function placing(
  products: Product[], answers: Answer[], more: { tab?: ReturnType<typeof tabStorage>; api?: Partial<Api> } = {},
) {
  const s = setup({}, {
    catalogue: async () => ({ fetched_at: '2026-03-10T10:00:00Z', products, status: { checked_at: '2026-03-10T10:00:00Z', providers: [], products: [] } }),
    ...more.api,
  });
  await s.store.loadCatalogue();
  const trip = createTrip(s.store, { route: 'AT,SI', dates: '2026-03-10/2026-03-10' });
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const streams: { url: string; on: (b: CheckoutBasket) => void; closed: boolean }[] = [];
  // The page may change the language: the flow says its words through whichever are in now.
  const words = { say: await loadTripWords('en', unverified) };
  const flow = createBasketFlow(s.store, trip, (key, params) => words.say(key, params), {
    fetch: async (url, init) => {
      sent.push({ url: String(url), init });
      const answer = answers.shift() ?? { status: 500, body: {} };
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
    openBasket: (url, on) => {
      const stream = { url, on, closed: false };
      streams.push(stream);
      return { close: () => { stream.closed = true; } };
    },
  });
  if (more.tab) {
    const memory = rememberTrip(more.tab, 'trip', trip, flow, 'AT,SI');
    if (memory.restored) flow.stage.value = memory.restored;
    effect(() => {
      if (flow.basket.value) memory.forget();
    });
  }
  s.store.form.plate.value = 'w 12345 x';
  s.store.form.email.value = 'ana@example.com';
  // The basket's streams are the flow's own; a queued checkout's, the store's (`checkouts`).
  return { ...s, checkouts: s.streams, trip, flow, sent, streams, words };
}

/** What the tab's memory holds of the basket being placed. */
export const remembered = (tab: ReturnType<typeof tabStorage>) =>
  (JSON.parse(tab.items.get('trip') ?? 'null') as { placement: unknown } | null)?.placement;

export const queued = (extra: Parameters<typeof progress>[0] = {}) => ({
  status: 202, body: { checkout: progress({ checkout_id: 'chk_1', state: 'queued', attempts: 0, ahead: 2, basket_id: null, ...extra }), access_token: 'tok_1234567890abcdef' },
});

/** A trip at its review, which the BFF will only queue once placed (after answering `first`). */
async function placedInQueue(
  products: Product[], tab: ReturnType<typeof tabStorage>, first: Answer[] = [],
) {
  const placed = await placing(products, [...first, queued()], { tab });
  placed.flow.submitPlan();
  await placed.flow.submitVehicle();
  return placed;
}

/**
 * A trip from Austria to Slovenia at its review, selling `products` (the tests give the spec's catalogue, which
 * only a test may import), with the BFF's answers to give, in order.
 */
export const basketFixtures = (products: Product[]) => ({
  placing: (answers: Parameters<typeof placing>[1], more?: Parameters<typeof placing>[2]) =>
    placing(products, answers, more),
  placedInQueue: (tab: ReturnType<typeof tabStorage>, first?: Answer[]) =>
    placedInQueue(products, tab, first),
});
