import * as z from 'zod/mini';

/** The money of each country that prices in its own besides the euro (Bulgaria has used the euro since 2026). */
export const LOCAL_CURRENCIES = ['CHF', 'CZK', 'HUF', 'RON', 'MDL'] as const;

/**
 * What BFF_REFERENCE_RATES holds: a date and the units of each local
 * currency one euro buys, as the partner states them (say, the ECB's
 * reference rates of that day). The widget shows prices in them as
 * information beside the euro price, which is what is charged.
 */
export interface ReferenceRates {
  as_of: string;
  per_eur: Partial<Record<(typeof LOCAL_CURRENCIES)[number], number>>;
}

const Rate = z.pipe(
  z.string().check(z.regex(/^(CHF|CZK|HUF|RON|MDL)=\d{1,6}(\.\d{1,6})?$/, 'each rate is CODE=units-per-euro with CODE one of CHF, CZK, HUF, RON, MDL')),
  z.transform((pair: string) => pair.split('=') as [string, string]),
);

/** `2026-11-20 CHF=0.9312 CZK=24.31`: the date first, then one rate per currency, each above zero. */
export const ReferenceRatesSetting = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}( \S+)+$/, 'must be a date (YYYY-MM-DD) and rates such as CHF=0.9312, space-separated')),
  z.pipe(
    z.transform((text: string) => text.split(' ')),
    z.pipe(
      z.tuple([z.iso.date('the date must be a real YYYY-MM-DD day')], Rate),
      z.transform(([asOf, ...rates]): ReferenceRates => ({
        as_of: asOf,
        per_eur: Object.fromEntries(rates.map(([code, units]) => [code, Number(units)])),
      })),
    ),
  ).check(z.refine((r: ReferenceRates) => Object.values(r.per_eur).every((n) => n > 0), 'every rate must be above zero')),
);
