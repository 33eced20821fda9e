import { describe, expect, it } from 'vitest';
import { TripRequest } from './trip-request.ts';

const valid = { route: [{ country: 'de' }, { country: 'at', days: [{ from: '2026-12-20', to: '2026-12-21' }] }],
  first_day: '2026-12-20', last_day: '2027-01-03', vehicle_type: 'car' };

const refused = (changes: object) => {
  const result = TripRequest.safeParse({ ...valid, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('TripRequest', () => {
  it('takes a trip and upper-cases its countries', () => {
    const trip = TripRequest.parse({ ...valid, round_trip: true, hungary_counties: ['vignette-hu-county-pest'] });
    expect(trip.route.map((stop) => stop.country)).toEqual(['DE', 'AT']);
    expect(trip.hungary_counties).toEqual(['vignette-hu-county-pest']);
  });

  it('refuses dates that do not exist, a last day before the first and a trip over 366 days', () => {
    expect(refused({ first_day: '2026-02-30' })).toContain('first_day');
    expect(refused({ last_day: '2026-12-19' })).toEqual(['last_day', 'route']);
    // 2026-12-20 to 2027-12-20 are 366 days, both counted.
    expect(refused({ first_day: '2026-12-20', last_day: '2027-12-21' })).toEqual(['last_day']);
    expect(refused({ first_day: '2026-12-20', last_day: '2027-12-20' })).toEqual([]);
  });

  it('refuses a stop\'s range that ends before it starts or lies outside the trip', () => {
    expect(refused({ route: [{ country: 'AT', days: [{ from: '2026-12-22', to: '2026-12-21' }] }] }))
      .toEqual(['route.0.days.0.to']);
    expect(refused({ route: [{ country: 'AT', days: [{ from: '2026-12-19', to: '2026-12-21' }] }] })).toEqual(['route']);
  });

  it('refuses a vehicle type, a country code or a county vignette it does not know, and an empty route', () => {
    expect(refused({ vehicle_type: 'truck' })).toEqual(['vehicle_type']);
    expect(refused({ route: [{ country: 'AUT' }] })).toEqual(['route.0.country']);
    expect(refused({ route: [] })).toEqual(['route']);
    expect(refused({ route: Array.from({ length: 21 }, () => ({ country: 'AT' })) })).toEqual(['route']);
    expect(refused({ hungary_counties: ['pest'] })).toEqual(['hungary_counties.0']);
  });
});
