import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- tests plan on the sandbox catalogue's real prices
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import type { Product } from '../product.ts';
import { lastValidDay } from '../validity.ts';
import { cheapestCover } from './cheapest-cover.ts';
import { availabilityOf, coverProducts } from './cover-products.ts';
import { dayNumber, dayString } from '../day-numbers.ts';

const covers = (country: 'AT' | 'BG', products: readonly Product[] = CATALOGUE) =>
  coverProducts(products, country, 'car', availabilityOf(undefined)).usable;

const plan = (country: 'AT' | 'BG', days: string[], today: string, products?: readonly Product[]) =>
  cheapestCover(days.map(dayNumber), covers(country, products), dayNumber(today))
    ?.map((line) => [line.cover.product.slug, dayString(line.start), dayString(line.end), line.covers.map(dayString)]);

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const carPrice = (p: Product) => p.prices.find((price) => price.vehicle_type === 'car')!.price.amount;

/**
 * Every plan of non-overlapping lines, none before today, each covering the
 * first day left uncovered and starting on any day from the earliest allowed
 * to that day (a line covering no driving day only costs more): the
 * cheapest, then the one with fewest lines.
 */
function bruteForce(products: readonly Product[], days: string[], today: string): { cost: number; lines: number } {
  let best = { cost: Infinity, lines: Infinity };
  const go = (i: number, earliest: string, cost: number, lines: number): void => {
    if (cost > best.cost) return;
    if (i === days.length) {
      if (cost < best.cost || (cost === best.cost && lines < best.lines)) best = { cost, lines };
      return;
    }
    for (const product of products) {
      for (let start = earliest; start <= days[i]!; start = addDays(start, 1)) {
        if (product.slug === 'vignette-bg-weekend' && new Date(`${start}T00:00:00Z`).getUTCDay() !== 5) continue;
        const end = lastValidDay(product, start);
        if (end < days[i]!) continue;
        let next = i;
        while (next < days.length && days[next]! <= end) next++;
        go(next, addDays(end, 1), cost + carPrice(product), lines + 1);
      }
    }
  };
  go(0, today, 0, 0);
  return best;
}

describe('cheapestCover', () => {
  // Only the monthly and weekend vignettes: a monthly from Wednesday 13 January ends Friday 12 February, the day a
  // weekend vignette for Saturday 13 February would start, and the service refuses overlapping vignettes.
  const monthlyAndWeekend = CATALOGUE.filter((p) => p.slug === 'vignette-bg-monthly' || p.slug === 'vignette-bg-weekend');

  it('starts a line a day early when that frees the Friday for a weekend vignette', () => {
    // 15.34 + 5.11 = 20.45 rather than 2 x 15.34 = 30.68.
    expect(plan('BG', ['2027-01-13', '2027-02-13'], '2027-01-01', monthlyAndWeekend)).toEqual([
      ['vignette-bg-monthly', '2027-01-12', '2027-02-11', ['2027-01-13']],
      ['vignette-bg-weekend', '2027-02-12', '2027-02-14', ['2027-02-13']],
    ]);
  });

  it('never starts a weekend vignette on a Friday an earlier line still covers', () => {
    // Today is the first day, so the monthly cannot start earlier: a second monthly, not the weekend vignette.
    expect(plan('BG', ['2027-01-13', '2027-02-13'], '2027-01-13', monthlyAndWeekend)).toEqual([
      ['vignette-bg-monthly', '2027-01-13', '2027-02-12', ['2027-01-13']],
      ['vignette-bg-monthly', '2027-02-13', '2027-03-12', ['2027-02-13']],
    ]);
  });

  it('prefers fewer lines at the same price', () => {
    // Two Austrian days: 2 x 1-day 17.60 against a 10-day repriced at 17.60 for the test.
    const products = CATALOGUE.map((p) => (p.slug === 'vignette-at-10-days'
      ? { ...p, prices: [{ vehicle_type: 'car' as const, price: { amount: 1760, currency: 'EUR' } }] } : p));
    expect(plan('AT', ['2027-03-01', '2027-03-02'], '2027-03-01', products)).toEqual([
      ['vignette-at-10-days', '2027-03-01', '2027-03-10', ['2027-03-01', '2027-03-02']],
    ]);
  });

  it('answers null when a day cannot be covered', () => {
    const weekendOnly = CATALOGUE.filter((p) => p.slug === 'vignette-bg-weekend');
    expect(cheapestCover([dayNumber('2027-01-14')], covers('BG', weekendOnly), dayNumber('2027-01-01'))).toBeNull();
  });

  const cases: [string, 'AT' | 'BG', readonly Product[]][] = [
    ['Austrian', 'AT', CATALOGUE],
    ['Bulgarian', 'BG', CATALOGUE],
    // Without the cheap weekly, a long line must often end before a Friday for the weekend vignette.
    ['Bulgarian (monthly and weekend only)', 'BG', monthlyAndWeekend],
  ];
  for (const [name, country, products] of cases) {
    it(`finds the optimum of a brute force over every plan, on random ${name} trips`, () => {
      const own = products.filter((p) => p.country === country && p.validity !== 'single_journey'
        && !p.slug.startsWith('vignette-hu-county-'));
      fc.assert(fc.property(
        // Today up to 6 days before the first driving day: as early as a line may start.
        fc.integer({ min: 0, max: 420 }), fc.integer({ min: 0, max: 6 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { minLength: 1, maxLength: 5 }),
        (offset, lead, spread) => {
          const today = addDays('2026-11-24', offset);
          const days = spread.sort((a, b) => a - b).map((d) => addDays(today, lead + d));
          const lines = cheapestCover(days.map(dayNumber), covers(country, products), dayNumber(today))!;
          const best = bruteForce(own, days, today);
          expect([lines.reduce((sum, line) => sum + line.cover.price.amount, 0), lines.length])
            .toEqual([best.cost, best.lines]);
          // A plan the service accepts: no line before today, none overlapping, every day covered once.
          lines.forEach((line, i) => {
            expect(line.start).toBeGreaterThanOrEqual(i === 0 ? dayNumber(today) : lines[i - 1]!.end + 1);
            expect(dayString(line.end)).toBe(lastValidDay(line.cover.product, dayString(line.start)));
          });
          expect(lines.flatMap((line) => line.covers.filter((d) => d >= line.start && d <= line.end)).map(dayString))
            .toEqual(days);
        },
      ), { numRuns: 300 });
    });
  }
});
