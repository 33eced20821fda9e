import type { Product } from '../../contract/product.ts';
import type { Translate } from '../i18n/t.ts';
import { countryNamer } from './countries.ts';

/** What an order carries of its product; the catalogue adds the period. */
export type NamedProduct = { slug: string; name: string; type: string; country: string }
  & Partial<Pick<Product, 'period' | 'validity'>>;

const UNITS = { D: 'day', M: 'month', Y: 'year' } as const;

/**
 * A product as the shopper reads it. Vignettes are named from their country
 * and period in the shopper's language (the catalogue's names are English and
 * already carry the country); tunnels, bridges, trains and ferries keep their
 * proper names, with the country after them. The country shows once.
 */
export function productName(
  product: NamedProduct,
  t: Translate,
  locale: string,
): string {
  const country = countryNamer(locale)(product.country);
  const period = /^P(\d+)([DMY])$/.exec(product.period ?? '');
  if (product.type !== 'vignette') return `${product.name} (${country})`;
  // The catalogue's vignette names begin with their country.
  if (!period) return product.name;
  if (product.slug.endsWith('-weekend')) return t('product.vignetteWeekend', { country });
  if (product.validity === 'calendar_year') return t('product.vignetteYear', { country });
  const unit = UNITS[period[2] as keyof typeof UNITS];
  const duration = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Number(period[1]));
  return t('product.vignette', { country, duration });
}
