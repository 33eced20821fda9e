import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- tests plan on the sandbox catalogue's real prices
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { availabilityOf } from './cover-products.ts';
import { routeAdditions } from './route-additions.ts';

const additions = (route: string[], vehicle: 'car' | 'moto' = 'car') =>
  routeAdditions(route, new Set(route), CATALOGUE, vehicle, availabilityOf(undefined))
    .map((a) => [a.slug, a.price.amount, a.between]);

describe('routeAdditions', () => {
  it('offers a crossing in the direction the route first takes it, once', () => {
    expect(additions(['BG', 'RO', 'BG'])).toEqual([
      ['ferry-bg-oryahovo', 1300, ['BG', 'RO']], ['bridge-ro-fetesti', 300, undefined],
    ]);
    expect(additions(['SI', 'AT'], 'moto')).toEqual([
      ['tunnel-at-karawanken', 640, ['SI', 'AT']], ['tunnel-at-tauern', 1050, undefined], ['tunnel-at-arlberg', 1000, undefined],
    ]);
  });

  it('offers no crossing between countries the route does not drive straight between', () => {
    expect(additions(['BG', 'MD', 'RO']).map(([slug]) => slug)).toEqual(['bridge-ro-fetesti']);
  });

  it('leaves out what is not sold for the vehicle', () => {
    expect(additions(['RO'], 'moto')).toEqual([]);
  });
});
