import { html } from 'hono/html';
import type { ExternalOrder, ExternalOrderItem } from '../../contract/external-order.ts';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import { localizeProduct, productLanguage, vehicleTypeName } from '../../contract/product-texts/product-texts.ts';
import { countedNames } from '../../contract/product-texts/counted-names.ts';
import { unpaddedDay } from '../../contract/unpadded-day.ts';
import { lastValidDay } from '../../contract/validity.ts';
import { findProduct } from '../catalogue/catalogue.ts';
import { buildReceipt } from '../orders/receipt.ts';
import { formatMoney, referenceCode, vehicleMarkup } from './payment-markup.ts';
import type { PaymentWords } from './payment-messages.ts';

/** One day is that day; a longer validity is the locale's own range. */
function validity(period: { start_date: string; end_date: string }, locale: string) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (d: string) => new Date(`${d.slice(0, 10)}T00:00:00Z`);
  return format.formatRangeToParts(day(period.start_date), day(period.end_date)).map(unpaddedDay).join('');
}

/** The product in the page's language (shared product texts); the service's own words for one they do not know. */
export const localProduct = (product: Product | undefined, w: PaymentWords) =>
  product && localizeProduct(product, productLanguage(w.locale));

/**
 * The receipt's lines with product and vehicle type in the page's language:
 * the stored lines are the service's English, built the same way, so they
 * are worded again and keep their own amounts.
 */
function receiptLines(order: Order, product: Product | undefined, w: PaymentWords) {
  if (!product) return order.receipt.lines;
  const language = productLanguage(w.locale);
  const worded = buildReceipt(order.receipt.number, product, order.cars.map((c) => c.vehicle_type), order.flex,
    (type) => vehicleTypeName(type, language));
  return order.receipt.lines.map((line, i) => ({
    ...line, description: worded.lines[i]?.description ?? line.description,
  }));
}

/**
 * What is bought, as a receipt reads: each line its product beside its price, then the total. The product is the
 * line's wide column, so on a phone it wraps in a line or two instead of a bold label a word wide.
 */
function orderLines(order: Order, product: Product | undefined, w: PaymentWords) {
  return html`<dl class="lines">
${receiptLines(order, product, w).map((line) => html`<div class="line"><dt>${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</dt><dd>${formatMoney(line.total, w.locale)}</dd></div>`)}
<div class="line total"><dt>${w.t('total')}</dt><dd>${formatMoney(order.price, w.locale)}</dd></div>
</dl>`;
}

export function orderDetails(order: Order, product: Product | undefined, w: PaymentWords) {
  const language = productLanguage(w.locale);
  return html`<details${order.open_order_details_by_default ? ' open' : ''}>
<summary>${w.t('details')}</summary>
${orderLines(order, product, w)}
<dl>
<dt>${w.t('order')}</dt><dd>${order.id}</dd>
<dt>${w.t('valid')}</dt><dd>${validity(order, w.locale)}</dd>
${order.cars.map((car, i) => html`<dt>${order.cars.length > 1 ? w.t('vehicleN', { n: i + 1 }) : w.t('vehicle')}</dt><dd>${vehicleMarkup(car, w.locale)}, ${vehicleTypeName(car.vehicle_type, language)}</dd>`)}
</dl>
</details>`;
}

/**
 * A basket the partner gave no description: what it buys, each product once with how many ("2 × Vignetta
 * Austria, 10 giorni + Vignetta Ungheria, 1 mese"), rather than its machine reference. Undefined for none.
 */
export function basketTitle(items: readonly ExternalOrderItem[], w: PaymentWords): string | undefined {
  const names = items.map((item) => localProduct(findProduct(item.product), w)?.name ?? item.product);
  return countedNames(names, w.locale).map((group) => group.text).join(' + ') || undefined;
}

/** One order of an external order's basket: its product in the page's language, its validity and its amount. */
function basketItem(item: ExternalOrderItem, n: number, w: PaymentWords) {
  const serviceProduct = findProduct(item.product);
  const name = localProduct(serviceProduct, w)?.name ?? item.product;
  const end_date = serviceProduct ? lastValidDay(serviceProduct, item.start_date) : item.start_date;
  const period = { start_date: item.start_date, end_date };
  return html`<dt>${w.t('productN', { n })}</dt><dd>${name}</dd>
<dt>${w.t('valid')}</dt><dd>${validity(period, w.locale)}</dd>
<dt>${w.t('amount')}</dt><dd>${formatMoney(item.amount, w.locale)}</dd>`;
}

/**
 * The order details of a basket: each of its orders (as the order page shows one), the total, and the basket's
 * reference for support. Folded unless the partner asked otherwise (`open_order_details_by_default`), as on the
 * order page: a trip's products would push the Pay button below a phone's screen.
 */
export function basketDetails(externalOrder: ExternalOrder, open: boolean, w: PaymentWords) {
  return html`<details${open ? ' open' : ''}>
<summary>${w.t('details')}</summary>
<dl>
${externalOrder.items.map((item, i) => basketItem(item, i + 1, w))}
<dt>${w.t('total')}</dt><dd>${formatMoney(externalOrder.amount, w.locale)}</dd>
<dt>${w.t('reference')}</dt><dd>${referenceCode(externalOrder.reference_id)}</dd>
</dl>
</details>`;
}
