import { describe, expect, it } from 'vitest';
import { VEHICLE_TYPES } from '../../contract/primitives.ts';
import { HUNGARIAN_COUNTIES } from '../../contract/product-texts/hungarian-counties.ts';
import {
  PRODUCT_LANGUAGES, PRODUCT_TEXTS, localizeProduct, productLanguage, productText, vehicleTypeName,
} from '../../contract/product-texts/product-texts.ts';
import { CATALOGUE, findProduct } from './catalogue.ts';

const OTHER_LANGUAGES = PRODUCT_LANGUAGES.filter((l) => l !== 'en');
const COUNTY_SLUGS = CATALOGUE.filter((p) => p.slug.startsWith('vignette-hu-county-')).map((p) => p.slug);

describe('product texts of the sandbox catalogue', () => {
  it('ship the languages of the 9 countries', () => {
    expect([...PRODUCT_LANGUAGES].sort()).toEqual(['bg', 'cs', 'de', 'en', 'fr', 'hu', 'it', 'ro', 'sk', 'sl']);
  });

  it.each(PRODUCT_LANGUAGES)('name and describe every product, county, tunnel, train and ferry in %s', (language) => {
    const missing = CATALOGUE.filter((p) => {
      const text = productText(p.slug, language);
      return !text?.name.trim() || !text.description.trim() || /[{}]/.test(text.name + text.description);
    }).map((p) => p.slug);
    expect(missing).toEqual([]);
    expect(COUNTY_SLUGS).toHaveLength(19);
    for (const type of VEHICLE_TYPES) expect(vehicleTypeName(type, language).trim()).not.toBe('');
  });

  it.each(OTHER_LANGUAGES)('translate every name and description into %s rather than copy the English', (language) => {
    const copied = CATALOGUE.filter((p) => {
      const text = productText(p.slug, language);
      const english = productText(p.slug, 'en');
      return text?.name === english?.name || text?.description === english?.description;
    }).map((p) => p.slug);
    expect(copied).toEqual([]);
  });

  it.each(PRODUCT_LANGUAGES)('hold no text in %s for a product the catalogue lacks', (language) => {
    expect(Object.keys(PRODUCT_TEXTS[language].products).filter((slug) => !findProduct(slug))).toEqual([]);
    expect(Object.keys(PRODUCT_TEXTS[language].counties).sort()).toEqual(Object.keys(HUNGARIAN_COUNTIES).sort());
  });

  it.each(PRODUCT_LANGUAGES)('tell the 19 county vignettes and the national one apart by name in %s', (language) => {
    const names = [...COUNTY_SLUGS, 'vignette-hu-yearly'].map((slug) => productText(slug, language)?.name);
    expect(new Set(names).size).toBe(20);
    for (const slug of COUNTY_SLUGS) {
      const county = PRODUCT_TEXTS[language].counties[slug.slice('vignette-hu-county-'.length) as keyof typeof HUNGARIAN_COUNTIES];
      expect(productText(slug, language)?.name).toContain(county);
    }
  });

  it('write the counties in each language’s own way', () => {
    expect(productText('vignette-hu-county-gyor-moson-sopron', 'hu')?.name).toBe('Győr-Moson-Sopron vármegyei éves e\u2011matrica');
    expect(productText('vignette-hu-county-bacs-kiskun', 'de')?.name).toBe('Jahresvignette Ungarn, Komitat Bács-Kiskun');
    expect(productText('vignette-hu-county-baranya', 'cs')?.name).toBe('Roční dálniční známka Maďarsko, župa Baranya');
    expect(productText('vignette-hu-county-baranya', 'ro')?.name).toBe('Vignetă anuală Ungaria, județul Baranya');
    expect(productText('vignette-hu-county-baranya', 'bg')?.name).toBe('Годишна винетка Унгария, област Бараня');
    expect(productText('tunnel-at-karawanken', 'de')?.name).toBe('Karawankentunnel (A11), Einzelfahrt');
    expect(productText('tunnel-at-karawanken', 'sl')?.name).toBe('Predor Karavanke (A11), enkratna vožnja');
  });

  it('keep a number on one line with its unit (no-break spaces), Romanian\'s "de" included, and leave a road\'s name alone', () => {
    expect(productText('vignette-at-1-day', 'de')?.name).toBe('Vignette Österreich, 1\u00a0Tag');
    expect(productText('vignette-hu-weekly', 'hu')?.name).toBe('Heti országos e\u2011matrica (10\u00a0nap)');
    expect(productText('vignette-ro-30-days', 'ro')).toEqual({
      name: 'Rovinietă România, 30\u00a0de\u00a0zile',
      description: 'Drumurile naționale pentru 30\u00a0de\u00a0zile; seria de șasiu (VIN) este obligatorie.',
    });
    expect(productText('tunnel-at-karawanken', 'de')?.name).toBe('Karawankentunnel (A11), Einzelfahrt');
  });

  it('keep a one-letter prefix with its word (a no-break hyphen), and let a county\'s compound name break', () => {
    expect(productText('vignette-hu-monthly', 'hu')?.name).toBe('Havi országos e\u2011matrica');
    expect(productText('vignette-hu-county-bacs-kiskun', 'hu')?.name).toBe('Bács-Kiskun vármegyei éves e\u2011matrica');
  });

  it('keep a spaced dash with the word before it, so no line starts with the dash', () => {
    expect(productText('vignette-at-10-days', 'hu')?.name).toBe('Autópálya-matrica\u00a0– Ausztria, 10\u00a0nap');
    expect(productText('vignette-at-1-year', 'hu')?.name).toBe('Éves autópálya-matrica\u00a0– Ausztria');
  });
});

describe('localizeProduct', () => {
  it('keeps the service’s own words for a product the tables do not know', () => {
    const fresh = { slug: 'vignette-at-weekend-pass', name: 'Austria weekend pass', description: 'A new product.' };
    expect(localizeProduct(fresh, 'cs')).toEqual(fresh);
    const known = { slug: 'vignette-cz-10-days', name: 'Czechia 10-day e-vignette', description: 'Tolled motorways for 10 days.' };
    expect(localizeProduct(known, 'cs')).toEqual({
      slug: 'vignette-cz-10-days', name: 'Dálniční známka Česko, 10\u00a0dní', description: 'Zpoplatněné dálnice na 10\u00a0dní.',
    });
  });

  it('reads the language of any tag, and English for one without texts', () => {
    expect(productLanguage('de-AT')).toBe('de');
    expect(productLanguage('RO-md')).toBe('ro');
    expect(productLanguage('tlh')).toBe('en');
    expect(productLanguage(undefined)).toBe('en');
  });
});
