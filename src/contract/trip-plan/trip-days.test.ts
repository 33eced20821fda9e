import { describe, expect, it } from 'vitest';
import { dayString } from '../day-numbers.ts';
import { tripDays } from './trip-days.ts';
import type { TripRequest } from './trip-request.ts';

const days = (route: TripRequest['route'], round_trip = false) => {
  const { sold, passedOver } = tripDays(
    { route, first_day: '2027-03-01', last_day: '2027-03-03', round_trip, vehicle_type: 'car' }, '2027-03-01');
  return { sold: sold.map((c) => [c.country, c.days.map(dayString)]), passedOver };
};

describe('tripDays', () => {
  it('drives every country of a one-way trip on every day', () => {
    expect(days([{ country: 'DE' }, { country: 'AT' }, { country: 'SI' }])).toEqual({
      sold: [['AT', ['2027-03-01', '2027-03-02', '2027-03-03']], ['SI', ['2027-03-01', '2027-03-02', '2027-03-03']]],
      passedOver: ['DE'],
    });
  });

  it('drives a round trip\'s destination every day and its transit countries on the first and last day', () => {
    expect(days([{ country: 'AT' }, { country: 'HU' }], true).sold).toEqual([
      ['AT', ['2027-03-01', '2027-03-03']], ['HU', ['2027-03-01', '2027-03-02', '2027-03-03']],
    ]);
  });

  it('orders countries by their first driving day, the route\'s order on a tie', () => {
    expect(days([
      { country: 'SI', days: [{ from: '2027-03-02', to: '2027-03-03' }] },
      { country: 'HU', days: [{ from: '2027-03-01', to: '2027-03-01' }] },
      { country: 'AT', days: [{ from: '2027-03-01', to: '2027-03-01' }] },
    ]).sold.map(([country]) => country)).toEqual(['HU', 'AT', 'SI']);
  });
});
