import type { PanelIntegration } from '../../contract/panel.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Partner } from '../partners/partners.ts';
import { webhookEndpointOf } from '../partners/webhook-endpoint-store.ts';
import { ROUTE_LIMITS, type RouteKey } from '../rate-limit/limits.ts';
import type { TrafficEntry } from '../traffic/traffic-log.ts';

type Check = PanelIntegration['checks'][number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Spec 1: products at least once every 30 minutes, no more than once every 5 minutes. */
const CATALOGUE_AT_LEAST_MS = 30 * MINUTE;
const CATALOGUE_AT_MOST_MS = 5 * MINUTE;

const green = (id: Check['id']): Check => ({ id, ok: true, fix: null, detail: null });
const red = (id: Check['id'], fix: NonNullable<Check['fix']>, detail: string | null = null): Check =>
  ({ id, ok: false, fix, detail });
const ok2xx = (e: TrafficEntry) => e.status >= 200 && e.status < 300;

function cataloguePaced(calls: TrafficEntry[], now: number): Check {
  const fetches = calls.filter((e) => e.route === 'GET /products' && ok2xx(e));
  const last = fetches.at(-1);
  if (!last) return red('catalogue_paced', 'catalogue_never');
  if (now - last.at > CATALOGUE_AT_LEAST_MS) return red('catalogue_paced', 'catalogue_stale', String(Math.floor((now - last.at) / MINUTE)));
  const tooSoon = fetches.slice(1).find((e, i) => e.at - (fetches[i] as TrafficEntry).at < CATALOGUE_AT_MOST_MS);
  return tooSoon ? red('catalogue_paced', 'catalogue_too_often') : green('catalogue_paced');
}

function orderIdempotent(calls: TrafficEntry[]): Check {
  const last = calls.filter((e) => e.route === 'POST /orders' && ok2xx(e)).at(-1);
  if (!last) return red('order_idempotent', 'order_never');
  return last.idempotencyKey ? green('order_idempotent') : red('order_idempotent', 'order_without_key');
}

function webhookAcknowledged(core: PartnerApiCore, partnerId: string): Check {
  if (!webhookEndpointOf(core.db, partnerId)?.url) return red('webhook_acknowledged', 'webhook_no_url');
  const last = core.db.prepare(`SELECT a.status, a.error FROM webhook_attempts a JOIN webhook_outbox o ON o.id = a.message_id
    WHERE o.partner_id = ? ORDER BY a.id DESC LIMIT 1`).get(partnerId) as { status: number | null; error: string | null } | undefined;
  if (!last) return red('webhook_acknowledged', 'webhook_never');
  // No status: refused, timed out or never sent; the worker's reason is the partner's clue.
  if (last.status === null) return red('webhook_acknowledged', 'webhook_unanswered', last.error);
  const acknowledged = last.status >= 200 && last.status < 300;
  return acknowledged ? green('webhook_acknowledged') : red('webhook_acknowledged', 'webhook_failing', String(last.status));
}

/** This minute's calls of each route against the tier's limit (the home screen shows it too). */
export function minuteUsage(calls: TrafficEntry[], partner: Partner, now: number): PanelIntegration['usage'] {
  const window = Math.floor(now / MINUTE);
  const counted = calls.filter((e) => Math.floor(e.at / MINUTE) === window && e.status !== 429);
  return (Object.keys(ROUTE_LIMITS) as RouteKey[]).map((route) => {
    const perId = ROUTE_LIMITS[route].perId;
    const byKey = new Map<string, number>();
    for (const e of counted.filter((c) => c.route === route)) {
      const key = perId ? e.id ?? '' : '';
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }
    const limit = ROUTE_LIMITS[route].perMinute[partner.tier];
    return { route, used: Math.max(0, ...byKey.values()), limit, per_id: perId };
  });
}

/** The checklist from the partner's last hour of calls and its latest webhook attempt, with this minute's usage. */
export function integrationChecklist(core: PartnerApiCore, partner: Partner): PanelIntegration {
  const now = core.clock.now();
  const calls = core.traffic.since(partner.id, now - HOUR);
  const limited = calls.filter((e) => e.status === 429).at(-1);
  return {
    checks: [
      cataloguePaced(calls, now),
      calls.some((e) => e.route === 'POST /validate-vehicle' && ok2xx(e)) ? green('plate_validated') : red('plate_validated', 'plate_never'),
      orderIdempotent(calls),
      webhookAcknowledged(core, partner.id),
      limited ? red('no_429', 'rate_limited', limited.route) : green('no_429'),
    ],
    usage: minuteUsage(calls, partner, now),
  };
}
