import { html, raw } from 'hono/html';
import type { ExternalOrder } from '../../contract/external-order.ts';
import type { Order } from '../../contract/order.ts';
import type { Money, PaymentProvider } from '../../contract/primitives.ts';
import type { Product } from '../../contract/product.ts';
import { basketDetails, basketTitle, localProduct, orderDetails } from './order-details.ts';
import { formatMoney, listMarkup, phrase, plate, referenceCode, vehicleMarkup, vehicleText } from './payment-markup.ts';
import { type PaymentWords, paymentWords } from './payment-messages.ts';
import { type PayReport, REPORT_SCRIPT, payEnvelope } from './payment-frame.ts';
import { STYLE } from './payment-style.ts';

const ENGLISH = paymentWords(undefined);

const providerName = (p: PaymentProvider, w: PaymentWords) =>
  (p === 'stripe' ? w.t('card') : p === 'paypal' ? 'PayPal' : 'Revolut');

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

interface PayFormParts {
  title: string;
  amount: Money;
  /** What is bought, for whom: text, or markup that keeps each plate whole. */
  summary: unknown;
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
    title: name, amount: order.price,
    summary: phrase(w, 'summary', { name, plates: listMarkup(order.cars, w.locale, (car) => plate(car.plate)) }),
    details: orderDetails(order, product, w), providers: order.allowed_payment_providers, pagePath, error, w,
  });
}

export function externalPaymentFormPage(
  externalOrder: ExternalOrder, detailsOpen: boolean, pagePath: string, error?: string, w: PaymentWords = ENGLISH,
) {
  const title = externalOrder.description ?? basketTitle(externalOrder.items, w)
    ?? w.t('externalTitle', { ref: externalOrder.reference_id });
  return payForm({
    title, amount: externalOrder.amount, summary: title,
    details: html`<p class="note">${w.t('linkUntil', { until: linkEnd(externalOrder.expires_at, w) })}</p>
${basketDetails(externalOrder, detailsOpen, w)}`,
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
<p class="done" role="status">${phrase(w, 'receivedExternal', {
  amount: formatMoney(externalOrder.amount, w.locale), ref: referenceCode(externalOrder.reference_id),
})}</p>`, w, { type: 'paid' });
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
  const list = new Intl.ListFormat(w.locale, { type: 'conjunction' });
  const reason = w.t('coveredText', { vehicles: list.format(order.cars.map((c) => vehicleText(c, w.locale))) });
  const vehicles = listMarkup(order.cars, w.locale, (car) => vehicleMarkup(car, w.locale));
  return page(w.t('covered'), html`
<h1>${w.t('coveredHeading')}</h1>
<p class="alert" role="alert">${phrase(w, 'coveredText', { vehicles })}</p>`, w, { type: 'failed', reason });
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
