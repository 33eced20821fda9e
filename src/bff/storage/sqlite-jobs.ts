import type { Database } from 'better-sqlite3';
import { JOB_COLUMNS, WAITING_STATES, jobFromRow, outcomeColumns } from './job-row.ts';
import type { JobRow } from './job-row.ts';
import type { JobRecords } from './storage.ts';

/** The durable queue in the SQLite file. One process owns the file, so a claim is one UPDATE. */
export function sqliteJobs(db: Database): JobRecords {
  const byKeyHash = db.prepare<[string]>(`SELECT ${JOB_COLUMNS} FROM checkout_jobs WHERE key_hash = ?`);
  const byId = db.prepare<[string]>(`SELECT ${JOB_COLUMNS} FROM checkout_jobs WHERE checkout_id = ?`);
  const insert = db.prepare<Record<string, unknown>>(`
    INSERT INTO checkout_jobs (checkout_id, key_hash, request_hash, input_json, token_hash, state,
      next_attempt_at, created_at, updated_at)
    VALUES (@checkoutId, @keyHash, @requestHash, @inputJson, @tokenHash, 'queued', @now, @now, @now)
    ON CONFLICT DO NOTHING
    RETURNING ${JOB_COLUMNS}`);
  const claim = db.prepare<[number, number, number, number]>(`
    UPDATE checkout_jobs SET state = 'attempting', attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
    WHERE seq = ? AND state IN ${WAITING_STATES} AND next_attempt_at <= ?
    RETURNING ${JOB_COLUMNS}`);
  const finish = db.prepare<Record<string, unknown>>(`
    UPDATE checkout_jobs SET state = @state, next_attempt_at = @nextAttemptAt, order_id = @orderId,
      problem_json = @problemJson, updated_at = @now
    WHERE seq = @seq AND state = 'attempting' AND attempts = @attempts`);
  const nextDue = db.prepare<[number]>(`SELECT ${JOB_COLUMNS} FROM checkout_jobs
    WHERE state IN ${WAITING_STATES} AND next_attempt_at <= ? ORDER BY seq LIMIT 1`);
  const ahead = db.prepare<[number]>(
    `SELECT COUNT(*) AS n FROM checkout_jobs WHERE state IN ${WAITING_STATES} AND seq < ?`,
  );
  const depth = db.prepare<[]>(`SELECT COUNT(*) AS n FROM checkout_jobs WHERE state IN ${WAITING_STATES}`);
  const prune = db.prepare<[number]>(`DELETE FROM checkout_jobs WHERE state NOT IN ${WAITING_STATES} AND updated_at < ?`);
  const remove = db.prepare<[number]>(`DELETE FROM checkout_jobs WHERE seq = ? AND state NOT IN ${WAITING_STATES}`);
  const job = (row: unknown) => (row === undefined ? undefined : jobFromRow(row as JobRow));

  return {
    byKeyHash: async (keyHash) => job(byKeyHash.get(keyHash)),
    byCheckoutId: async (checkoutId) => job(byId.get(checkoutId)),
    add: async ({ input, ...rest }, now, forgetBefore) => {
      prune.run(forgetBefore);
      const added = job(insert.get({ ...rest, inputJson: JSON.stringify(input), now }));
      if (added) return { job: added, added: true };
      return { job: job(byKeyHash.get(rest.keyHash)) ?? raceLost(rest.checkoutId), added: false };
    },
    claim: async (seq, now, leaseUntil) => job(claim.get(leaseUntil, now, seq, now)),
    finish: async ({ seq, attempts }, outcome, now) => {
      finish.run({ seq, attempts, ...outcomeColumns(outcome), now });
    },
    remove: async (seq) => {
      remove.run(seq);
    },
    nextDue: async (now) => job(nextDue.get(now)),
    ahead: async (seq) => (ahead.get(seq) as { n: number }).n,
    depth: async () => (depth.get() as { n: number }).n,
  };
}

/** The insert lost to a job with this key that is gone again: only a concurrent remove() can do that. */
function raceLost(checkoutId: string): never {
  throw new Error(`the job holding the key of checkout ${checkoutId} was removed while it was being added`);
}
