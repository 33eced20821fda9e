import { describe, expect, it } from 'vitest';
import { productName } from './product-name.ts';

const czech = [
  { slug: 'vignette-cz-10-days', name: 'Dálniční známka Česko, 10 dní' },
  { slug: 'vignette-hu-county-baranya', name: 'Roční dálniční známka Maďarsko, župa Baranya' },
];

describe('productName', () => {
  it('names an order’s product as the catalogue in the shopper’s language does', () => {
    expect(productName({ slug: 'vignette-cz-10-days', name: 'Czechia 10-day e-vignette' }, czech)).toBe('Dálniční známka Česko, 10 dní');
  });

  it('keeps the order’s own name while the catalogue is not there or lacks the product', () => {
    expect(productName({ slug: 'vignette-cz-10-days', name: 'Czechia 10-day e-vignette' }, undefined)).toBe('Czechia 10-day e-vignette');
    expect(productName({ slug: 'tunnel-at-arlberg', name: 'Arlberg road tunnel (S16) single trip' }, czech))
      .toBe('Arlberg road tunnel (S16) single trip');
  });
});
