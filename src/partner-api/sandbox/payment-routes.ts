import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { findExternalOrderByToken } from '../external-orders/external-order-store.ts';
import { payExternalOrder } from '../external-orders/pay-external-order.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { pathInput } from '../http/request-input.ts';
import { findOrderRowByPaymentToken } from '../orders/order-store.ts';
import { payOrder } from '../payment/pay-order.ts';

const TokenPath = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

const REFUSED: Record<string, [number, string, string]> = {
  unknown: [404, 'payment_link_not_found', 'No order or external order has this payment link'],
  not_payable: [409, 'not_payable', 'This order no longer takes payments'],
  expired: [409, 'payment_link_expired', 'This payment link has expired'],
  covered: [409, 'duplicate_order', 'A paid order already covers this vehicle in this period'],
  canceled: [409, 'external_order_canceled', 'This external order was cancelled'],
};

const refused = (outcome: string) => {
  const [status, code, title] = REFUSED[outcome] ?? [409, outcome, 'The payment was refused'];
  return ProblemError.of(status, code, title);
};

/** The payment page's outcomes without its HTML form: what the shopper's browser would do. */
export function sandboxPaymentRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  const target = (token: string) => {
    const order = findOrderRowByPaymentToken(db, token);
    if (order) return { kind: 'order' as const, id: order.id, paid: order.paid === 1 };
    const external = findExternalOrderByToken(db, token);
    if (external) return { kind: 'external_order' as const, id: external.id, paid: external.status === 'PAID' };
    throw refused('unknown');
  };
  return new Hono<AppEnv>()
    .post('/:token/pay', (c) => {
      const { token } = pathInput(c, TokenPath);
      const { kind, id } = target(token);
      const outcome = kind === 'order' ? payOrder(core, token) : payExternalOrder(core, token);
      if (outcome !== 'paid' && outcome !== 'already_paid') throw refused(outcome);
      return c.json({ outcome, kind, id });
    })
    // A declined payment changes nothing: the link still takes another try, as on the real page.
    .post('/:token/fail', (c) => {
      const { token } = pathInput(c, TokenPath);
      const { kind, id, paid } = target(token);
      if (paid) throw ProblemError.of(409, 'already_paid', 'This payment link is already paid');
      return c.json({ outcome: 'failed', kind, id });
    });
}
