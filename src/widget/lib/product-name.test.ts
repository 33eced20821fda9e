import { describe, expect, it } from 'vitest';
import { messages as de } from '../i18n/de.ts';
import { messages as en } from '../i18n/en.ts';
import { translator } from '../i18n/t.ts';
import { productName } from './product-name.ts';

const vignette = { slug: 'vignette-at-10-days', name: 'Austria 10-day digital vignette', type: 'vignette', country: 'AT' };

describe('productName', () => {
  it('names a vignette in the shopper’s language, with its country once', () => {
    expect(productName({ ...vignette, period: 'P10D', validity: 'rolling' }, translator(de), 'de-AT'))
      .toBe('Vignette Österreich, 10 Tage');
    expect(productName({ ...vignette, period: 'P10D', validity: 'rolling' }, translator(en), 'en'))
      .toBe('Austria vignette, 10 days');
    expect(productName({ slug: 'vignette-hu-yearly', name: 'Hungary annual e-vignette', type: 'vignette', country: 'HU',
      period: 'P1Y', validity: 'calendar_year' }, translator(de), 'de')).toBe('Jahresvignette Ungarn');
    expect(productName({ slug: 'vignette-bg-weekend', name: 'Bulgaria weekend e-vignette', type: 'vignette', country: 'BG',
      period: 'P3D', validity: 'rolling' }, translator(en), 'en')).toBe('Bulgaria weekend vignette');
  });
  it('keeps proper names, and the catalogue name when the period is unknown', () => {
    expect(productName({ slug: 'tunnel-at-arlberg', name: 'Arlberg road tunnel (S16) single trip', type: 'tunnel',
      country: 'AT' }, translator(de), 'de')).toBe('Arlberg road tunnel (S16) single trip (Österreich)');
    expect(productName(vignette, translator(en), 'en')).toBe('Austria 10-day digital vignette');
  });
});
