import { describe, expect, it } from 'vitest';
import type { BasketItem } from '../../contract/basket-api.ts';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import { order } from '../app/store-fixtures.ts';
import { confirmationsSent, covers, dayByDay, tripEnd } from './trip-outcome.ts';
import { loadTripWords } from './trip-words.ts';

// Unbuilt, there is no words chunk to check.
const unchecked = async () => undefined;
const en = await loadTripWords('en', unchecked);
const ro = await loadTripWords('ro', unchecked);

type Placed = Partial<CheckoutOrder> | null;
const line = (slug: string, name: string, start: string, end: string, placed: Placed): BasketItem => ({
  product: { slug, name, type: 'vignette', country: slug.split('-')[1]!.toUpperCase() },
  start_date: start, end_date: end, price: { amount: 800, currency: 'EUR' },
  order: placed && order({ paid: true, start_date: start, end_date: end, ...placed }),
});
const czechia = (placed: Placed) =>
  line('vignette-cz-10-days', 'Czechia vignette, 10 days', '2026-11-28', '2026-12-07', placed);
const hungary = (placed: Placed) =>
  line('vignette-hu-10-days', 'Hungary vignette, 10 days', '2026-11-28', '2026-12-07', placed);
const named = (item: BasketItem) => item.product.name;

describe('the trip day by day', () => {
  it('says the days of a line whose order failed are not covered, and keeps the others\' products', () => {
    const rows = dayByDay([czechia({ id: 'ord_cz', status: 'ACTIVE' }), hungary({ id: 'ord_hu', status: 'DELETED' })], en, named, 'en');
    expect(rows).toEqual([
      { key: 'vignette-cz-10-days:2026-11-28', days: 'November\u00a028\u202f–\u2009December\u00a07,\u00a02026', what: 'Czechia vignette, 10 days', covered: true },
      {
        key: 'vignette-hu-10-days:2026-11-28', days: 'November\u00a028\u202f–\u2009December\u00a07,\u00a02026',
        what: 'Hungary vignette, 10 days: the order is not valid, so these days are not covered.', covered: false,
      },
    ]);
  });

  it('says so in the shopper\'s language once support refunded the failed order', () => {
    const [row] = dayByDay([line('vignette-hu-10-days', 'Vignetă Ungaria, 10 zile', '2026-11-28', '2026-12-07', { status: 'REFUNDED' })], ro, named, 'ro');
    expect(row!.what).toBe('Vignetă Ungaria, 10 zile: comanda nu este valabilă, deci aceste zile nu sunt acoperite.');
  });

  it('counts a line still being registered, and a paid one whose validity ran out, as covering their days', () => {
    expect(covers(null)).toBe(true);
    expect(covers({ status: 'PENDING', paid: true })).toBe(true);
    expect(covers({ status: 'EXPIRED', paid: true })).toBe(true);
    expect(covers({ status: 'EXPIRED', paid: false })).toBe(false);
    expect(covers({ status: 'REFUNDED', paid: true })).toBe(false);
  });
});

describe('the trip\'s confirmations', () => {
  it('are said to come by e-mail once a product is active, not while none is', () => {
    const failedAndWaiting = [hungary({ status: 'DELETED' }), czechia({ status: 'PENDING' })];
    expect(confirmationsSent(failedAndWaiting)).toBe(false);
    expect(confirmationsSent([hungary({ status: 'DELETED' }), czechia({ status: 'ACTIVE' })])).toBe(true);
    expect(en('trip.email')).toBe('A confirmation email for each active product is on its way to you.');
  });
});

describe('a line the shopper cancelled in the trip', () => {
  it('ends as their cancel only when this page cancelled its order', () => {
    expect(tripEnd({ id: 'ord_cancelled' }, ['ord_cancelled'])).toBe('cancelled');
    expect(tripEnd({ id: 'ord_other' }, ['ord_cancelled'])).toBeUndefined();
  });
});
