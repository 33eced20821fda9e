import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { setup } from '../app/store-fixtures.ts';
import type { TripStage } from './basket-flow.ts';
import { rememberTrip } from './trip-memory.ts';
import { createTrip } from './trip-state.ts';

function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

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
    const stage = signal<TripStage>('plan');
    const memory = rememberTrip(storage, 'k', first, stage, 'AT,SI');
    expect(memory.restored).toBeNull();
    first.addCountry('HU');
    first.roundTrip.value = true;
    first.toggleDropped('SI');
    first.toggleAddition('tunnel-at-karawanken');
    stage.value = 'review';

    const again = await newTrip();
    const restored = rememberTrip(storage, 'k', again, signal<TripStage>('plan'), 'AT,SI');
    expect(restored.restored).toBe('review');
    expect(again.route.value).toEqual(['AT', 'SI', 'HU']);
    expect(again.roundTrip.value).toBe(true);
    expect(again.dropped.value).toEqual(['SI']);
    expect(again.additions.value).toEqual(['tunnel-at-karawanken']);

    // The partner's page now plans another journey: that one starts afresh.
    const other = await newTrip();
    expect(rememberTrip(storage, 'k', other, signal<TripStage>('plan'), 'CZ,AT').restored).toBeNull();
    expect(other.route.value).toEqual(['AT', 'SI']);

    restored.forget();
    expect(storage.items.size).toBe(0);
  });

  it('keeps nothing of a placed basket (paying, followed): the basket itself is saved instead', async () => {
    const storage = tabStorage();
    const trip = await newTrip();
    rememberTrip(storage, 'k', trip, signal<TripStage>('pay'), 'AT,SI');
    expect(storage.items.size).toBe(0);
  });
});
