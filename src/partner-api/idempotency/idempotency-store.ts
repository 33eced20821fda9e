import type { Db } from '../db/open-database.ts';

/** DESIGN.md: keys are kept 24 hours (sandbox clock). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredResponse { status: number; headers: Record<string, string>; body: string }

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'in_flight' }
  | { kind: 'completed'; bodyHash: string; response: StoredResponse };

interface KeyRow { body_hash: string | null; status: number | null; headers: string | null; body: string | null }

/** Takes the key for this request, or reports who holds it. Expired keys are forgotten first. */
export function claimKey(db: Db, partnerId: string, key: string, now: number): Claim {
  return db.transaction((): Claim => {
    db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS);
    const row = db.prepare('SELECT body_hash, status, headers, body FROM idempotency_keys WHERE partner_id = ? AND key = ?')
      .get(partnerId, key) as KeyRow | undefined;
    if (!row) {
      db.prepare('INSERT INTO idempotency_keys (partner_id, key, created_at) VALUES (?, ?, ?)').run(partnerId, key, now);
      return { kind: 'claimed' };
    }
    if (row.status === null || row.body_hash === null) return { kind: 'in_flight' };
    return { kind: 'completed', bodyHash: row.body_hash, response: { status: row.status, headers: JSON.parse(row.headers ?? '{}') as Record<string, string>, body: row.body ?? '' } };
  })();
}

export function completeKey(db: Db, partnerId: string, key: string, bodyHash: string, response: StoredResponse): void {
  db.prepare('UPDATE idempotency_keys SET body_hash = ?, status = ?, headers = ?, body = ? WHERE partner_id = ? AND key = ?')
    .run(bodyHash, response.status, JSON.stringify(response.headers), response.body, partnerId, key);
}

/**
 * Claims whose request never finished: at start, every one is a crashed
 * process's (this service is one process on one database), and left alone
 * each would answer idempotency_key_in_use for 24 hours to a client that is
 * doing exactly what the spec asks, retrying with the same key.
 */
export function releaseAbandonedClaims(db: Db): number {
  return db.prepare('DELETE FROM idempotency_keys WHERE status IS NULL').run().changes;
}

/** Frees the key: a 5xx or an unreadable body must not be replayed. */
export function releaseKey(db: Db, partnerId: string, key: string): void {
  db.prepare('DELETE FROM idempotency_keys WHERE partner_id = ? AND key = ? AND status IS NULL').run(partnerId, key);
}
