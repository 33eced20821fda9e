import { type Context, Hono } from 'hono';
import type { PaymentProvider } from '../../contract/primitives.ts';
import type { AppEnv } from '../app-env.ts';
import { findProduct } from '../catalogue/catalogue.ts';
import type { PartnerApiCore } from '../core.ts';
import { externalPaymentRoutes } from '../external-orders/external-payment-routes.ts';
import { paymentLinkExpired } from '../orders/lifecycle.ts';
import { findOrderRowByPaymentToken, orderView, paymentPagePath } from '../orders/order-store.ts';
import { formField } from './form-field.ts';
import { NO_FRAMING, frameOriginsOf, framedWords } from './payment-frame.ts';
import { type PaymentWords, paymentWords } from './payment-messages.ts';
import { payOrder } from './pay-order.ts';
import {
  alreadyCoveredPage,
  linkExpiredPage,
  notPayablePage,
  paymentFailedPage,
  paymentFormPage,
  paymentReceivedPage,
  unknownLinkPage,
} from './payment-pages.ts';

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The hosted payment pages of orders and, under /eo, of external orders (no API key: the shopper opens them). */
export function paymentRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  const prefix = new URL(core.publicUrl).pathname.replace(/\/+$/, '');
  const pagePath = (token: string) => `${prefix}${paymentPagePath(token)}`;
  const load = (token: string) => {
    const row = findOrderRowByPaymentToken(db, token);
    return row && {
      partnerId: row.partner_id,
      order: orderView(db, row, core.publicUrl),
      product: findProduct(row.product),
      expired: row.paid === 0 && paymentLinkExpired(row, core.clock.now()),
    };
  };

  /** The page's words in the link's `lang` (the widget adds the shopper's), framed for the order's partner if asked. */
  const wordsFor = (c: Context<AppEnv>, found: { partnerId: string } | undefined): PaymentWords => {
    const w = paymentWords(c.req.query('lang'), c.req.query('scheme'));
    if (!found) return w;
    const framed = framedWords(w, frameOriginsOf(core.settings, found.partnerId), c.req.query('origin'));
    for (const [name, value] of Object.entries(framed.headers)) c.header(name, value);
    return framed.w;
  };

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(PAGE_HEADERS)) c.res.headers.set(name, value);
      // No frame unless the route allowed the link's partner (unknown links never are).
      if (!c.res.headers.has('Content-Security-Policy')) {
        for (const [name, value] of Object.entries(NO_FRAMING)) c.res.headers.set(name, value);
      }
    })
    .route('/eo', externalPaymentRoutes(core, prefix))
    .get('/:token', (c) => {
      const found = load(c.req.param('token'));
      const w = wordsFor(c, found);
      if (!found) return c.html(unknownLinkPage(w), 404);
      if (found.order.paid) return c.html(paymentReceivedPage(found.order, w));
      if (found.expired) return c.html(linkExpiredPage(w), 410);
      if (found.order.status !== 'CREATED') return c.html(notPayablePage(w), 409);
      return c.html(paymentFormPage(found.order, found.product, pagePath(c.req.param('token')), undefined, w));
    })
    .post('/:token/pay', async (c) => {
      const token = c.req.param('token');
      const found = load(token);
      const w = wordsFor(c, found);
      if (!found) return c.html(unknownLinkPage(w), 404);
      if (found.expired) return c.html(linkExpiredPage(w), 410);
      const provider = await formField(c, 'provider');
      if (!found.order.paid && !found.order.allowed_payment_providers.includes(provider as PaymentProvider)) {
        return c.html(paymentFormPage(found.order, found.product, pagePath(token), w.t('chooseMethod'), w), 400);
      }
      const outcome = payOrder(core, token);
      if (outcome === 'not_payable') return c.html(notPayablePage(w), 409);
      if (outcome === 'expired') return c.html(linkExpiredPage(w), 410);
      if (outcome === 'covered') return c.html(alreadyCoveredPage(found.order, w), 409);
      const after = load(token);
      return c.html(paymentReceivedPage(after?.order ?? found.order, w));
    })
    .post('/:token/fail', (c) => {
      const token = c.req.param('token');
      const found = load(token);
      const w = wordsFor(c, found);
      if (!found) return c.html(unknownLinkPage(w), 404);
      if (found.order.paid) return c.html(paymentReceivedPage(found.order, w));
      if (found.expired) return c.html(linkExpiredPage(w), 410);
      return c.html(paymentFailedPage(found.order.price, pagePath(token), w), 402);
    });
}
