import { describe, expect, it } from 'vitest';
import { formatMoney, localPrice } from './money.ts';

describe('formatMoney', () => {
  it('formats EUR minor units', () => {
    expect(formatMoney({ amount: 1240, currency: 'EUR' }, 'en')).toBe('€12.40');
    expect(formatMoney({ amount: 0, currency: 'EUR' }, 'en')).toBe('€0.00');
    expect(formatMoney({ amount: 123456, currency: 'EUR' }, 'en')).toBe('€1,234.56');
  });
  it('respects currencies without minor units', () => {
    expect(formatMoney({ amount: 1240, currency: 'JPY' }, 'en')).toBe('¥1,240');
  });
  it('uses the locale', () => {
    expect(formatMoney({ amount: 1240, currency: 'EUR' }, 'de')).toBe('12,40\u00a0€');
  });
});

describe('localPrice', () => {
  const rates = { CHF: 0.9312, CZK: 24.31, HUF: 386.2 };

  it('gives a euro price in the country\'s own money at the partner\'s rate, in the shopper\'s format', () => {
    expect(localPrice({ amount: 4300, currency: 'EUR' }, 'CH', rates, 'fr-CH')).toBe('40.04\u00a0CHF');
    expect(localPrice({ amount: 1160, currency: 'EUR' }, 'CZ', rates, 'cs')).toBe('282,00\u00a0Kč');
    // 16.10 EUR x 386.2 = 6,217.82 HUF, shown whole as Hungary writes forints.
    expect(localPrice({ amount: 1610, currency: 'EUR' }, 'HU', rates, 'hu')).toBe('6218\u00a0Ft');
  });

  it('gives nothing for a country that prices in euros, or a money without a rate', () => {
    expect(localPrice({ amount: 1240, currency: 'EUR' }, 'AT', rates, 'de-AT')).toBeNull();
    expect(localPrice({ amount: 400, currency: 'EUR' }, 'MD', rates, 'ro-MD')).toBeNull();
    expect(localPrice({ amount: 400, currency: 'EUR' }, 'RO', undefined, 'ro')).toBeNull();
  });
});
