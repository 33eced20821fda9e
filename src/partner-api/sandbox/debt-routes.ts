import { Hono } from 'hono';
import * as z from 'zod/mini';
import { Money } from '../../contract/primitives.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { DEBT_CURRENCY, debtMoney } from '../debt/debt-rules.ts';
import { ledgerOf } from '../debt/debt-store.ts';
import { partnerAccount } from '../debt/partner-account.ts';
import { recordDebtPayment } from '../debt/record-payment.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { jsonBody, pathInput } from '../http/request-input.ts';
import { demoPartnerOf } from '../partners/partners.ts';
import { iso } from '../support/dates.ts';
import { TierParam } from './sandbox-input.ts';

const TierPath = z.object({ tier: TierParam });
const PaymentInput = z.strictObject({
  amount: Money.check(z.refine((m) => m.amount > 0, { message: 'Pay more than 0', path: ['amount'] }),
    z.refine((m) => m.currency === DEBT_CURRENCY, { message: `The ledger is kept in ${DEBT_CURRENCY}`, path: ['currency'] })),
});

/** The debt ledger of a demo partner (by tier), and payments into it. */
export function sandboxDebtRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const partnerOf = (c: Parameters<typeof pathInput>[0]) => {
    const { tier } = pathInput(c, TierPath);
    const partner = demoPartnerOf(core.db, tier);
    if (!partner) throw ProblemError.of(404, 'partner_not_found', 'No demo partner of this tier');
    return partner;
  };
  const view = (partner: ReturnType<typeof partnerOf>) => ({
    partner_id: partner.id,
    ...partnerAccount(core, partner),
    ledger: ledgerOf(core.db, partner.id).map((e) => ({
      kind: e.kind, amount: debtMoney(e.amount), order_id: e.order_id, invoice_id: e.invoice_id, at: iso(e.created_at),
    })),
  });
  return new Hono<AppEnv>()
    .get('/:tier/debt', (c) => c.json(view(partnerOf(c))))
    .post('/:tier/debt/payments', async (c) => {
      const partner = partnerOf(c);
      const { amount } = await jsonBody(c, PaymentInput, 'payment');
      recordDebtPayment(core, partner.id, amount.amount);
      return c.json(view(partner), 201);
    });
}
