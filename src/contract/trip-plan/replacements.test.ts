import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- tests plan on the sandbox catalogue's real prices
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { replacementsFor } from './replacements.ts';
import type { PlanLine } from './trip-plan.ts';

const line = (slug: string, start_date: string, end_date: string, covers: string[], amount: number): PlanLine => ({
  slug, start_date, end_date, covers, price: { amount, currency: 'EUR' }, deferred: true, immediate_unavailable: false,
});
const context = { products: CATALOGUE, today: '2026-11-24' };

describe('replacementsFor', () => {
  it('lists the other Austrian vignettes that alone cover the line\'s days from its start, cheapest first', () => {
    const tenDays = line('vignette-at-10-days', '2027-03-01', '2027-03-10', ['2027-03-01', '2027-03-05'], 1240);
    expect(replacementsFor(tenDays, 'AT', context, 'car')).toEqual([
      { slug: 'vignette-at-2-months', price: { amount: 3110, currency: 'EUR' }, end_date: '2027-04-30' },
      { slug: 'vignette-at-1-year', price: { amount: 10380, currency: 'EUR' }, end_date: '2028-01-31' },
    ]);
    const oneDay = line('vignette-at-1-day', '2027-03-01', '2027-03-01', ['2027-03-01'], 350);
    expect(replacementsFor(oneDay, 'AT', context, 'moto').map((r) => [r.slug, r.price.amount])).toEqual([
      ['vignette-at-10-days', 490], ['vignette-at-2-months', 1240], ['vignette-at-1-year', 4130],
    ]);
  });

  it('offers the Bulgarian weekend vignette only for a line starting on a Friday', () => {
    const friday = line('vignette-bg-weekly', '2027-01-15', '2027-01-21', ['2027-01-15', '2027-01-16'], 767);
    expect(replacementsFor(friday, 'BG', context, 'car').map((r) => [r.slug, r.price.amount, r.end_date])).toEqual([
      ['vignette-bg-weekend', 511, '2027-01-17'], ['vignette-bg-monthly', 1534, '2027-02-14'],
      ['vignette-bg-quarterly', 2761, '2027-04-14'], ['vignette-bg-yearly', 4960, '2028-01-14'],
    ]);
    const saturday = line('vignette-bg-weekly', '2027-01-16', '2027-01-22', ['2027-01-16'], 767);
    expect(replacementsFor(saturday, 'BG', context, 'car').map((r) => r.slug)).not.toContain('vignette-bg-weekend');
  });

  it('leaves out products that are down', () => {
    const status = {
      checked_at: '2026-11-24T08:00:00Z', providers: [],
      products: [{ slug: 'vignette-at-2-months', available: false, immediate_available: false, reason: 'provider down' }],
    };
    const tenDays = line('vignette-at-10-days', '2027-03-01', '2027-03-10', ['2027-03-01'], 1240);
    expect(replacementsFor(tenDays, 'AT', { ...context, status }, 'car').map((r) => r.slug))
      .toEqual(['vignette-at-1-day', 'vignette-at-1-year']);
  });
});
