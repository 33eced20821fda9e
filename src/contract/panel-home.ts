import * as z from 'zod/mini';
import { Money } from './primitives.ts';

/**
 * The panel's home screen (`GET /panel/api/home`, issue 21): the numbers a partner checks first, read from the
 * service's own state so they agree with the orders, webhooks and payouts screens.
 */

/** The partner's IANA time zone, so "a day" is the partner's day (the browser sends its own). */
export const PanelHomeQuery = z.object({
  tz: z._default(z.string().check(z.maxLength(64), z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Give an IANA time zone such as Europe/Vienna')), 'UTC'),
});

export const PanelDay = z.object({
  /** The partner's calendar day, `YYYY-MM-DD`. */
  date: z.string(),
  /** Orders purchased that day, paid or not. */
  orders: z.int(),
  /** Minor units (EUR) of that day's paid orders, less those refunded or failed since. */
  revenue: z.int(),
  /** Orders the national provider failed that day (they went DELETED). */
  failures: z.int(),
});
export type PanelDay = z.infer<typeof PanelDay>;

export const PanelHome = z.object({
  /** The last 30 days, oldest first, today (on the sandbox clock) last. */
  days: z.array(PanelDay),
  currency: z.literal('EUR'),
  /**
   * Webhook messages of the same 30 days by outcome, as the webhooks screen filters them: acknowledged, failing
   * (refused and retrying, or given up) and waiting (not tried yet). The success rate is delivered of delivered
   * plus failing.
   */
  webhooks: z.object({ delivered: z.int(), failing: z.int(), waiting: z.int() }),
  /** Every route called this minute against the tier's limit (for a per-id route, its busiest id). */
  rate_limit: z.array(z.object({ route: z.string(), used: z.int(), limit: z.int() })),
  /** The debt position of spec 1: a notice at `threshold`, paid within `pay_within_hours` or access is disabled. */
  debt: z.object({
    owed: Money,
    threshold: Money,
    pay_within_hours: z.int(),
    amount_due: z.nullable(Money),
    due_at: z.nullable(z.string()),
    status: z.enum(['active', 'disabled']),
  }),
});
export type PanelHome = z.infer<typeof PanelHome>;
