import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- tests plan on the sandbox catalogue's real prices
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import type { ProductsStatus } from '../product.ts';
import { planTrip } from './plan-trip.ts';
import { TripPlanError } from './trip-plan.ts';
import type { TripRequest } from './trip-request.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const TODAY = '2026-11-24';
const context = { products: CATALOGUE, today: TODAY };

/** Every product available at once, but those of `down` (not at all) and `slow` (not for today). */
function statusWith({ down = [], slow = [] }: { down?: string[]; slow?: string[] }): ProductsStatus {
  return {
    checked_at: `${TODAY}T08:00:00Z`,
    providers: [],
    products: CATALOGUE.map((p) => ({
      slug: p.slug,
      available: !down.includes(p.country),
      immediate_available: !down.includes(p.country) && !slow.includes(p.country),
      reason: down.includes(p.country) || slow.includes(p.country) ? 'provider down' : null,
    })),
  };
}

function trip(route: TripRequest['route'], first_day: string, last_day: string, more: Partial<TripRequest> = {}): TripRequest {
  return { route, first_day, last_day, vehicle_type: 'car', ...more };
}

/** slug, start, end, price: the facts of a line a shopper reads. */
const facts = (plan: ReturnType<typeof planTrip>) =>
  plan.countries.map((c) => [c.country, c.lines.map((l) => [l.slug, l.start_date, l.end_date, l.price.amount])]);

describe('planTrip', () => {
  it('covers a 12-day Austrian stay with two 10-day vignettes, beating the 2-month one', () => {
    const plan = planTrip(trip([{ country: 'AT' }], '2027-03-01', '2027-03-12'), context);
    expect(plan.countries).toHaveLength(1);
    const [at] = plan.countries;
    // 2 x 12.40 = 24.80 beats 12.40 + 2 x 8.80 = 30.00, 12 x 8.80 = 105.60 and the 2-month vignette at 31.10.
    expect(at!.lines).toEqual([
      {
        slug: 'vignette-at-10-days', start_date: '2027-03-01', end_date: '2027-03-10', price: eur(1240),
        covers: ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07',
          '2027-03-08', '2027-03-09', '2027-03-10'],
        deferred: true, immediate_unavailable: false,
      },
      {
        slug: 'vignette-at-10-days', start_date: '2027-03-11', end_date: '2027-03-20', price: eur(1240),
        covers: ['2027-03-11', '2027-03-12'], deferred: true, immediate_unavailable: false,
      },
    ]);
    expect(at!.total).toEqual(eur(2480));
    expect(at!.beat).toEqual({ slugs: ['vignette-at-2-months'], total: eur(3110), more: eur(630) });
    expect(at!.note).toBeUndefined();
    expect(plan.total).toEqual(eur(2480));
  });

  it('buys one Swiss vignette in December for a crossing then and one in February (the December rule)', () => {
    const plan = planTrip(trip([{
      country: 'CH', days: [{ from: '2026-12-20', to: '2026-12-20' }, { from: '2027-02-14', to: '2027-02-14' }],
    }], '2026-12-20', '2027-02-14'), context);
    expect(plan.countries).toEqual([{
      country: 'CH', days: ['2026-12-20', '2027-02-14'],
      lines: [{
        slug: 'vignette-ch-1-year', start_date: '2026-12-20', end_date: '2028-01-31', covers: ['2026-12-20', '2027-02-14'],
        price: eur(4300), deferred: true, immediate_unavailable: false,
      }],
      total: eur(4300),
    }]);
    expect(plan.total).toEqual(eur(4300));
  });

  it('covers 3 Hungarian days with the weekly (10-day) vignette, and adds the county vignettes asked for', () => {
    const request = trip([{ country: 'HU' }], '2027-03-01', '2027-03-03');
    const plan = planTrip(request, context);
    // weekly 16.10 < monthly 26.00 < annual 143.80; Hungary sells no 1-day vignette.
    expect(facts(plan)).toEqual([['HU', [['vignette-hu-weekly', '2027-03-01', '2027-03-10', 1610]]]]);
    expect(plan.countries[0]!.beat).toEqual({ slugs: ['vignette-hu-monthly'], total: eur(2600), more: eur(990) });
    expect(plan.total).toEqual(eur(1610));

    const withCounty = planTrip({ ...request, hungary_counties: ['vignette-hu-county-pest'] }, context);
    expect(facts(withCounty)).toEqual([['HU', [
      ['vignette-hu-weekly', '2027-03-01', '2027-03-10', 1610],
      ['vignette-hu-county-pest', '2027-03-01', '2028-01-31', 1670],
    ]]]);
    expect(withCounty.countries[0]!.lines[1]!.covers).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
    expect(withCounty.countries[0]!.total).toEqual(eur(3280));
    // The county line is bought either way: `more` compares the national network's covers only.
    expect(withCounty.countries[0]!.beat).toEqual({ slugs: ['vignette-hu-monthly'], total: eur(2600), more: eur(990) });
    expect(withCounty.total).toEqual(eur(3280));

    const countyDown = statusWith({});
    countyDown.products.find((p) => p.slug === 'vignette-hu-county-pest')!.available = false;
    const withoutCounty = planTrip({ ...request, hungary_counties: ['vignette-hu-county-pest'] }, { ...context, status: countyDown });
    expect(facts(withoutCounty)).toEqual([['HU', [['vignette-hu-weekly', '2027-03-01', '2027-03-10', 1610]]]]);
    expect(withoutCounty.countries[0]!.note).toBe('not_available');
  });

  it('plans Romania then Bulgaria, offering the Danube ferry between them outside the total', () => {
    const plan = planTrip(trip([
      { country: 'RO', days: [{ from: '2027-01-11', to: '2027-01-13' }] },
      { country: 'BG', days: [{ from: '2027-01-13', to: '2027-01-15' }] },
    ], '2027-01-11', '2027-01-15'), context);
    // RO Mon-Wed: 7-day 3.50 < 3 x 1-day 9.00. BG Wed-Fri: weekly 7.67; the weekend vignette cannot cover Wed or Thu.
    expect(facts(plan)).toEqual([
      ['RO', [['vignette-ro-7-days', '2027-01-11', '2027-01-17', 350]]],
      ['BG', [['vignette-bg-weekly', '2027-01-13', '2027-01-19', 767]]],
    ]);
    expect(plan.countries[0]!.beat).toEqual({ slugs: ['vignette-ro-30-days'], total: eur(700), more: eur(350) });
    expect(plan.countries[1]!.beat).toEqual({ slugs: ['vignette-bg-monthly'], total: eur(1534), more: eur(767) });
    expect(plan.additions).toEqual([
      { slug: 'bridge-ro-fetesti', country: 'RO', price: eur(300) },
      { slug: 'ferry-bg-oryahovo', country: 'BG', price: eur(1300), between: ['RO', 'BG'] },
    ]);
    expect(plan.total).toEqual(eur(1117));
  });

  it('needs nothing for a motorcycle through Czechia and Slovakia', () => {
    const plan = planTrip(trip([{ country: 'DE' }, { country: 'CZ' }, { country: 'SK' }], '2027-03-01', '2027-03-02',
      { vehicle_type: 'moto' }), context);
    expect(plan.countries).toEqual([
      { country: 'CZ', days: ['2027-03-01', '2027-03-02'], lines: [], total: eur(0), note: 'not_needed' },
      { country: 'SK', days: ['2027-03-01', '2027-03-02'], lines: [], total: eur(0), note: 'not_needed' },
    ]);
    expect(plan.passed_over).toEqual(['DE']);
    expect(plan.total).toEqual(eur(0));
  });

  it('plans a 45-day tour of all 9 countries, 5 days each', () => {
    const stays: [string, string, string][] = [
      ['AT', '2027-04-05', '2027-04-09'], ['CH', '2027-04-10', '2027-04-14'], ['CZ', '2027-04-15', '2027-04-19'],
      ['SK', '2027-04-20', '2027-04-24'], ['HU', '2027-04-25', '2027-04-29'], ['SI', '2027-04-30', '2027-05-04'],
      ['RO', '2027-05-05', '2027-05-09'], ['BG', '2027-05-10', '2027-05-14'], ['MD', '2027-05-15', '2027-05-19'],
    ];
    const plan = planTrip(trip(stays.map(([country, from, to]) => ({ country, days: [{ from, to }] })),
      '2027-04-05', '2027-05-19'), context);
    expect(facts(plan)).toEqual([
      ['AT', [['vignette-at-10-days', '2027-04-05', '2027-04-14', 1240]]],
      ['CH', [['vignette-ch-1-year', '2027-04-10', '2028-01-31', 4300]]],
      ['CZ', [['vignette-cz-10-days', '2027-04-15', '2027-04-24', 1160]]],
      ['SK', [['vignette-sk-10-days', '2027-04-20', '2027-04-29', 1620]]],
      ['HU', [['vignette-hu-weekly', '2027-04-25', '2027-05-04', 1610]]],
      ['SI', [['vignette-si-weekly', '2027-04-30', '2027-05-06', 1600]]],
      ['RO', [['vignette-ro-7-days', '2027-05-05', '2027-05-11', 350]]],
      // 2027-05-10 is a Monday: the weekend vignette helps nowhere.
      ['BG', [['vignette-bg-weekly', '2027-05-10', '2027-05-16', 767]]],
      ['MD', [['vignette-md-7-days', '2027-05-15', '2027-05-21', 400]]],
    ]);
    expect(plan.countries.map((c) => c.beat && [c.beat.slugs, c.beat.total.amount, c.beat.more.amount])).toEqual([
      [['vignette-at-2-months'], 3110, 1870],
      undefined,
      [['vignette-cz-1-month'], 1840, 680],
      [['vignette-sk-30-days'], 2430, 810],
      [['vignette-hu-monthly'], 2600, 990],
      [['vignette-si-monthly'], 3200, 1600],
      [['vignette-ro-30-days'], 700, 350],
      [['vignette-bg-monthly'], 1534, 767],
      [['vignette-md-15-days'], 700, 300],
    ]);
    // 12.40 + 43.00 + 11.60 + 16.20 + 16.10 + 16.00 + 3.50 + 7.67 + 4.00
    expect(plan.total).toEqual(eur(13047));
    expect(plan.additions.map((a) => a.slug)).toEqual([
      'tunnel-at-tauern', 'tunnel-at-arlberg', 'train-ch-loetschberg', 'train-ch-furka', 'bridge-ro-fetesti', 'ferry-bg-oryahovo',
    ]);
  });

  it('keeps a line starting today flagged when the provider cannot register it now, and names a country it cannot cover', () => {
    const plan = planTrip(trip([
      { country: 'AT', days: [{ from: '2026-11-24', to: '2026-11-25' }] },
      { country: 'SI', days: [{ from: '2026-11-26', to: '2026-11-27' }] },
    ], '2026-11-24', '2026-11-27'), { ...context, status: statusWith({ slow: ['AT'], down: ['SI'] }) });
    expect(plan.countries[0]!.lines).toEqual([{
      slug: 'vignette-at-10-days', start_date: '2026-11-24', end_date: '2026-12-03', covers: ['2026-11-24', '2026-11-25'],
      price: eur(1240), deferred: false, immediate_unavailable: true,
    }]);
    expect(plan.countries[1]).toEqual({
      country: 'SI', days: ['2026-11-26', '2026-11-27'], lines: [], total: eur(0), note: 'not_available',
    });
    expect(plan.total).toEqual(eur(1240));
    // The tunnel is Austrian, and Austria's provider takes orders.
    expect(plan.additions.map((a) => [a.slug, a.between])).toEqual([
      ['tunnel-at-tauern', undefined], ['tunnel-at-arlberg', undefined], ['tunnel-at-karawanken', ['AT', 'SI']],
    ]);
  });

  it('names the countries it does not sell and plans the others', () => {
    const plan = planTrip(trip([{ country: 'de' }, { country: 'FR' }, { country: 'at' }], '2027-03-01', '2027-03-01'), context);
    expect(plan.passed_over).toEqual(['DE', 'FR']);
    expect(facts(plan)).toEqual([['AT', [['vignette-at-1-day', '2027-03-01', '2027-03-01', 880]]]]);
  });

  it('drives a round trip\'s transit countries on the first and last day only: Munich-Bucharest and back', () => {
    const plan = planTrip(trip([{ country: 'DE' }, { country: 'AT' }, { country: 'HU' }, { country: 'RO' }],
      '2026-12-20', '2027-01-03', { round_trip: true }), context);
    expect(plan.countries.map((c) => [c.country, c.days.length, c.days[0], c.days.at(-1)])).toEqual([
      ['AT', 2, '2026-12-20', '2027-01-03'], ['HU', 2, '2026-12-20', '2027-01-03'], ['RO', 15, '2026-12-20', '2027-01-03'],
    ]);
    expect(facts(plan)).toEqual([
      // 2 x 8.80 = 17.60 < 10-day + 1-day 21.20 < 2-month 31.10
      ['AT', [['vignette-at-1-day', '2026-12-20', '2026-12-20', 880], ['vignette-at-1-day', '2027-01-03', '2027-01-03', 880]]],
      // monthly 26.00 reaches 3 January; 2 x weekly 32.20
      ['HU', [['vignette-hu-monthly', '2026-12-20', '2027-01-19', 2600]]],
      // 30-day 7.00 < 7-day + 7-day + 1-day 10.00
      ['RO', [['vignette-ro-30-days', '2026-12-20', '2027-01-18', 700]]],
    ]);
    expect(plan.countries.map((c) => c.beat && [c.beat.slugs, c.beat.total.amount, c.beat.more.amount])).toEqual([
      [['vignette-at-2-months'], 3110, 1350],
      // The annual started in December runs to 31 January 2028.
      [['vignette-hu-yearly'], 14380, 11780],
      [['vignette-ro-90-days'], 1300, 600],
    ]);
    expect(plan.passed_over).toEqual(['DE']);
    expect(plan.total).toEqual(eur(5060));
  });

  it('marks a line deferred when it starts more than 3 days after today', () => {
    const plan = planTrip(trip([{ country: 'AT', days: [{ from: '2026-11-27', to: '2026-11-27' }, { from: '2026-12-10', to: '2026-12-10' }] }],
      '2026-11-27', '2026-12-10'), context);
    expect(plan.countries[0]!.lines.map((l) => [l.slug, l.start_date, l.deferred])).toEqual([
      ['vignette-at-1-day', '2026-11-27', false], ['vignette-at-1-day', '2026-12-10', true],
    ]);
  });

  it('sells the Bulgarian weekend vignette from Friday to Sunday, from the Friday before a Saturday, never before today', () => {
    const weekend = planTrip(trip([{ country: 'BG' }], '2027-01-15', '2027-01-17'), context);
    expect(facts(weekend)).toEqual([['BG', [['vignette-bg-weekend', '2027-01-15', '2027-01-17', 511]]]]);
    expect(weekend.countries[0]!.beat).toEqual({ slugs: ['vignette-bg-weekly'], total: eur(767), more: eur(256) });

    const saturday = planTrip(trip([{ country: 'BG' }], '2027-01-16', '2027-01-16'), context);
    expect(facts(saturday)).toEqual([['BG', [['vignette-bg-weekend', '2027-01-15', '2027-01-17', 511]]]]);
    expect(saturday.countries[0]!.lines[0]!.covers).toEqual(['2027-01-16']);

    const onTheDay = planTrip(trip([{ country: 'BG' }], '2027-01-16', '2027-01-16'), { ...context, today: '2027-01-16' });
    expect(facts(onTheDay)).toEqual([['BG', [['vignette-bg-weekly', '2027-01-16', '2027-01-22', 767]]]]);
  });

  it('merges the days of a country driven twice', () => {
    const plan = planTrip(trip([
      { country: 'AT', days: [{ from: '2027-03-01', to: '2027-03-01' }] },
      { country: 'SI', days: [{ from: '2027-03-01', to: '2027-03-02' }] },
      { country: 'AT', days: [{ from: '2027-03-02', to: '2027-03-02' }] },
    ], '2027-03-01', '2027-03-02'), context);
    expect(plan.countries.map((c) => [c.country, c.days])).toEqual([
      ['AT', ['2027-03-01', '2027-03-02']], ['SI', ['2027-03-01', '2027-03-02']],
    ]);
    // AT: 2 x 1-day 17.60 > 10-day 12.40
    expect(facts(plan)[0]).toEqual(['AT', [['vignette-at-10-days', '2027-03-01', '2027-03-10', 1240]]]);
  });

  it('throws a TripPlanError for a trip before today or with impossible dates', () => {
    const plan = (first: string, last: string, route: TripRequest['route'] = [{ country: 'AT' }]) => () =>
      planTrip(trip(route, first, last), context);
    expect(plan('2026-11-23', '2026-11-30')).toThrow(expect.objectContaining({ name: 'TripPlanError', code: 'starts_in_the_past' }));
    expect(plan('2026-12-10', '2026-12-01')).toThrow(expect.objectContaining({ code: 'bad_range' }));
    expect(plan('2026-12-01', '2027-12-02')).toThrow(expect.objectContaining({ code: 'bad_range' }));
    expect(plan('2026-12-01', '2026-12-31', [{ country: 'AT', days: [{ from: '2026-11-30', to: '2026-12-02' }] }]))
      .toThrow(expect.objectContaining({ code: 'bad_range' }));
    expect(plan('2026-12-01', '2026-12-31', [{ country: 'AT', days: [{ from: '2026-12-05', to: '2026-12-02' }] }]))
      .toThrow(expect.objectContaining({ code: 'bad_range' }));
    expect(plan('2026-02-30', '2026-12-31')).toThrow(TripPlanError);
  });
});
