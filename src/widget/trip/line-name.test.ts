import { describe, expect, it } from 'vitest';
import { lineName } from './line-name.ts';

describe('lineName', () => {
  it('is the product alone where its name says the country', () => {
    expect(lineName('Czechia', 'Czechia vignette, 10 days', 'en')).toBe('Czechia vignette, 10 days');
    expect(lineName('Česko', 'Dálniční známka Česko, 10 dní', 'cs')).toBe('Dálniční známka Česko, 10 dní');
    expect(lineName('Österreich', 'Vignette ÖSTERREICH, 10 Tage', 'de')).toBe('Vignette ÖSTERREICH, 10 Tage');
  });

  it('puts the country first where the name does not say it', () => {
    expect(lineName('Austria', 'Karawanken tunnel (A11) single trip', 'en')).toBe('Austria: Karawanken tunnel (A11) single trip');
    expect(lineName('Slovenia', 'Vinjeta 7 dni', 'en')).toBe('Slovenia: Vinjeta 7 dni');
  });
});
