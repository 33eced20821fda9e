import { html } from 'hono/html';
import type { ExternalOrder } from '../../contract/external-order.ts';
import type { Order } from '../../contract/order.ts';
import type { Money, PaymentProvider } from '../../contract/primitives.ts';
import type { Product } from '../../contract/product.ts';

export const PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = { stripe: 'Card (Stripe)', paypal: 'PayPal', revolut: 'Revolut' };

export const formatMoney = (m: Money) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: m.currency }).format(m.amount / 100);

const STYLE = `
:root { color-scheme: light dark; --accent: #0b5fff; --danger: #b3261e; --ok: #1b7f3b; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: Canvas; color: CanvasText; }
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

function page(title: string, body: unknown) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="sandbox">Sandbox payment page: no real money moves.</p>
${body}
</main>
</body>
</html>`;
}

function details(order: Order, product: Product | undefined) {
  return html`<details${order.open_order_details_by_default ? ' open' : ''}>
<summary>Order details</summary>
<dl>
<dt>Order</dt><dd>${order.id}</dd>
<dt>Product</dt><dd>${product?.name ?? order.product}</dd>
<dt>Valid</dt><dd>${order.start_date === order.end_date ? order.start_date : `${order.start_date} to ${order.end_date}`}</dd>
${order.cars.map((car, i) => html`<dt>${order.cars.length > 1 ? `Vehicle ${i + 1}` : 'Vehicle'}</dt><dd>${car.plate} (${car.country}), ${car.vehicle_type}</dd>`)}
${order.receipt.lines.map((line) => html`<dt>${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</dt><dd>${formatMoney(line.total)}</dd>`)}
<dt>Total</dt><dd>${formatMoney(order.price)}</dd>
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
}

/** The form shared by order and external order pages: providers, pay, simulate a failure. */
function payForm(parts: PayFormParts) {
  const amount = formatMoney(parts.amount);
  return page(`Pay ${amount}: ${parts.title}`, html`
<h1>Pay ${amount}</h1>
<p>${parts.summary}</p>
${parts.error ? html`<p class="alert" role="alert">${parts.error}</p>` : ''}
${parts.details}
<form method="post" action="${parts.pagePath}/pay">
<fieldset>
<legend>Payment method</legend>
${parts.providers.map((p, i) => html`<div class="option"><input type="radio" id="provider-${p}" name="provider" value="${p}"${i === 0 ? ' checked' : ''} required><label for="provider-${p}">${PROVIDER_NAMES[p]}</label></div>`)}
</fieldset>
<button type="submit" class="primary">Pay ${amount}</button>
</form>
<form method="post" action="${parts.pagePath}/fail">
<button type="submit" class="secondary">Simulate failed payment</button>
</form>`);
}

/** `pagePath`: the absolute path of this payment page (behind any path prefix of the public URL). */
export function paymentFormPage(order: Order, product: Product | undefined, pagePath: string, error?: string) {
  const name = product?.name ?? order.product;
  return payForm({
    title: name, amount: order.price, summary: `${name} for ${order.cars.map((c) => c.plate).join(', ')}`,
    details: details(order, product), providers: order.allowed_payment_providers, pagePath, error,
  });
}

export function externalPaymentFormPage(externalOrder: ExternalOrder, pagePath: string, error?: string) {
  const title = externalOrder.description ?? `Payment ${externalOrder.reference_id}`;
  return payForm({
    title, amount: externalOrder.amount, summary: title,
    details: html`<p>Reference ${externalOrder.reference_id}. This link works until ${externalOrder.expires_at}.</p>`,
    providers: externalOrder.allowed_payment_providers, pagePath, error,
  });
}

export function paymentReceivedPage(order: Order) {
  return page('Payment received', html`
<h1>Payment received — you can close this window</h1>
<p class="done" role="status">We received ${formatMoney(order.price)} for order ${order.id}. Your confirmation follows as soon as the national provider has registered the vehicle.</p>`);
}

export function externalPaymentReceivedPage(externalOrder: ExternalOrder) {
  return page('Payment received', html`
<h1>Payment received — you can close this window</h1>
<p class="done" role="status">We received ${formatMoney(externalOrder.amount)} for reference ${externalOrder.reference_id}.</p>`);
}

export function paymentFailedPage(amount: Money, pagePath: string) {
  return page('Payment failed', html`
<h1>Payment failed</h1>
<p class="alert" role="alert">The payment of ${formatMoney(amount)} did not go through and nothing was charged.</p>
<p><a href="${pagePath}">Try again</a></p>`);
}

/** Paying would give a vehicle a second product for an overlapping period (spec 2.3). */
export function alreadyCoveredPage(order: Order) {
  return page('Vehicle already covered', html`
<h1>This vehicle is already covered</h1>
<p class="alert" role="alert">${order.cars.map((c) => `${c.plate} (${c.country})`).join(', ')} already has this product for an overlapping period, so this order was not paid and nothing was charged.</p>`);
}

export function linkExpiredPage() {
  return page('Payment link expired', html`
<h1>This payment link has expired</h1>
<p>Nothing was charged. Start a new order on the site you came from.</p>`);
}

export function notPayablePage() {
  return page('Order cannot be paid', html`
<h1>This order can no longer be paid</h1>
<p>Nothing was charged. Start a new order on the site you came from.</p>`);
}

export function unknownLinkPage() {
  return page('Payment link not found', html`
<h1>Payment link not found</h1>
<p>This payment link does not exist. Check that you opened the whole link from the site you came from.</p>`);
}
