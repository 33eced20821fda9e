import { Hono } from 'hono';
import { PanelHomeQuery, type PanelHome } from '../../contract/panel-home.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { DEBT_THRESHOLD, debtMoney, PAY_WITHIN_MS } from '../debt/debt-rules.ts';
import { partnerAccount } from '../debt/partner-account.ts';
import { queryInput } from '../http/request-input.ts';
import { dailySeries, seriesSince, type SeriesOrder } from './daily-series.ts';
import { deliveryOutcomes } from './delivery-log.ts';
import { minuteUsage } from './integration-checklist.ts';

/**
 * Orders bought in the window, and older ones that failed in it (a failure counts on the day it happened).
 * Revenue is what stayed: collected by either side (`paid` or the partner's own `order_has_been_paid`), in EUR
 * (the catalogue's only currency), and not refunded or failed since, as its money went back.
 */
const SERIES_SQL = `SELECT o.purchased_at AS purchasedAt,
    CASE WHEN (o.paid = 1 OR o.order_has_been_paid = 1) AND o.currency = 'EUR' AND o.status NOT IN ('REFUNDED', 'DELETED')
      THEN o.price_amount ELSE 0 END AS revenue,
    (SELECT MAX(e.at) FROM order_events e WHERE e.order_id = o.id AND e.status = 'DELETED') AS failedAt
  FROM orders o
  WHERE o.partner_id = @partner AND (o.purchased_at >= @since OR o.id IN (
    SELECT e.order_id FROM order_events e WHERE e.status = 'DELETED' AND e.at >= @since))`;

const MINUTE = 60_000;

/** The panel's home screen: 30 days of orders, revenue and failures, webhook outcomes, this minute, the debt. */
export function panelHomeRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { db } = core;
  return new Hono<AppEnv>().get('/', (c) => {
    const { tz } = queryInput(c, PanelHomeQuery);
    const partner = c.get('partner');
    const now = core.clock.now();
    const since = seriesSince(now);
    const orders = db.prepare(SERIES_SQL).all({ partner: partner.id, since }) as SeriesOrder[];
    const account = partnerAccount(core, partner);
    const view: PanelHome = {
      days: dailySeries(orders, now, tz),
      currency: 'EUR',
      webhooks: deliveryOutcomes(db, partner.id, since),
      // Only routes called this minute: the full table is on the test-integration screen.
      rate_limit: minuteUsage(core.traffic.since(partner.id, now - MINUTE), partner, now)
        .filter((u) => u.used > 0).map(({ route, used, limit }) => ({ route, used, limit })),
      debt: {
        owed: account.debt,
        threshold: debtMoney(DEBT_THRESHOLD),
        pay_within_hours: PAY_WITHIN_MS / 3_600_000,
        amount_due: account.amount_due,
        due_at: account.due_at,
        status: account.status,
      },
    };
    return c.json(view);
  });
}
