import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/open-database.ts';
import type { OutboundPolicy, OutboundTarget } from '../outbound/outbound-policy.ts';
import { pinnedPost, type PinnedAnswer } from '../outbound/pinned-post.ts';
import { signingSecrets, webhookEndpointOf } from '../partners/webhook-endpoint-store.ts';
import { recordAttempt, responseExcerpt } from './webhook-attempts.ts';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './backoff.ts';
import type { WebhookFaults } from './webhook-faults.ts';

interface OutboxRow { id: string; partner_id: string; payload: string; attempts: number }

export interface WebhookWorkerOptions {
  /** The sandbox clock: when a retry is due. */
  now: () => number;
  retryBaseMs: number;
  /** Judges the URL again before every attempt and names the address to connect to. */
  outbound: OutboundPolicy;
  timeoutMs?: number;
  faults?: WebhookFaults;
}

/**
 * A delivery held back by a `reorder` fault goes out after the partner's next one, or after this long if none
 * comes.
 */
const HOLD_MAX_MS = 2_000;

export interface WebhookWorker {
  /** One delivery pass over the rows due now (after one already under way). */
  deliverDue(): Promise<void>;
  /** Delivers every `pollMs` until stopped. */
  start(pollMs: number): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox at least once. Backoff runs on the sandbox clock (real
 * time unless the sandbox moved it), so a moved clock brings retries due as
 * it does jobs; each attempt is signed with the real time, which receivers
 * hold against their own. Events of one partner go out in order; partners do not wait
 * for each other.
 */
export function createWebhookWorker(db: Db, options: WebhookWorkerOptions): WebhookWorker {
  const due = db.prepare("SELECT id, partner_id, payload, attempts FROM webhook_outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY seq LIMIT 100");
  const delivered = db.prepare("UPDATE webhook_outbox SET state = 'delivered', attempts = ?, last_error = ? WHERE id = ?");
  const failed = db.prepare('UPDATE webhook_outbox SET state = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?');
  const { now } = options;
  const stopping = new AbortController();
  const held = new Map<string, { row: OutboxRow; since: number }>();
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  function post(target: OutboundTarget, secrets: string[], row: OutboxRow): Promise<PinnedAnswer> {
    const sentAt = new Date();
    // Standard Webhooks lists several signatures separated by spaces: a receiver accepts any one it can verify.
    const signature = secrets.map((secret) => new Webhook(secret).sign(row.id, sentAt, row.payload)).join(' ');
    return pinnedPost(target, {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'road-checkout-partner-api/1',
        'webhook-id': row.id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: row.payload,
      signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(options.timeoutMs ?? 10_000)]),
    });
  }

  async function attempt(row: OutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    if (options.faults?.take('drop')) {
      delivered.run(attempts, 'dropped by a sandbox fault, never sent', row.id);
      return;
    }
    // Read on every attempt: a URL or secret changed at run time holds from the next delivery.
    const endpoint = webhookEndpointOf(db, row.partner_id);
    const startedAt = Date.now();
    let error: string;
    const verdict = endpoint?.url ? await options.outbound.target(endpoint.url) : undefined;
    if (!endpoint?.url || !verdict) {
      error = 'The partner has no webhook URL any more';
    } else if (verdict.kind !== 'ok') {
      // Nothing was sent: the log says why, and there is no answer whose first bytes it could show.
      error = verdict.kind === 'refused' ? `refused: ${verdict.reason}` : verdict.reason;
      recordAttempt(db, { messageId: row.id, attempt: attempts, at: startedAt, url: endpoint.url,
        status: null, latencyMs: Date.now() - startedAt, excerpt: null, error });
    } else {
      const secrets = signingSecrets(endpoint, startedAt);
      try {
        const res = await post(verdict.target, secrets, row);
        const excerpt = await responseExcerpt(res.body);
        recordAttempt(db, { messageId: row.id, attempt: attempts, at: startedAt, url: endpoint.url,
          status: res.status, latencyMs: Date.now() - startedAt, excerpt, error: null });
        if (res.status >= 200 && res.status < 300) {
          delivered.run(attempts, null, row.id);
          if (options.faults?.take('duplicate')) {
            await post(verdict.target, secrets, row).then((again) => responseExcerpt(again.body), () => undefined);
          }
          return;
        }
        error = `HTTP ${res.status}`;
      } catch (err) {
        if (stopping.signal.aborted) return;
        error = err instanceof Error ? err.message : String(err);
        recordAttempt(db, { messageId: row.id, attempt: attempts, at: startedAt, url: endpoint.url,
          status: null, latencyMs: Date.now() - startedAt, excerpt: null, error });
      }
    }
    const giveUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
    failed.run(giveUp ? 'failed' : 'pending', attempts, now() + webhookRetryDelayMs(attempts, options.retryBaseMs), error, row.id);
  }

  /** One partner's due rows in order, with a `reorder` fault's held delivery sent after the next one. */
  async function deliverInOrder(partnerId: string, rows: OutboxRow[]): Promise<void> {
    for (const row of rows) {
      if (stopping.signal.aborted) return;
      const holding = held.get(partnerId);
      if (holding?.row.id === row.id) continue;
      if (!holding && options.faults?.take('reorder')) {
        held.set(partnerId, { row, since: now() });
        continue;
      }
      await attempt(row);
      if (holding) {
        held.delete(partnerId);
        await attempt(holding.row);
      }
    }
    const stale = held.get(partnerId);
    if (stale && now() - stale.since > HOLD_MAX_MS && !stopping.signal.aborted) {
      held.delete(partnerId);
      await attempt(stale.row);
    }
  }

  async function deliverDue(): Promise<void> {
    const byPartner = new Map<string, OutboxRow[]>();
    for (const row of due.all(now()) as OutboxRow[])
      byPartner.set(row.partner_id, [...(byPartner.get(row.partner_id) ?? []), row]);
    await Promise.all([...byPartner].map(([partnerId, rows]) => deliverInOrder(partnerId, rows)));
  }

  const pass = (): Promise<void> => {
    running ??= deliverDue()
      .catch((err: unknown) => console.error('partner-api: webhook delivery failed:', err))
      .finally(() => { running = undefined; });
    return running;
  };

  return {
    async deliverDue() {
      await running;
      await pass();
    },
    start(pollMs) {
      timer ??= setInterval(() => void pass(), pollMs);
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
