import { Hono } from 'hono';
import type { PanelPayouts } from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { DEBT_THRESHOLD, debtMoney } from '../debt/debt-rules.ts';
import { ledgerOf, type NoticeRow } from '../debt/debt-store.ts';
import { partnerAccount } from '../debt/partner-account.ts';
import { iso } from '../support/dates.ts';

/** Refunded orders count for nobody: their money went back to the shopper. */
const COLLECTED_SQL = `SELECT
    COALESCE(SUM(CASE WHEN order_has_been_paid = 1 THEN price_amount END), 0) AS partner_collected,
    COALESCE(SUM(CASE WHEN order_has_been_paid = 0 AND paid = 1 THEN price_amount END), 0) AS service_collected
  FROM orders WHERE partner_id = ? AND status <> 'REFUNDED' AND currency = 'EUR'`;

/** The panel's payouts screen: who collected what, the debt ledger, its notices and invoices. */
export function panelPayoutsRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  return new Hono<AppEnv>().get('/', (c) => {
    const partner = c.get('partner');
    const totals = db.prepare(COLLECTED_SQL).get(partner.id) as {
      partner_collected: number; service_collected: number;
    };
    const notices = db.prepare('SELECT * FROM debt_notices WHERE partner_id = ? ORDER BY id DESC').all(partner.id) as NoticeRow[];
    const view: PanelPayouts = {
      account: partnerAccount(core, partner),
      partner_collected: debtMoney(totals.partner_collected),
      service_collected: debtMoney(totals.service_collected),
      threshold: debtMoney(DEBT_THRESHOLD),
      notices: notices.map((n) => ({
        reason: n.reason, amount: debtMoney(n.amount), paid: debtMoney(n.paid), issued_at: iso(n.issued_at),
        due_at: iso(n.due_at), settled_at: n.settled_at === null ? null : iso(n.settled_at),
      })),
      ledger: ledgerOf(db, partner.id).map((e) => ({
        kind: e.kind, amount: e.amount, order_id: e.order_id, at: iso(e.created_at),
      })),
    };
    return c.json(view);
  });
}
