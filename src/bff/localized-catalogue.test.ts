import { describe, expect, it } from 'vitest';
import type { Product } from '../contract/product.ts';
import type { CatalogueSnapshot } from './catalogue-cache.ts';
import { localizedCatalogue } from './localized-catalogue.ts';

const product = (slug: string, name: string, description: string): Product => ({
  slug, type: 'vignette', country: 'HU', name, description, period: 'P1Y', validity: 'calendar_year',
  prices: [{ vehicle_type: 'car', price: { amount: 1670, currency: 'EUR' } }],
  vin_required: false, required_user_fields: ['email'], flex_available: false,
});

const snapshot = (products: Product[]): CatalogueSnapshot => ({
  body: Buffer.from('{}'), etag: '"own"', fetchedAt: Date.parse('2026-11-23T10:00:00Z'),
  products: new Map(products.map((p) => [p.slug, p])),
  statusJson: '{"checked_at":"2026-11-23T10:00:00Z","providers":[],"products":[]}',
});

const parse = (body: Uint8Array) => JSON.parse(Buffer.from(body).toString('utf8')) as { products: Product[]; status: unknown; fetched_at: string };

describe('localizedCatalogue', () => {
  it('names county vignettes by their county, and keeps the service’s words for a product the texts do not know', () => {
    const copy = snapshot([
      product('vignette-hu-county-baranya', 'Hungary county vignette: Baranya', 'Motorway sections in Baranya county.'),
      product('vignette-hu-county-vas', 'Hungary county vignette: Vas', 'Motorway sections in Vas county.'),
      product('vignette-hu-county-heves-east', 'Heves East pass', 'A product the service added last week.'),
    ]);
    const hungarian = parse(localizedCatalogue(copy, 'hu').body);
    expect(hungarian.products.map((p) => p.name)).toEqual([
      'Baranya vármegyei éves e\u2011matrica', 'Vas vármegyei éves e\u2011matrica', 'Heves East pass',
    ]);
    expect(hungarian.products[2]?.description).toBe('A product the service added last week.');
    expect(hungarian.products[0]).toMatchObject({ slug: 'vignette-hu-county-baranya', prices: copy.products.get('vignette-hu-county-baranya')?.prices });
    expect(hungarian.status).toEqual({ checked_at: '2026-11-23T10:00:00Z', providers: [], products: [] });
    expect(hungarian.fetched_at).toBe('2026-11-23T10:00:00.000Z');
    expect(parse(localizedCatalogue(copy, 'ro').body).products.map((p) => p.name).slice(0, 2)).toEqual([
      'Vignetă anuală Ungaria, județul Baranya', 'Vignetă anuală Ungaria, județul Vas',
    ]);
  });

  it('encodes each language of a copy once', () => {
    const copy = snapshot([product('vignette-hu-yearly', 'Hungary annual e-vignette', 'National network.')]);
    const first = localizedCatalogue(copy, 'bg');
    expect(localizedCatalogue(copy, 'bg')).toBe(first);
    expect(localizedCatalogue(copy, 'cs').etag).not.toBe(first.etag);
    expect(parse(first.body).products[0]?.name).toBe('Годишна винетка Унгария, цялата страна');
  });

  it('carries the partner\'s reference rates when they are set, and nothing of them when not', () => {
    const copy = snapshot([product('vignette-hu-yearly', 'Hungary annual e-vignette', 'National network.')]);
    expect(JSON.parse(Buffer.from(localizedCatalogue(copy, 'hu').body).toString())).not.toHaveProperty('reference_rates');
    const rates = { as_of: '2026-11-20', per_eur: { HUF: 386.2 } };
    const answer = localizedCatalogue(copy, 'hu', rates);
    expect(JSON.parse(Buffer.from(answer.body).toString()).reference_rates).toEqual({ as_of: '2026-11-20', per_eur: { HUF: 386.2 } });
    expect(localizedCatalogue(copy, 'hu', rates)).toBe(answer);
  });
});
