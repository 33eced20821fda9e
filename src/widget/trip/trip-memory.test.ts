import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { setup, tabStorage } from '../app/store-fixtures.ts';
import type { TripStage } from './basket-flow.ts';
import type { Placement } from './basket-placing.ts';
import { rememberTrip } from './trip-memory.ts';
import { createTrip } from './trip-state.ts';

/** The flow's part the memory writes down: its stage, and the basket being placed. */
const at = (stage: TripStage) => ({ stage: signal(stage), placement: signal<Placement | null>(null) });

async function newTrip() {
  const { store } = setup({}, {
    catalogue: async () => ({ fetched_at: '2026-03-10T10:00:00Z', products: [...CATALOGUE], status: { checked_at: '2026-03-10T10:00:00Z', providers: [], products: [] } }),
  });
  await store.loadCatalogue();
  return createTrip(store, { route: 'AT,SI', dates: '2026-03-10/2026-03-12' });
}

describe('the trip across a reload', () => {
  it('comes back with the route, days, edits and stage the shopper left, until the basket is placed', async () => {
    const storage = tabStorage();
    const first = await newTrip();
    const flow = at('plan');
    const memory = rememberTrip(storage, 'k', first, flow, 'AT,SI');
    expect(memory.restored).toBeNull();
    first.addCountry('HU');
    first.roundTrip.value = true;
    first.toggleDropped('SI');
    first.toggleAddition('tunnel-at-karawanken');
    flow.stage.value = 'review';

    const again = await newTrip();
    const restored = rememberTrip(storage, 'k', again, at('plan'), 'AT,SI');
    expect(restored.restored).toBe('review');
    expect(again.route.value).toEqual(['AT', 'SI', 'HU']);
    expect(again.roundTrip.value).toBe(true);
    expect(again.dropped.value).toEqual(['SI']);
    expect(again.additions.value).toEqual(['tunnel-at-karawanken']);

    // The partner's page now plans another journey: that one starts afresh.
    const other = await newTrip();
    expect(rememberTrip(storage, 'k', other, at('plan'), 'CZ,AT').restored).toBeNull();
    expect(other.route.value).toEqual(['AT', 'SI']);

    restored.forget();
    expect(storage.items.size).toBe(0);
  });

  it('keeps nothing of a placed basket (paying, followed): the basket itself is saved instead', async () => {
    const storage = tabStorage();
    const trip = await newTrip();
    rememberTrip(storage, 'k', trip, at('pay'), 'AT,SI');
    expect(storage.items.size).toBe(0);
  });

  it('keeps the basket being placed, its key and its queued checkout, until it is forgotten', async () => {
    const storage = tabStorage();
    const flow = at('review');
    rememberTrip(storage, 'k', await newTrip(), flow, 'AT,SI');
    flow.placement.value = { key: 'key-1-0123456789abcdef', checkout: { id: 'chk_1', token: 'tok_1234567890abcdef' } };

    const again = at('plan');
    expect(rememberTrip(storage, 'k', await newTrip(), again, 'AT,SI').restored).toBe('review');
    expect(again.placement.value).toEqual({ key: 'key-1-0123456789abcdef', checkout: { id: 'chk_1', token: 'tok_1234567890abcdef' } });

    flow.placement.value = null;
    const afresh = at('plan');
    rememberTrip(storage, 'k', await newTrip(), afresh, 'AT,SI');
    expect(afresh.placement.value).toBeNull();
  });
});
