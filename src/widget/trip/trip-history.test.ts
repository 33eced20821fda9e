import { describe, expect, it, vi } from 'vitest';
import type { CheckoutBasket } from '../../contract/basket-api.ts';
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { memoryHistory, setup } from '../app/store-fixtures.ts';
import { type TripStage, createBasketFlow } from './basket-flow.ts';
import { bindTripHistory } from './trip-history.ts';
import { createTrip } from './trip-state.ts';
import { loadTripWords } from './trip-words.ts';

// Unbuilt, there is no words chunk to check: nothing is asked of `verified`.
const unverified = () => Promise.reject(new Error('not built'));

/** A trip through Austria and Slovenia on 10 March 2026, its stages bound to a history held in memory. */
async function tripWithHistory() {
  const s = setup({}, {
    catalogue: async () => ({ fetched_at: '2026-03-10T10:00:00Z', products: [...CATALOGUE], status: { checked_at: '2026-03-10T10:00:00Z', providers: [], products: [] } }),
  });
  await s.store.loadCatalogue();
  const trip = createTrip(s.store, { route: 'AT,SI', dates: '2026-03-10/2026-03-10' });
  const flow = createBasketFlow(s.store, trip, await loadTripWords('en', unverified));
  const history = memoryHistory<TripStage>();
  // The products' entry, then the one opening the trip pushed (store.ts openTrip).
  history.push(null as unknown as TripStage);
  const leave = vi.fn();
  const bound = bindTripHistory(flow, history, leave);
  return { s, trip, flow, history, leave, bound };
}

describe('the trip\'s stages in the browser\'s history', () => {
  it('gives each stage forward an entry, and Back and Forward move between them', async () => {
    const { s, flow, history } = await tripWithHistory();
    expect(history.entries).toEqual([null, 'plan']);
    flow.submitPlan();
    s.store.form.plate.value = 'W 12345 X';
    s.store.form.vehicle_country.value = 'AT';
    s.store.form.email.value = 'shopper@example.com';
    flow.go('review');
    expect(history.entries).toEqual([null, 'plan', 'vehicle', 'review']);

    history.pop(-1);
    expect(flow.stage.value).toBe('vehicle');
    history.pop(-1);
    expect(flow.stage.value).toBe('plan');
    history.pop(+1);
    expect(flow.stage.value).toBe('vehicle');
    // Moving with the browser adds no entry of its own.
    expect(history.entries).toEqual([null, 'plan', 'vehicle', 'review']);
    expect(history.at).toBe(2);
  });

  it('takes the trip\'s own Back button a step back in the history when the trip put one there', async () => {
    const { flow, history, bound } = await tripWithHistory();
    flow.submitPlan();
    expect(history.at).toBe(2);
    bound.back();
    expect(flow.stage.value).toBe('plan');
    expect(history.at).toBe(1);
  });

  it('leaves the trip for the products when Back goes before its first stage', async () => {
    const { history, leave } = await tripWithHistory();
    history.pop(-1);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('goes Forward to the review only with the vehicle still filled in well, and says what is missing', async () => {
    const { s, flow, history } = await tripWithHistory();
    flow.submitPlan();
    s.store.form.plate.value = 'W 12345 X';
    s.store.form.vehicle_country.value = 'AT';
    s.store.form.email.value = 'shopper@example.com';
    flow.go('review');
    history.pop(-1);
    s.store.form.email.value = 'not an address';
    history.pop(+1);
    expect(flow.stage.value).toBe('vehicle');
    expect(flow.errors.value.email).toBe('Enter a valid email address, like name@example.com');
  });

  it('moves nothing once the basket is placed: it is paid, or followed, where it is', async () => {
    const { flow, history } = await tripWithHistory();
    flow.submitPlan();
    flow.basket.value = { id: 'eo_1', status: 'OPEN' } as CheckoutBasket;
    flow.go('pay');
    history.pop(-1);
    expect(flow.stage.value).toBe('pay');
  });
});
