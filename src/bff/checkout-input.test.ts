import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BasketRequest } from '../contract/basket-api.ts';
import { Product } from '../contract/product.ts';
import { localizeProduct, productLanguage } from '../contract/product-texts/product-texts.ts';
import { basketInput } from './checkout-input.ts';

const product = (slug: string, country: string, name: string) => Product.parse({
  slug, type: 'vignette', country, name, description: name, period: 'P10D', validity: 'rolling',
  prices: [{ vehicle_type: 'car', price: { amount: 1000, currency: 'EUR' } }],
  vin_required: false, required_user_fields: ['email'], flex_available: false,
});

const SLUGS = [
  ['vignette-at-10-days', 'AT'], ['vignette-hu-monthly', 'HU'], ['vignette-cz-10-days', 'CZ'], ['vignette-sk-10-days', 'SK'],
  ['vignette-cz-1-month', 'CZ'], ['vignette-sk-30-days', 'SK'], ['tunnel-at-karawanken', 'AT'], ['tunnel-at-tauern', 'AT'],
  ['tunnel-at-arlberg', 'AT'], ['train-ch-loetschberg', 'CH'], ['train-ch-furka', 'CH'], ['vignette-ch-1-year', 'CH'],
] as const;
const PRODUCTS = new Map(SLUGS.map(([slug, country]) => [slug, product(slug, country, slug)]));
const SETTINGS = { paymentProviders: ['stripe' as const], openOrderDetails: false };

const basket = (slugs: readonly string[], locale: string) => z.parse(BasketRequest, {
  vehicle_type: 'car', plate: 'BA 123AB', vehicle_country: 'IT', email: 'lia@example.com', locale,
  items: slugs.map((slug, i) => ({ product: slug, start_date: `2026-12-${String(i + 1).padStart(2, '0')}` })),
});
const title = (slugs: readonly string[], locale: string) =>
  basketInput(basket(slugs, locale), 'ab'.repeat(32), PRODUCTS, SETTINGS).description;

describe("a basket's title on its payment page", () => {
  it('says how many of each product it buys, not just which', () => {
    expect(title(['vignette-at-10-days', 'vignette-hu-monthly', 'vignette-at-10-days'], 'it'))
      .toBe('2\u00a0×\u00a0Vignetta Austria, 10\u00a0giorni + Vignetta Ungheria, 1\u00a0mese');
    expect(title(['vignette-at-10-days'], 'de')).toBe('Vignette Österreich, 10\u00a0Tage');
  });

  it('keeps whole products when they do not fit, and says how many more in the shopper\'s language', () => {
    const all = SLUGS.map(([slug]) => slug);
    const cases = { en: / \+ \d+ more$/, it: / \+ \d+ altri$/, ro: / \+ încă \d+$/, sk: / \+ \d+ ďalš(ie|ích)$/ };
    for (const [locale, more] of Object.entries(cases)) {
      const text = title(all, locale) ?? '';
      expect(text.length).toBeLessThanOrEqual(200);
      expect(text).toMatch(more);
      const shown = text.replace(more, '').split(' + ');
      const hidden = Number(/(\d+)/.exec(text.slice(text.lastIndexOf(' + ')))?.[1]);
      // Every name shown is a whole one, and the count covers the rest.
      expect(shown.length + hidden).toBe(all.length);
      const names = all.map((slug) => localizeProduct(PRODUCTS.get(slug)!, productLanguage(locale)).name);
      expect(shown).toEqual(names.slice(0, shown.length));
    }
  });
});
