import { describe, expect, it } from 'vitest';
import type { CheckoutDraft } from '../../contract/widget-api.ts';
import { catalogue } from '../app/store-fixtures.ts';
import { messages as de } from '../i18n/de.ts';
import { english as en } from '../i18n/english.ts';
import { messages as deSteps } from '../i18n/steps/de.ts';
import { translator } from '../i18n/t.ts';
import { draftRows } from './draft-rows.ts';

const draft: CheckoutDraft = {
  product: 'vignette-at-10-days', vehicle: { plate: 'W 12345 X', country: 'AT', type: 'car' }, start_date: '2026-03-10',
};
const productName = (p: { name: string }) => p.name;
const english = { t: translator(en), locale: 'en', productName };

describe('draftRows: a queued order after a reload, as its review listed it', () => {
  it('names the product, the vehicle with its plate on one line, the days it covers and the price', () => {
    expect(draftRows(draft, catalogue.products, english)).toEqual({
      rows: [
        { label: 'Product', value: '10-day vignette' },
        { label: 'Vehicle', value: 'W\u00a012345\u00a0X (Austria), Car' },
        { label: 'Valid', value: 'March\u00a010\u202f\u2013\u200919, 2026' },
      ],
      total: { label: 'Total', value: '\u20ac12.40, VAT included' },
    });
  });

  it('speaks the shopper\'s language and formats for their locale, priced for the vehicle type', () => {
    const german = { t: translator({ ...de, ...deSteps } as typeof en), locale: 'de-AT', productName };
    const moto = { ...draft, vehicle: { ...draft.vehicle, type: 'moto' as const } };
    expect(draftRows(moto, catalogue.products, german)).toEqual({
      rows: [
        { label: 'Produkt', value: '10-day vignette' },
        { label: 'Fahrzeug', value: 'W\u00a012345\u00a0X (\u00d6sterreich), Motorrad' },
        { label: 'G\u00fcltig', value: '10.\u201319.\u00a0M\u00e4rz 2026' },
      ],
      total: { label: 'Gesamt', value: '\u20ac\u00a05,00 inkl. MwSt.' },
    });
  });

  it('guesses no name, last day or price for a product the catalogue does not hold', () => {
    expect(draftRows(draft, undefined, english)).toEqual({
      rows: [
        { label: 'Vehicle', value: 'W\u00a012345\u00a0X (Austria), Car' },
        { label: 'Valid', value: 'March\u00a010, 2026' },
      ],
    });
  });
});
