import type { CheckoutOrder, CheckoutProgress } from '../../contract/widget-api.ts';
import type { Product } from '../../contract/product.ts';
import { translator } from '../i18n/t.ts';
import { english as en } from '../i18n/english.ts';
import type { Api, OrderOutcome, VehicleOutcome } from './api.ts';
import type { Catalogue } from './catalogue.ts';
import type { FormMemory, RememberedForm } from './form-memory.ts';
import type { StepHistory } from './navigation.ts';
import type { StreamHandlers } from './order-stream.ts';
import type { LeftOrder, LeftOrderStore, SavedOrder, SavedOrderStore } from './saved-order.ts';
import type { Step } from './steps.ts';
import * as steps from './checkout-steps.ts';
import { manage } from './later-parts.ts';
import { createStore, type StoreDeps, type StoreOptions } from './store.ts';
import type { ChangeApi } from './change-api.ts';
import { manageActions } from './order-actions.ts';
import { canCancel, canChangeStart, canModify } from '../steps/status/manage-rules.ts';

/** Test fixtures of the widget store: a catalogue, orders, and in-memory stand-ins for the browser. */
export const product = (slug: string, extra: Partial<Product> = {}): Product => ({
  slug, type: 'vignette', country: slug.split('-')[1]!.toUpperCase() as Product['country'], name: slug, description: '',
  period: 'P10D', validity: 'rolling', vin_required: false, required_user_fields: ['email'], flex_available: false,
  prices: [{ vehicle_type: 'car', price: { amount: 1240, currency: 'EUR' } }, { vehicle_type: 'moto', price: { amount: 500, currency: 'EUR' } }],
  ...extra,
});

export const catalogue: Catalogue = {
  fetched_at: '2026-03-10T10:00:00Z',
  products: [
    product('vignette-at-10-days', { name: '10-day vignette' }),
    product('vignette-at-1-year', { prices: [{ vehicle_type: 'van', price: { amount: 10360, currency: 'EUR' } }] }),
    product('vignette-si-weekly'),
    product('vignette-md-30-days', { required_user_fields: ['email', 'first_name', 'last_name', 'phone', 'address'] }),
    product('vignette-ro-30-days', { vin_required: true }),
    product('vignette-cz-1-year', { period: 'P1Y' }),
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

export const order = (extra: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  id: 'ord_1', status: 'CREATED', product: { slug: 'vignette-at-10-days', name: '10-day vignette', type: 'vignette', country: 'AT' },
  vehicle: { plate: 'W 12345 X', country: 'AT', type: 'car' }, start_date: '2026-03-10', end_date: '2026-03-19',
  price: { amount: 1240, currency: 'EUR' }, paid: false, payment_link: 'https://pay.test/p/1', allowed_payment_providers: ['stripe', 'paypal'],
  open_order_details_by_default: false, confirmation_url: null, can_modify: true, support_url: 'https://shop.test/help',
  version: 1, ...extra,
});

export const progress = (extra: Partial<CheckoutProgress> = {}): CheckoutProgress => ({
  checkout_id: 'chk_1', state: 'confirming', attempts: 1, ahead: 0, next_attempt_at: null, order: null, problem: null, ...extra,
});

export function memorySaved(initial: SavedOrder | null = null): SavedOrderStore & { current: SavedOrder | null } {
  const saved = {
    current: initial,
    load: () => saved.current,
    save: (o: SavedOrder) => { saved.current = o; },
    clear: () => { saved.current = null; },
  };
  return saved;
}

export function memoryLeft(): LeftOrderStore & { orders: LeftOrder[] } {
  const left = {
    orders: [] as LeftOrder[],
    list: () => [...left.orders],
    add: (o: LeftOrder) => { left.orders = [...left.orders.filter((e) => e.orderId !== o.orderId), o]; },
    remove: (id: string) => { left.orders = left.orders.filter((e) => e.orderId !== id); },
  };
  return left;
}

export function memoryForm(): FormMemory & { current: RememberedForm | null } {
  const memory = {
    current: null as RememberedForm | null,
    load: () => memory.current,
    save: (form: RememberedForm) => { memory.current = structuredClone(form); },
    clear: () => { memory.current = null; },
  };
  return memory;
}

/** The page's history as a list and a position; `pop` is the browser's Back or Forward. */
export function memoryHistory<S extends string = Step>():
  StepHistory<S> & { entries: (S | null)[]; at: number; pop(by: number): void } {
  let moved: ((step: S | null) => void) | null = null;
  const h = {
    entries: [null] as (S | null)[],
    at: 0,
    push(step: S) {
      h.entries = [...h.entries.slice(0, h.at + 1), step];
      h.at++;
    },
    replace(step: S) {
      h.entries[h.at] = step;
    },
    back: () => h.pop(-1),
    pop(by: number) {
      h.at = Math.min(Math.max(0, h.at + by), h.entries.length - 1);
      moved?.(h.entries[h.at] ?? null);
    },
    listen(on: (step: S | null) => void) {
      moved = on;
      return () => { moved = null; };
    },
  };
  return h;
}

/** A clock the test moves: timers run when it passes their time, never by themselves. */
/** A tab's sessionStorage (or any Storage) in memory, as a reload of the same tab finds it. */
export function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

export function testClock(start = Date.UTC(2026, 2, 10, 10, 0, 0)) {
  const timers: { at: number; run: () => void }[] = [];
  const clock = {
    now: start,
    later: (run: () => void, ms: number) => void timers.push({ at: clock.now + ms, run }),
    advance(ms: number) {
      clock.now += ms;
      for (const timer of timers.filter((x) => x.at <= clock.now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
  return clock;
}

export function setup(
  options: Partial<StoreOptions> = {}, api: Partial<Api> = {}, saved = memorySaved(),
  browser = { memory: memoryForm(), history: memoryHistory(), left: memoryLeft() },
  deps: Partial<StoreDeps> = {},
) {
  const events: { name: string; data: unknown }[] = [];
  const streams: { url: string; on: StreamHandlers; closed: number; close(): void }[] = [];
  const clock = testClock();
  let keys = 0;
  const fullApi: Api = {
    base: 'https://bff.test',
    catalogue: async () => catalogue,
    validateVehicle: async (c): Promise<VehicleOutcome> => ({ kind: 'valid', plate: c.plate.toUpperCase() }),
    createOrder: async (): Promise<OrderOutcome> => ({ kind: 'created', created: { order: order(), access_token: 'tok' } }),
    getOrder: async () => ({ kind: 'gone' }),
    getCheckout: async () => ({ kind: 'gone' }),
    eventsUrl: (id, token) => `https://bff.test/api/orders/${id}/events?token=${token}`,
    checkoutEventsUrl: (id, token) => `https://bff.test/api/checkouts/${id}/events?token=${token}`,
    resolve: (url) => new URL(url, 'https://bff.test/').href,
    ...api,
  };
  // en-AT: English words, and a shopper from Austria, so the country and registration start there.
  const store = createStore({ locale: 'en-AT', country: null, product: null, productType: null, ...options }, {
    saved,
    ...browser,
    api: fullApi,
    emit: (name, data) => events.push({ name, data }),
    openStream: (url, on) => {
      const handle = { url, on, closed: 0, close: () => void handle.closed++ };
      streams.push(handle);
      return handle;
    },
    t: translator(en),
    today: () => '2026-03-10',
    now: () => clock.now,
    later: clock.later,
    idle: (run) => run(),
    checkoutSteps: () => steps,
    // Unbuilt, there is no chunk to check: `verified` is never asked.
    onDemand: (locale: string) => manage(async () => undefined, locale),
    ...deps,
    newKey: () => `key-${++keys}-0123456789abcdef`,
  });
  return { store, events, streams, saved, clock, ...browser };
}

export type Setup = ReturnType<typeof setup>;

export async function toReview(store: Setup['store']) {
  await store.loadCatalogue();
  store.submitProduct();
  store.setField('plate', 'w 12345 x');
  await store.submitVehicle();
  store.setField('email', 'ana@example.com');
  store.submitDetails();
}

/**
 * A paid order of `extra` read back into the widget after a reload (today is 2026-03-10), managed through
 * `changes` (each call fails unless given). Its words are the manage chunk's: load them first (loadLaterWords).
 */
export async function managedOrder(extra: Partial<CheckoutOrder>, changes: Partial<ChangeApi> = {}) {
  const ctx = setup({}, {
    getOrder: async () => ({ kind: 'found', order: order({ paid: true, payment_link: null, ...extra }) }),
  }, memorySaved({ orderId: 'ord_1', token: 'tok' }));
  await ctx.store.resume();
  const api: ChangeApi = {
    cancelOrder: async () => ({ kind: 'failed' }), modifyOrder: async () => ({ kind: 'failed' }), abandonOrder: async () => true,
    ...changes,
  };
  const may = { cancel: canCancel, modify: canModify, start: canChangeStart };
  return { ...ctx, manage: manageActions(ctx.store, may, api) };
}
