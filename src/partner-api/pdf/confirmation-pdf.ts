import type { VehicleType } from '../../contract/primitives.ts';
import type { Product } from '../../contract/product.ts';
import { localizeProduct, productLanguage, vehicleTypeName } from '../../contract/product-texts/product-texts.ts';
import { CONFIRMATION_WORDS, type ConfirmationWords } from './confirmation-words.ts';
import { renderPdf } from './pdf-document.ts';

export interface ConfirmationFacts {
  orderId: string;
  product: Product;
  plate: string;
  vehicleCountry: string;
  vehicleType: VehicleType;
  startDate: string;
  endDate: string;
  providerId: string;
  issuedAt: string;
  /** The order's locale (BCP 47): the document's language and formats; English without one. */
  locale: string | null;
}

/** The national provider's confirmation of one vehicle's registration (sandbox: not a real document). */
export function confirmationPdf(f: ConfirmationFacts): Buffer {
  const language = productLanguage(f.locale);
  // A tag of a language we write keeps its region for dates; any other reads English.
  const locale = f.locale && productLanguage(f.locale) === language ? f.locale : language;
  const words = CONFIRMATION_WORDS[language];
  const say = (key: keyof ConfirmationWords, params: Record<string, string>) =>
    words[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (d: string) => day.format(new Date(`${d}T00:00:00Z`));
  const issued = new Date(f.issuedAt);
  const at = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(issued);
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(f.product.country) ?? f.product.country;
  const vehicle = vehicleTypeName(f.vehicleType, language);
  return renderPdf({ title: say('title', { id: f.providerId }), language: locale, createdAt: issued }, [
    { text: country, size: 20, bold: true },
    { text: words.registration, size: 12 },
    { text: words.sandbox, size: 11, gapBefore: 4 },
    { text: localizeProduct(f.product, language).name, size: 14, bold: true, gapBefore: 12 },
    { text: say('plate', { plate: f.plate, country: f.vehicleCountry, vehicle }), size: 12, gapBefore: 6 },
    { text: say('valid', { from: date(f.startDate), to: date(f.endDate) }), size: 12 },
    { text: say('provider', { id: f.providerId }), size: 12 },
    { text: say('order', { id: f.orderId }), size: 12 },
    { text: say('issued', { at }), size: 10, gapBefore: 12 },
  ]);
}
