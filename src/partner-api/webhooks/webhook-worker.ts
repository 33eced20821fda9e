import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/open-database.ts';
import { getPartner } from '../partners/partners.ts';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './backoff.ts';

interface OutboxRow { id: string; partner_id: string; payload: string; attempts: number }

export interface WebhookWorkerOptions { retryBaseMs: number; pollMs: number; timeoutMs?: number }

export interface WebhookWorker { stop(): Promise<void> }

/**
 * Delivers the outbox at least once. Attempts and their backoff run on real
 * time (they are about a real network), and each attempt is signed with its
 * own timestamp. Events of one partner go out in order; partners do not wait
 * for each other.
 */
export function startWebhookWorker(db: Db, options: WebhookWorkerOptions): WebhookWorker {
  const due = db.prepare("SELECT id, partner_id, payload, attempts FROM webhook_outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY seq LIMIT 100");
  const delivered = db.prepare("UPDATE webhook_outbox SET state = 'delivered', attempts = ?, last_error = NULL WHERE id = ?");
  const failed = db.prepare('UPDATE webhook_outbox SET state = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?');
  const stopping = new AbortController();
  let running: Promise<void> | undefined;

  async function attempt(row: OutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    const partner = getPartner(db, row.partner_id);
    let error: string;
    if (!partner?.webhookUrl) {
      error = 'The partner has no webhook URL any more';
    } else {
      try {
        const sentAt = new Date();
        const signature = new Webhook(partner.webhookSecret).sign(row.id, sentAt, row.payload);
        const res = await fetch(partner.webhookUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'road-checkout-partner-api/1',
            'webhook-id': row.id,
            'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
            'webhook-signature': signature,
          },
          body: row.payload,
          redirect: 'manual',
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(options.timeoutMs ?? 10_000)]),
        });
        await res.body?.cancel();
        if (res.ok) {
          delivered.run(attempts, row.id);
          return;
        }
        error = `HTTP ${res.status}`;
      } catch (err) {
        if (stopping.signal.aborted) return;
        error = err instanceof Error ? err.message : String(err);
      }
    }
    const giveUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
    failed.run(giveUp ? 'failed' : 'pending', attempts, Date.now() + webhookRetryDelayMs(attempts, options.retryBaseMs), error, row.id);
  }

  async function deliverDue(): Promise<void> {
    const byPartner = new Map<string, OutboxRow[]>();
    for (const row of due.all(Date.now()) as OutboxRow[]) byPartner.set(row.partner_id, [...(byPartner.get(row.partner_id) ?? []), row]);
    await Promise.all([...byPartner.values()].map(async (rows) => {
      for (const row of rows) {
        if (stopping.signal.aborted) return;
        await attempt(row);
      }
    }));
  }

  const timer = setInterval(() => {
    if (running) return;
    running = deliverDue()
      .catch((err: unknown) => console.error('partner-api: webhook delivery failed:', err))
      .finally(() => { running = undefined; });
  }, options.pollMs);

  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
