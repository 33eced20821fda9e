import type { Pool } from 'pg';
import { JOB_COLUMNS as COLUMNS, WAITING_STATES as WAITING, jobFromRow, outcomeColumns } from './job-row.ts';
import type { JobRow } from './job-row.ts';
import type { CheckoutJob, JobOutcome, JobRecords, NewCheckoutJob } from './storage.ts';

/** The checkout queue's rows in PostgreSQL; every step is one statement, so instances never hold a job at once. */
export class PostgresJobs implements JobRecords {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async #one(sql: string, params: unknown[]): Promise<CheckoutJob | undefined> {
    const { rows } = await this.#pool.query<JobRow>(sql, params);
    return rows[0] && jobFromRow(rows[0]);
  }

  async #count(sql: string, params: unknown[]): Promise<number> {
    const { rows } = await this.#pool.query<{ n: number }>(sql, params);
    return rows[0]?.n ?? 0;
  }

  byKeyHash(keyHash: string): Promise<CheckoutJob | undefined> {
    return this.#one(`SELECT ${COLUMNS} FROM checkout_jobs WHERE key_hash = $1`, [keyHash]);
  }

  byCheckoutId(checkoutId: string): Promise<CheckoutJob | undefined> {
    return this.#one(`SELECT ${COLUMNS} FROM checkout_jobs WHERE checkout_id = $1`, [checkoutId]);
  }

  async add(job: NewCheckoutJob, now: number, forgetBefore: number): Promise<{ job: CheckoutJob; added: boolean }> {
    await this.#pool.query(
      `DELETE FROM checkout_jobs WHERE state NOT IN ${WAITING} AND updated_at < $1`, [forgetBefore]);
    // The job holding the key may be removed between a conflicting insert and the look-up: then insert again.
    for (;;) {
      const added = await this.#one(`
        INSERT INTO checkout_jobs (checkout_id, key_hash, request_hash, input_json, token_hash, state,
          next_attempt_at, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, 'queued', $6, $6, $6)
        ON CONFLICT (key_hash) DO NOTHING
        RETURNING ${COLUMNS}`,
      [job.checkoutId, job.keyHash, job.requestHash, JSON.stringify(job.input), job.tokenHash, now]);
      if (added) return { job: added, added: true };
      const held = await this.byKeyHash(job.keyHash);
      if (held) return { job: held, added: false };
    }
  }

  claim(seq: number, now: number, leaseUntil: number): Promise<CheckoutJob | undefined> {
    // An 'attempting' job whose lease has lapsed is taken over: its holder died mid-attempt.
    return this.#one(`
      UPDATE checkout_jobs SET state = 'attempting', attempts = attempts + 1, next_attempt_at = $3, updated_at = $2
      WHERE seq = $1 AND state IN ${WAITING} AND next_attempt_at <= $2
      RETURNING ${COLUMNS}`, [seq, now, leaseUntil]);
  }

  async finish({ seq, attempts }: Pick<CheckoutJob, 'seq' | 'attempts'>, outcome: JobOutcome, now: number):
    Promise<void> {
    const { state, nextAttemptAt, orderId, problemJson } = outcomeColumns(outcome);
    await this.#pool.query(`
      UPDATE checkout_jobs SET state = $2, next_attempt_at = $3, order_id = $4, problem_json = $5, updated_at = $6
      WHERE seq = $1 AND state = 'attempting' AND attempts = $7`,
    [seq, state, nextAttemptAt, orderId, problemJson, now, attempts]);
  }

  async remove(seq: number): Promise<void> {
    await this.#pool.query(`DELETE FROM checkout_jobs WHERE seq = $1 AND state NOT IN ${WAITING}`, [seq]);
  }

  nextDue(now: number): Promise<CheckoutJob | undefined> {
    return this.#one(
      `SELECT ${COLUMNS} FROM checkout_jobs WHERE state IN ${WAITING} AND next_attempt_at <= $1 ORDER BY seq LIMIT 1`,
      [now],
    );
  }

  ahead(seq: number): Promise<number> {
    return this.#count(`SELECT COUNT(*) AS n FROM checkout_jobs WHERE state IN ${WAITING} AND seq < $1`, [seq]);
  }

  depth(): Promise<number> {
    return this.#count(`SELECT COUNT(*) AS n FROM checkout_jobs WHERE state IN ${WAITING}`, []);
  }
}
