import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { setup } from '../app/store-fixtures.ts';
import { createTrip, parseRoute } from './trip-state.ts';

/** The store fixtures' today is 2026-03-10; the sandbox catalogue's real prices, every product available. */
async function tripWith(route: string | null, dates: string | null, products: Product[] = [...CATALOGUE]) {
  const { store } = setup({}, {
    catalogue: async () => ({ fetched_at: '2026-03-10T10:00:00Z', products, status: { checked_at: '2026-03-10T10:00:00Z', providers: [], products: [] } }),
  });
  await store.loadCatalogue();
  return createTrip(store, { route, dates });
}

const slugsOf = (lines: { slug: string }[]) => lines.map((l) => l.slug).sort();

describe('parseRoute', () => {
  it('reads countries in order, any case and separator', () => {
    expect(parseRoute('de, at;hu ro')).toEqual({ route: ['DE', 'AT', 'HU', 'RO'], round: false });
  });

  it('reads a route that comes back the same way as a round trip over its first half', () => {
    expect(parseRoute('DE,AT,HU,RO,HU,AT,DE')).toEqual({ route: ['DE', 'AT', 'HU', 'RO'], round: true });
    expect(parseRoute('AT,SI,AT')).toEqual({ route: ['AT', 'SI'], round: true });
  });

  it('leaves out what is not a country code', () => {
    expect(parseRoute('AT,Slovenia,1,SK')).toEqual({ route: ['AT', 'SK'], round: false });
    expect(parseRoute(null)).toEqual({ route: [], round: false });
  });
});

describe('the trip basket', () => {
  it('proposes two 10-day vignettes for 12 days in Austria: EUR 24.80, below 10-day + two 1-day (30.00) and 2 months (31.10)', async () => {
    const trip = await tripWith('AT', '2026-03-10/2026-03-21');
    expect(slugsOf(trip.basket.value)).toEqual(['vignette-at-10-days', 'vignette-at-10-days']);
    expect(trip.total.value).toEqual({ amount: 2480, currency: 'EUR' });
  });

  it('swaps a line for another product that covers its days, and the total follows', async () => {
    const trip = await tripWith('AT', '2026-03-10/2026-03-21');
    const first = trip.plan.value!.countries[0]!.lines[0]!;
    expect(first).toMatchObject({ slug: 'vignette-at-10-days', start_date: '2026-03-10' });
    expect(trip.choicesFor('AT', first).map((c) => c.slug)).toContain('vignette-at-2-months');
    trip.swap(trip.basket.value[0]!.key, 'vignette-at-2-months');
    // The 2 months (10 March to 9 May) cover the second 10-day line's days too: it goes, or the service would
    // refuse the two as overlapping vignettes (409). 31.10 alone, not 31.10 + 12.40.
    expect(slugsOf(trip.basket.value)).toEqual(['vignette-at-2-months']);
    expect(trip.total.value.amount).toBe(3110);
    trip.swap(trip.basket.value[0]!.key, 'vignette-at-10-days');
    expect(slugsOf(trip.basket.value)).toEqual(['vignette-at-10-days', 'vignette-at-10-days']);
  });

  it('offers no swap that would only overlap the next line of the same kind', async () => {
    // A 15-day Austrian vignette dearer than two 10-day ones: never planned, only offered in place of a line.
    const tenDays = CATALOGUE.find((p) => p.slug === 'vignette-at-10-days')!;
    const fifteen: Product = { ...tenDays, slug: 'vignette-at-15-days', period: 'P15D', prices: [{ vehicle_type: 'car', price: { amount: 5000, currency: 'EUR' } }] };
    const choices = async (dates: string) => {
      const trip = await tripWith('AT', dates, [...CATALOGUE, fifteen]);
      const [first, second] = trip.plan.value!.countries[0]!.lines;
      return { lines: [first, second].map((l) => [l?.slug, l?.start_date, l?.covers.at(-1)]), slugs: trip.choicesFor('AT', first!).map((c) => c.slug) };
    };
    // 10 to 27 March: 15 days from the 10th end on the 24th, inside the second line's days (20 to 27): refused.
    expect(await choices('2026-03-10/2026-03-27')).toEqual({
      lines: [['vignette-at-10-days', '2026-03-10', '2026-03-19'], ['vignette-at-10-days', '2026-03-20', '2026-03-27']],
      slugs: ['vignette-at-2-months', 'vignette-at-1-year'],
    });
    // 10 to 22 March: they cover the second line's days (20 to 22) whole, so it would go: offered.
    expect((await choices('2026-03-10/2026-03-22')).slugs).toEqual(['vignette-at-2-months', 'vignette-at-15-days', 'vignette-at-1-year']);
  });

  it('leaves a country out, and adds a tunnel only when ticked, on the day the route enters its second country', async () => {
    const trip = await tripWith('AT,SI', '2026-03-10/2026-03-10');
    expect(slugsOf(trip.basket.value)).toEqual(['vignette-at-1-day', 'vignette-si-weekly']);
    expect(trip.total.value.amount).toBe(880 + 1600);
    expect(trip.plan.value!.additions.map((a) => a.slug)).toContain('tunnel-at-karawanken');
    trip.toggleAddition('tunnel-at-karawanken');
    expect(trip.basket.value.find((l) => l.addition)).toMatchObject({ slug: 'tunnel-at-karawanken', start_date: '2026-03-10', price: { amount: 880 } });
    trip.toggleDropped('SI');
    expect(slugsOf(trip.basket.value)).toEqual(['tunnel-at-karawanken', 'vignette-at-1-day']);
    expect(trip.total.value.amount).toBe(880 + 880);
  });

  it('plans nothing for dates before today or a last day before the first', async () => {
    const trip = await tripWith('AT', '2026-03-09/2026-03-12');
    expect(trip.request.value).toBeNull();
    trip.firstDay.value = '2026-03-12';
    trip.lastDay.value = '2026-03-11';
    expect(trip.basket.value).toEqual([]);
  });

  it('takes the days a shopper sets for one country instead of the whole trip', async () => {
    const trip = await tripWith('AT,HU', '2026-03-10/2026-03-21');
    trip.setDays('AT', { from: '2026-03-10', to: '2026-03-10' });
    expect(trip.basket.value.filter((l) => l.country === 'AT').map((l) => l.slug)).toEqual(['vignette-at-1-day']);
  });

  it('adds any product of a country by hand, on its first day there, priced for the vehicle, and removes it again', async () => {
    const trip = await tripWith('AT', '2026-03-12/2026-03-13');
    trip.addByHand('tunnel-at-tauern', '2026-03-12');
    const added = trip.basket.value.find((l) => l.byHand)!;
    expect(added).toMatchObject({ slug: 'tunnel-at-tauern', start_date: '2026-03-12', end_date: '2026-03-12', price: { amount: 1500 } });
    // Two days: the 10-day vignette (12.40, less than two 1-day ones at 8.80) and the Tauern tunnel (15.00).
    expect(trip.total.value.amount).toBe(1240 + 1500);
    trip.removeByHand(added.key);
    expect(trip.total.value.amount).toBe(1240);
  });

  it('offers by hand only what the service takes beside the basket: no product twice on a day, no overlapping vignette', async () => {
    const trip = await tripWith('AT', '2026-03-12/2026-03-13');
    // The proposed 10-day vignette (12-21 March) leaves no other Austrian vignette: spec 2.3 refuses their overlap.
    expect(trip.addable('AT', '2026-03-12').map((p) => p.slug)).toEqual(['tunnel-at-karawanken', 'tunnel-at-tauern', 'tunnel-at-arlberg']);
    trip.addByHand('vignette-at-1-year', '2026-03-12');
    trip.addByHand('vignette-at-10-days', '2026-03-12');
    trip.addByHand('tunnel-at-tauern', '2026-03-12');
    trip.addByHand('tunnel-at-tauern', '2026-03-12');
    expect(trip.basket.value.map((l) => l.key)).toEqual(['AT:2026-03-12:vignette-at-10-days', '=tunnel-at-tauern:2026-03-12']);
    expect(trip.addable('AT', '2026-03-12').map((p) => p.slug)).toEqual(['tunnel-at-karawanken', 'tunnel-at-arlberg']);
  });

  it('offers no swap that would overlap a vignette the shopper added by hand', async () => {
    const trip = await tripWith('AT', '2026-03-10/2026-03-21');
    trip.setDays('AT', { from: '2026-03-10', to: '2026-03-10' });
    const [line] = trip.plan.value!.countries[0]!.lines;
    expect(line).toMatchObject({ slug: 'vignette-at-1-day', start_date: '2026-03-10' });
    expect(trip.choicesFor('AT', line!).map((c) => c.slug)).toEqual(['vignette-at-10-days', 'vignette-at-2-months', 'vignette-at-1-year']);
    // A 10-day vignette from the 15th (to the 24th), beside the plan's 1-day one on the 10th.
    trip.addByHand('vignette-at-10-days', '2026-03-15');
    expect(trip.basket.value.map((l) => l.key)).toEqual(['AT:2026-03-10:vignette-at-1-day', '=vignette-at-10-days:2026-03-15']);
    // Each of them from the 10th would overlap it, which the service refuses as a duplicate (409).
    expect(trip.choicesFor('AT', line!).map((c) => c.slug)).toEqual([]);
    trip.removeByHand('=vignette-at-10-days:2026-03-15');
    expect(trip.choicesFor('AT', line!).map((c) => c.slug)).toEqual(['vignette-at-10-days', 'vignette-at-2-months', 'vignette-at-1-year']);
  });

  it('lets a hand-added vignette the basket leaves out for the vehicle block no swap', async () => {
    const trip = await tripWith('SI', '2026-03-10/2026-03-21');
    trip.setDays('SI', { from: '2026-03-10', to: '2026-03-10' });
    // A month from the 20th beside the plan's week from the 10th, for a car; Slovenia sells it for no motorcycle.
    trip.addByHand('vignette-si-monthly', '2026-03-20');
    expect(trip.basket.value.map((l) => l.key)).toEqual(['SI:2026-03-10:vignette-si-weekly', '=vignette-si-monthly:2026-03-20']);
    trip.vehicle.value = 'moto';
    const [line] = trip.plan.value!.countries[0]!.lines;
    expect(trip.basket.value.map((l) => l.key)).toEqual(['SI:2026-03-10:vignette-si-weekly']);
    // The half year and the year from the 10th would overlap the month, which is not sent: both offered.
    expect(trip.choicesFor('SI', line!).map((c) => c.slug).sort()).toEqual(['vignette-si-half-year', 'vignette-si-yearly']);
  });

  it('removes one hand-added line by its key, and only that one', async () => {
    const trip = await tripWith('AT', '2026-03-12/2026-03-13');
    trip.addByHand('tunnel-at-tauern', '2026-03-12');
    trip.addByHand('tunnel-at-arlberg', '2026-03-12');
    trip.removeByHand('=tunnel-at-tauern:2026-03-12');
    expect(trip.basket.value.map((l) => l.key)).toEqual(['AT:2026-03-12:vignette-at-10-days', '=tunnel-at-arlberg:2026-03-12']);
    // Twice on a day, as a trip kept before the planner refused it may come back from the tab's storage.
    trip.byHand.value = [{ slug: 'tunnel-at-tauern', start_date: '2026-03-12' }, { slug: 'tunnel-at-tauern', start_date: '2026-03-12' }];
    trip.removeByHand('=tunnel-at-tauern:2026-03-12');
    expect(trip.byHand.value).toEqual([{ slug: 'tunnel-at-tauern', start_date: '2026-03-12' }]);
  });

  it('says what the plan beat only while its lines are the plan\'s: not once one is swapped', async () => {
    const trip = await tripWith('HU', '2026-03-10/2026-03-19');
    const hungary = trip.plan.value!.countries[0]!;
    expect(trip.beatOf(hungary)).toEqual({ slugs: ['vignette-hu-monthly'], total: { amount: 2600, currency: 'EUR' }, more: { amount: 990, currency: 'EUR' } });
    trip.swap('HU:2026-03-10:vignette-hu-weekly', 'vignette-hu-monthly');
    expect(trip.basket.value.map((l) => l.slug)).toEqual(['vignette-hu-monthly']);
    expect(trip.beatOf(hungary)).toBeUndefined();
    trip.swap('HU:2026-03-10:vignette-hu-weekly', 'vignette-hu-weekly');
    expect(trip.beatOf(trip.plan.value!.countries[0]!)).toEqual(hungary.beat);
  });

  it('names the day that keeps the trip from a plan: a first day before today, else a last day before the first', async () => {
    const trip = await tripWith('AT', '2026-03-10/2026-03-12');
    expect(trip.wrongDay.value).toBeNull();
    trip.lastDay.value = '2026-03-09';
    expect(trip.wrongDay.value).toBe('last');
    trip.firstDay.value = '2026-03-09';
    expect(trip.wrongDay.value).toBe('first');
    trip.firstDay.value = '';
    expect(trip.wrongDay.value).toBe('first');
  });
});

