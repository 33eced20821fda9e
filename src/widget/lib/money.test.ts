import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

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
