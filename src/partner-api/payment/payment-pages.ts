import { html, raw } from 'hono/html';
import type { ExternalOrder, ExternalOrderItem } from '../../contract/external-order.ts';
import type { Order } from '../../contract/order.ts';
import type { Money, PaymentProvider } from '../../contract/primitives.ts';
import type { Product } from '../../contract/product.ts';
import { localizeProduct, productLanguage, vehicleTypeName } from '../../contract/product-texts/product-texts.ts';
import { lastValidDay } from '../../contract/validity.ts';
import { findProduct } from '../catalogue/catalogue.ts';
import { buildReceipt } from '../orders/receipt.ts';
import { type PaymentWords, paymentWords } from './payment-messages.ts';
import { type PayReport, REPORT_SCRIPT, payEnvelope } from './payment-frame.ts';

const ENGLISH = paymentWords(undefined);

const providerName = (p: PaymentProvider, w: PaymentWords) =>
  (p === 'stripe' ? w.t('card') : p === 'paypal' ? 'PayPal' : 'Revolut');

export const formatMoney = (m: Money, locale = 'en-IE') =>
  new Intl.NumberFormat(locale === 'en' ? 'en-IE' : locale, { style: 'currency', currency: m.currency }).format(m.amount / 100);

const STYLE = `
:root { color-scheme: light dark; --accent: #0b5fff; --danger: #b3261e; --ok: #1b7f3b; }
:root.light { color-scheme: light; }
:root.dark { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: Canvas; color: CanvasText; overflow-wrap: break-word; }
main { max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
.sandbox { font-size: .875rem; border: 1px dashed GrayText; padding: .25rem .5rem; border-radius: .25rem; }
h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
details { border: 1px solid GrayText; border-radius: .5rem; padding: .5rem 1rem; margin: 1rem 0; }
summary { cursor: pointer; font-weight: 600; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; }
fieldset { border: 1px solid GrayText; border-radius: .5rem; margin: 1rem 0; padding: .5rem 1rem 1rem; }
legend { font-weight: 600; padding: 0 .25rem; }
.option { display: flex; gap: .5rem; align-items: center; padding: .375rem 0; }
input[type=radio] { width: 1.25rem; height: 1.25rem; margin: 0; }
button { font: inherit; font-weight: 600; width: 100%; padding: .75rem; border-radius: .5rem; border: 2px solid var(--accent); cursor: pointer; }
button.primary { background: var(--accent); color: #fff; }
button.secondary { background: transparent; color: inherit; border-color: GrayText; margin-top: .75rem; }
button:focus-visible, a:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.alert { border-left: 4px solid var(--danger); padding: .5rem 1rem; }
.done { border-left: 4px solid var(--ok); padding: .5rem 1rem; }
`;

/** Tells the page that framed this one (the widget), when one of the partner's origins did, the result and Escape. */
const report = (w: PaymentWords, result: PayReport | undefined) => (w.frame
  // A constant script (its hash is in the CSP); what it posts, and where, is escaped into its attributes.
  ? html`<script data-origin="${w.frame.origin}"${result ? html` data-message="${payEnvelope(result)}"` : ''}>${raw(REPORT_SCRIPT)}</script>`
  : '');

function page(title: string, body: unknown, w: PaymentWords, result?: PayReport) {
  return html`<!doctype html>
<html lang="${w.locale}"${w.scheme ? html` class="${w.scheme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="sandbox">${w.t('sandbox')}</p>
${body}
</main>
${report(w, result)}
</body>
</html>`;
}

/** When a link stops working, in the page's language; in UTC, said so: the page does not know the shopper's zone. */
const linkEnd = (at: string, w: PaymentWords) => new Intl.DateTimeFormat(w.locale, {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short',
}).format(new Date(at));

/** One day is that day; a longer validity is the locale's own range. */
function validity(period: { start_date: string; end_date: string }, locale: string) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (d: string) => new Date(`${d.slice(0, 10)}T00:00:00Z`);
  return format.formatRange(day(period.start_date), day(period.end_date));
}

/** The product in the page's language (shared product texts); the service's own words for one they do not know. */
const localProduct = (product: Product | undefined, w: PaymentWords) =>
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

function details(order: Order, product: Product | undefined, w: PaymentWords) {
  const language = productLanguage(w.locale);
  return html`<details${order.open_order_details_by_default ? ' open' : ''}>
<summary>${w.t('details')}</summary>
<dl>
<dt>${w.t('order')}</dt><dd>${order.id}</dd>
<dt>${w.t('product')}</dt><dd>${product?.name ?? order.product}</dd>
<dt>${w.t('valid')}</dt><dd>${validity(order, w.locale)}</dd>
${order.cars.map((car, i) => html`<dt>${order.cars.length > 1 ? w.t('vehicleN', { n: i + 1 }) : w.t('vehicle')}</dt><dd>${car.plate} (${car.country}), ${vehicleTypeName(car.vehicle_type, language)}</dd>`)}
${receiptLines(order, product, w).map((line) => html`<dt>${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</dt><dd>${formatMoney(line.total, w.locale)}</dd>`)}
<dt>${w.t('total')}</dt><dd>${formatMoney(order.price, w.locale)}</dd>
</dl>
</details>`;
}

interface PayFormParts {
  title: string;
  amount: Money;
  summary: string;
  details: unknown;
  providers: readonly PaymentProvider[];
  pagePath: string;
  error: string | undefined;
  w: PaymentWords;
}

/** The form shared by order and external order pages: providers, pay, simulate a failure. */
function payForm(parts: PayFormParts) {
  const { w } = parts;
  const pay = w.t('pay', { amount: formatMoney(parts.amount, w.locale) });
  return page(`${pay}: ${parts.title}`, html`
<h1>${pay}</h1>
<p>${parts.summary}</p>
${parts.error ? html`<p class="alert" role="alert">${parts.error}</p>` : ''}
${parts.details}
<form method="post" action="${parts.pagePath}/pay${w.query}">
<fieldset>
<legend>${w.t('method')}</legend>
${parts.providers.map((p, i) => html`<div class="option"><input type="radio" id="provider-${p}" name="provider" value="${p}"${i === 0 ? ' checked' : ''} required><label for="provider-${p}">${providerName(p, w)}</label></div>`)}
</fieldset>
<button type="submit" class="primary">${pay}</button>
</form>
<form method="post" action="${parts.pagePath}/fail${w.query}">
<button type="submit" class="secondary">${w.t('simulateFail')}</button>
</form>`, w);
}

/** `pagePath`: the absolute path of this payment page (behind any path prefix of the public URL). */
export function paymentFormPage(
  order: Order, serviceProduct: Product | undefined, pagePath: string, error?: string, w: PaymentWords = ENGLISH,
) {
  const product = localProduct(serviceProduct, w);
  const name = product?.name ?? order.product;
  return payForm({
    title: name, amount: order.price, summary: w.t('summary', { name, plates: order.cars.map((c) => c.plate).join(', ') }),
    details: details(order, product, w), providers: order.allowed_payment_providers, pagePath, error, w,
  });
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
 * The order details of a basket: each of its orders (as the order page shows one), then the total. Folded
 * unless the partner asked otherwise (`open_order_details_by_default`), as on the order page: a trip's
 * products would push the Pay button below a phone's screen.
 */
function basketDetails(externalOrder: ExternalOrder, open: boolean, w: PaymentWords) {
  return html`<details${open ? ' open' : ''}>
<summary>${w.t('details')}</summary>
<dl>
${externalOrder.items.map((item, i) => basketItem(item, i + 1, w))}
<dt>${w.t('total')}</dt><dd>${formatMoney(externalOrder.amount, w.locale)}</dd>
</dl>
</details>`;
}

export function externalPaymentFormPage(
  externalOrder: ExternalOrder, detailsOpen: boolean, pagePath: string, error?: string, w: PaymentWords = ENGLISH,
) {
  const title = externalOrder.description ?? w.t('externalTitle', { ref: externalOrder.reference_id });
  return payForm({
    title, amount: externalOrder.amount, summary: title,
    details: html`<p>${w.t('externalDetails', { ref: externalOrder.reference_id, until: linkEnd(externalOrder.expires_at, w) })}</p>
${externalOrder.items.length > 0 ? basketDetails(externalOrder, detailsOpen, w) : ''}`,
    providers: externalOrder.allowed_payment_providers, pagePath, error, w,
  });
}

export function paymentReceivedPage(order: Order, w: PaymentWords = ENGLISH) {
  return page(w.t('received'), html`
<h1>${w.t('receivedHeading')}</h1>
<p class="done" role="status">${w.t('receivedOrder', { amount: formatMoney(order.price, w.locale), id: order.id })}</p>`, w, { type: 'paid' });
}

export function externalPaymentReceivedPage(externalOrder: ExternalOrder, w: PaymentWords = ENGLISH) {
  return page(w.t('received'), html`
<h1>${w.t('receivedHeading')}</h1>
<p class="done" role="status">${w.t('receivedExternal', { amount: formatMoney(externalOrder.amount, w.locale), ref: externalOrder.reference_id })}</p>`, w, { type: 'paid' });
}

export function paymentFailedPage(amount: Money, pagePath: string, w: PaymentWords = ENGLISH) {
  const reason = w.t('failedText', { amount: formatMoney(amount, w.locale) });
  return page(w.t('failed'), html`
<h1>${w.t('failed')}</h1>
<p class="alert" role="alert">${reason}</p>
<p><a href="${pagePath}${w.query}">${w.t('tryAgain')}</a></p>`, w, { type: 'failed', reason });
}

/** Paying would give a vehicle a second product for an overlapping period (spec 2.3). */
export function alreadyCoveredPage(order: Order, w: PaymentWords = ENGLISH) {
  const reason = w.t('coveredText', { vehicles: order.cars.map((c) => `${c.plate} (${c.country})`).join(', ') });
  return page(w.t('covered'), html`
<h1>${w.t('coveredHeading')}</h1>
<p class="alert" role="alert">${reason}</p>`, w, { type: 'failed', reason });
}

export function linkExpiredPage(w: PaymentWords = ENGLISH) {
  return page(w.t('expired'), html`
<h1>${w.t('expiredHeading')}</h1>
<p>${w.t('nothingCharged')}</p>`, w);
}

export function notPayablePage(w: PaymentWords = ENGLISH) {
  return page(w.t('notPayable'), html`
<h1>${w.t('notPayableHeading')}</h1>
<p>${w.t('nothingCharged')}</p>`, w);
}

export function unknownLinkPage(w: PaymentWords = ENGLISH) {
  return page(w.t('unknown'), html`
<h1>${w.t('unknown')}</h1>
<p>${w.t('unknownText')}</p>`, w);
}
