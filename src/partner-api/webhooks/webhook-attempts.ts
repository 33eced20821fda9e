import type { Db } from '../db/open-database.ts';

/** One try at delivering a message, as the partner panel's delivery log shows it. */
export interface WebhookAttempt {
  messageId: string;
  attempt: number;
  at: number;
  url: string | null;
  /** null: no HTTP answer (refused, timed out). */
  status: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
}

/** Enough of a receiver's answer to see why it refused; the rest is never read. */
export const EXCERPT_CHARS = 300;

export async function responseExcerpt(body: AsyncIterable<Uint8Array> | null): Promise<string | null> {
  if (!body) return null;
  const decoder = new TextDecoder();
  let text = '';
  // Leaving the loop early closes the stream (and with it the connection).
  for await (const chunk of body) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length >= EXCERPT_CHARS) break;
  }
  return text.length ? text.slice(0, EXCERPT_CHARS) : null;
}

export function recordAttempt(db: Db, a: WebhookAttempt): void {
  db.prepare(`INSERT INTO webhook_attempts (message_id, attempt, at, url, status, latency_ms, excerpt, error)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(a.messageId, a.attempt, a.at, a.url, a.status, a.latencyMs, a.excerpt, a.error);
}

export function attemptsOf(db: Db, messageIds: readonly string[]): WebhookAttempt[] {
  const rows = db.prepare(`SELECT message_id, attempt, at, url, status, latency_ms, excerpt, error FROM webhook_attempts
    WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY id`).all(JSON.stringify(messageIds)) as {
    message_id: string; attempt: number; at: number; url: string | null; status: number | null;
    latency_ms: number; excerpt: string | null; error: string | null;
  }[];
  return rows.map((r) => ({
    messageId: r.message_id, attempt: r.attempt, at: r.at, url: r.url, status: r.status,
    latencyMs: r.latency_ms, excerpt: r.excerpt, error: r.error,
  }));
}
