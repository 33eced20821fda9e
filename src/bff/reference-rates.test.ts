import { describe, expect, it } from 'vitest';
import { ReferenceRatesSetting } from './reference-rates.ts';

describe('BFF_REFERENCE_RATES', () => {
  it('reads a date and the units each currency gets for one euro', () => {
    expect(ReferenceRatesSetting.parse('2026-11-20 CHF=0.9312 CZK=24.31 HUF=386.2')).toEqual({
      as_of: '2026-11-20', per_eur: { CHF: 0.9312, CZK: 24.31, HUF: 386.2 },
    });
  });

  it('refuses what it cannot read rather than guess', () => {
    for (const bad of ['CHF=0.93', '2026-13-40 CHF=0.93', '2026-11-20 USD=1.05', '2026-11-20 CHF=0', '2026-11-20 CHF=abc', '2026-11-20']) {
      expect(ReferenceRatesSetting.safeParse(bad).success, bad).toBe(false);
    }
  });
});
