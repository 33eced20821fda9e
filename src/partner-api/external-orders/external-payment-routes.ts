import { Hono, type Context } from 'hono';
import type { PaymentProvider } from '../../contract/primitives.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { formField } from '../payment/form-field.ts';
import { frameOriginsOf, framedWords } from '../payment/payment-frame.ts';
import { type PaymentWords, paymentWords } from '../payment/payment-messages.ts';
import {
  externalPaymentFormPage,
  externalPaymentReceivedPage,
  linkExpiredPage,
  notPayablePage,
  paymentFailedPage,
  unknownLinkPage,
} from '../payment/payment-pages.ts';
import { externalOrderView, externalPaymentPagePath, findExternalOrderByToken } from './external-order-store.ts';
import { payExternalOrder } from './pay-external-order.ts';

/**
 * The hosted page of an external order's `payment_link`, mounted under /pay
 * (whose routes set the page headers). It takes payments while the external
 * order is OPEN and not past `expires_at`. `prefix`: path of the public URL.
 * Its pages speak the language of the link's `lang`, as an order's do.
 */
export function externalPaymentRoutes(core: PartnerApiCore, prefix: string): Hono<AppEnv> {
  const { db } = core;
  const pagePath = (token: string) => `${prefix}${externalPaymentPagePath(token)}`;
  const load = (token: string) => {
    const row = findExternalOrderByToken(db, token);
    if (!row) return undefined;
    const payable = row.status === 'OPEN' && core.clock.now() < row.expires_at;
    // The basket's order input keeps the partner's choice for the page's details, as an order does.
    type Asked = { open_order_details_by_default?: boolean };
    const input: Asked = row.order_input === null ? {} : JSON.parse(row.order_input);
    return {
      externalOrder: externalOrderView(row, core.publicUrl), detailsOpen: input.open_order_details_by_default === true,
      payable, partnerId: row.partner_id,
    };
  };
  type Found = NonNullable<ReturnType<typeof load>>;
  /** The page for a link that takes no payment (any more). */
  const closed = (found: Found, w: PaymentWords) => {
    if (found.externalOrder.status === 'PAID') return { page: externalPaymentReceivedPage(found.externalOrder, w), status: 200 as const };
    if (found.externalOrder.status === 'CANCELED') return { page: notPayablePage(w), status: 410 as const };
    return { page: linkExpiredPage(w), status: 410 as const };
  };
  /**
   * The page's words in the link's `lang`; framed, as an order's page is, when the link names one of the
   * partner's registered origins (a basket paid inside the widget), whose page then hears the result.
   */
  const wordsOf = (c: Context<AppEnv>, found?: Found) => {
    const w = paymentWords(c.req.query('lang'), c.req.query('scheme'));
    if (!found) return w;
    const framed = framedWords(w, frameOriginsOf(core.settings, found.partnerId), c.req.query('origin'));
    for (const [name, value] of Object.entries(framed.headers)) c.header(name, value);
    return framed.w;
  };
  /** Every route of a link: an unknown or closed one gets its page, a payable one goes on to `payable`. */
  const withLink = (c: Context<AppEnv>, token: string, payable: (found: Found) => Response | Promise<Response>) => {
    const found = load(token);
    if (!found) return c.html(unknownLinkPage(wordsOf(c)), 404);
    if (!found.payable) {
      const { page, status } = closed(found, wordsOf(c, found));
      return c.html(page, status);
    }
    return payable(found);
  };

  return new Hono<AppEnv>()
    .get('/:token', (c) => {
      const token = c.req.param('token');
      return withLink(c, token, (found) =>
        c.html(externalPaymentFormPage(
          found.externalOrder, found.detailsOpen, pagePath(token), undefined, wordsOf(c, found),
        )));
    })
    .post('/:token/pay', (c) => {
      const token = c.req.param('token');
      return withLink(c, token, async (found) => {
        const w = wordsOf(c, found);
        const provider = await formField(c, 'provider');
        if (!found.externalOrder.allowed_payment_providers.includes(provider as PaymentProvider)) {
          return c.html(externalPaymentFormPage(found.externalOrder, found.detailsOpen, pagePath(token), w.t('chooseMethod'), w), 400);
        }
        const outcome = payExternalOrder(core, token);
        if (outcome === 'covered' || outcome === 'not_payable') return c.html(notPayablePage(w), 409);
        const { page, status } = closed(load(token) ?? found, w);
        return c.html(page, status);
      });
    })
    .post('/:token/fail', (c) => {
      const token = c.req.param('token');
      return withLink(c, token, (found) =>
        c.html(paymentFailedPage(found.externalOrder.amount, pagePath(token), wordsOf(c, found)), 402));
    });
}
