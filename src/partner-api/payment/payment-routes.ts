import { Hono, type Context } from 'hono';
import type { PaymentProvider } from '../../contract/primitives.ts';
import type { AppEnv } from '../app-env.ts';
import { findProduct } from '../catalogue/catalogue.ts';
import type { PartnerApiCore } from '../core.ts';
import { findOrderRowByPaymentToken, orderView, paymentPagePath } from '../orders/order-store.ts';
import { payOrder } from './pay-order.ts';
import { notPayablePage, paymentFailedPage, paymentFormPage, paymentReceivedPage, unknownLinkPage } from './payment-pages.ts';

const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The field of a url-encoded form; any other body counts as an empty form. */
async function formField(c: Context, name: string): Promise<string | undefined> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) return undefined;
  return new URLSearchParams(await c.req.text()).get(name) ?? undefined;
}

/** The hosted payment page of `payment_link` (no API key: the shopper opens it). */
export function paymentRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  const prefix = new URL(core.publicUrl).pathname.replace(/\/+$/, '');
  const pagePath = (token: string) => `${prefix}${paymentPagePath(token)}`;
  const load = (token: string) => {
    const row = findOrderRowByPaymentToken(db, token);
    return row && { order: orderView(db, row, core.publicUrl), product: findProduct(row.product) };
  };

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(PAGE_HEADERS)) c.res.headers.set(name, value);
    })
    .get('/:token', (c) => {
      const found = load(c.req.param('token'));
      if (!found) return c.html(unknownLinkPage(), 404);
      if (found.order.paid) return c.html(paymentReceivedPage(found.order));
      if (found.order.status !== 'CREATED') return c.html(notPayablePage(), 409);
      return c.html(paymentFormPage(found.order, found.product, pagePath(c.req.param('token'))));
    })
    .post('/:token/pay', async (c) => {
      const token = c.req.param('token');
      const found = load(token);
      if (!found) return c.html(unknownLinkPage(), 404);
      const provider = await formField(c, 'provider');
      if (!found.order.paid && !found.order.allowed_payment_providers.includes(provider as PaymentProvider)) {
        return c.html(paymentFormPage(found.order, found.product, pagePath(token), 'Choose one of the payment methods below.'), 400);
      }
      const outcome = payOrder(core, token);
      if (outcome === 'not_payable') return c.html(notPayablePage(), 409);
      const after = load(token);
      return c.html(paymentReceivedPage(after?.order ?? found.order));
    })
    .post('/:token/fail', (c) => {
      const token = c.req.param('token');
      const found = load(token);
      if (!found) return c.html(unknownLinkPage(), 404);
      if (found.order.paid) return c.html(paymentReceivedPage(found.order));
      return c.html(paymentFailedPage(found.order, pagePath(token)), 402);
    });
}
