import { PER_PAGE } from '../../contract/list.ts';
import type { PanelDelivery, PanelDeliveryList } from '../../contract/panel.ts';
import type { DeliveryOutcome } from '../../contract/panel-events.ts';
import type { Db } from '../db/open-database.ts';
import { iso } from '../support/dates.ts';
import { attemptsOf } from '../webhooks/webhook-attempts.ts';

interface MessageRow {
  id: string; event_type: string; order_id: string | null; created_at: number; state: PanelDelivery['state']; payload: string;
}

const MESSAGE_COLUMNS = "id, event_type, json_extract(payload, '$.data.order_id') AS order_id, created_at, state, payload";

function withAttempts(db: Db, rows: MessageRow[]): PanelDelivery[] {
  const attempts = attemptsOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    event_type: row.event_type,
    order_id: row.order_id,
    created_at: iso(row.created_at),
    state: row.state,
    payload: row.payload,
    attempts: attempts.filter((a) => a.messageId === row.id).map((a) => ({
      attempt: a.attempt, at: iso(a.at), status: a.status, latency_ms: a.latencyMs, url: a.url,
      excerpt: a.excerpt, error: a.error,
    })),
  }));
}

const OUTCOME_SQL: Record<DeliveryOutcome, string> = {
  delivered: "state = 'delivered'",
  failing: "(state = 'failed' OR (state = 'pending' AND attempts > 0))",
  waiting: "(state = 'pending' AND attempts = 0)",
};

/**
 * One page of the partner's deliveries, newest first, each with every attempt; optionally of one type or outcome.
 * The total of all that match goes along, for the panel's pager. A page past the last is empty, as the orders' is.
 */
export function deliveryLog(
  db: Db, partnerId: string, query: { type?: string | undefined; outcome?: DeliveryOutcome | undefined; page: number },
): PanelDeliveryList {
  const outcome = query.outcome ? `AND ${OUTCOME_SQL[query.outcome]}` : '';
  const matching = `FROM webhook_outbox WHERE partner_id = @partner AND (@type IS NULL OR event_type = @type) ${outcome}`;
  const params = { partner: partnerId, type: query.type ?? null };
  const rows = db.prepare(`SELECT ${MESSAGE_COLUMNS} ${matching} ORDER BY seq DESC LIMIT @size OFFSET @skip`)
    .all({ ...params, size: PER_PAGE, skip: (query.page - 1) * PER_PAGE }) as MessageRow[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${matching}`).get(params) as { total: number };
  return { data: withAttempts(db, rows), page: query.page, per_page: PER_PAGE, total };
}

/** The deliveries about one order, oldest first (its timeline). */
export function deliveriesOfOrder(db: Db, partnerId: string, orderId: string): PanelDelivery[] {
  const rows = db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM webhook_outbox
    WHERE partner_id = ? AND json_extract(payload, '$.data.order_id') = ? ORDER BY seq`).all(partnerId, orderId) as MessageRow[];
  return withAttempts(db, rows);
}

/** Queues the partner's message again now; false when the partner has no such message. */
export function redeliver(db: Db, partnerId: string, messageId: string, now: number): boolean {
  return db.prepare("UPDATE webhook_outbox SET state = 'pending', next_attempt_at = ? WHERE id = ? AND partner_id = ?")
    .run(now, messageId, partnerId).changes === 1;
}

/** Queues every failing message of the partner created at or after `since` again now; how many. */
export function redeliverFailed(db: Db, partnerId: string, since: number, now: number): number {
  return db.prepare(`UPDATE webhook_outbox SET state = 'pending', next_attempt_at = ?
    WHERE partner_id = ? AND ${OUTCOME_SQL.failing} AND created_at >= ?`).run(now, partnerId, since).changes;
}

/** How the partner's messages created at or after `since` stand: the home screen's webhook success rate. */
export function deliveryOutcomes(db: Db, partnerId: string, since: number): Record<DeliveryOutcome, number> {
  const count = (outcome: DeliveryOutcome) => (db.prepare(`SELECT COUNT(*) AS n FROM webhook_outbox
    WHERE partner_id = ? AND created_at >= ? AND ${OUTCOME_SQL[outcome]}`).get(partnerId, since) as { n: number }).n;
  return { delivered: count('delivered'), failing: count('failing'), waiting: count('waiting') };
}
