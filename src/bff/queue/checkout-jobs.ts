import type { Database, Statement } from 'better-sqlite3';
import type { OrderCreateInput } from '../../contract/order.ts';
import type { Problem } from '../../contract/problem.ts';

export type JobState = 'queued' | 'attempting' | 'retrying' | 'created' | 'rejected' | 'given_up';

export interface CheckoutJob {
  seq: number;
  checkoutId: string;
  key: string;
  requestHash: string;
  input: OrderCreateInput;
  accessToken: string;
  state: JobState;
  attempts: number;
  nextAttemptAt: number;
  orderId: string | null;
  problem: Problem | null;
}

interface JobRow {
  seq: number;
  checkout_id: string;
  idempotency_key: string;
  request_hash: string;
  input_json: string;
  access_token: string;
  state: JobState;
  attempts: number;
  next_attempt_at: number;
  order_id: string | null;
  problem_json: string | null;
}

/** Finished jobs are kept as long as the widget's key is (24 h), so a replay of that key still gets its answer. */
const FINISHED_TTL_MS = 24 * 60 * 60 * 1000;
const WAITING = "('queued', 'attempting', 'retrying')";

function fromRow(row: JobRow): CheckoutJob {
  // Only validated inputs and contract problems are ever written, so the JSON is trusted here.
  return {
    seq: row.seq,
    checkoutId: row.checkout_id,
    key: row.idempotency_key,
    requestHash: row.request_hash,
    input: JSON.parse(row.input_json) as OrderCreateInput,
    accessToken: row.access_token,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    orderId: row.order_id,
    problem: row.problem_json === null ? null : JSON.parse(row.problem_json) as Problem,
  };
}

/**
 * The queue's rows: one job per widget Idempotency-Key, in the order they
 * came. Each attempt is claimed (state `attempting`) before the upstream is
 * asked, so two runs never send the same job twice at once; a claim a crash
 * left behind is put back by releaseInFlight() at the next start.
 */
export class CheckoutJobs {
  readonly #now: () => number;
  readonly #byKey: Statement<[string]>;
  readonly #byId: Statement<[string]>;
  readonly #insert: Statement<Record<string, unknown>>;
  readonly #claim: Statement<[number, number, number]>;
  readonly #finish: Statement<Record<string, unknown>>;
  readonly #due: Statement<[number, number]>;
  readonly #ahead: Statement<[number]>;
  readonly #depth: Statement<[]>;
  readonly #release: Statement<[number, number]>;
  readonly #prune: Statement<[number]>;
  readonly #remove: Statement<[number]>;

  constructor(db: Database, now: () => number) {
    this.#now = now;
    const columns = 'seq, checkout_id, idempotency_key, request_hash, input_json, access_token, state, attempts, '
      + 'next_attempt_at, order_id, problem_json';
    this.#byKey = db.prepare(`SELECT ${columns} FROM checkout_jobs WHERE idempotency_key = ?`);
    this.#byId = db.prepare(`SELECT ${columns} FROM checkout_jobs WHERE checkout_id = ?`);
    this.#insert = db.prepare(`
      INSERT INTO checkout_jobs (checkout_id, idempotency_key, request_hash, input_json, access_token, state,
        next_attempt_at, created_at, updated_at)
      VALUES (@checkoutId, @key, @requestHash, @inputJson, @accessToken, 'queued', @now, @now, @now)
      RETURNING ${columns}`);
    this.#claim = db.prepare(`
      UPDATE checkout_jobs SET state = 'attempting', attempts = attempts + 1, updated_at = ?
      WHERE seq = ? AND state IN ('queued', 'retrying') AND next_attempt_at <= ?`);
    this.#finish = db.prepare(`
      UPDATE checkout_jobs SET state = @state, next_attempt_at = @nextAttemptAt, order_id = @orderId,
        problem_json = @problemJson, updated_at = @now
      WHERE seq = @seq AND state = 'attempting'`);
    this.#due = db.prepare(`SELECT ${columns} FROM checkout_jobs
      WHERE state IN ('queued', 'retrying') AND next_attempt_at <= ? ORDER BY seq LIMIT ?`);
    this.#ahead = db.prepare(`SELECT COUNT(*) AS n FROM checkout_jobs WHERE state IN ${WAITING} AND seq < ?`);
    this.#depth = db.prepare(`SELECT COUNT(*) AS n FROM checkout_jobs WHERE state IN ${WAITING}`);
    this.#release = db.prepare(
      "UPDATE checkout_jobs SET state = 'retrying', next_attempt_at = ?, updated_at = ? WHERE state = 'attempting'",
    );
    this.#prune = db.prepare(`DELETE FROM checkout_jobs WHERE state NOT IN ${WAITING} AND updated_at < ?`);
    this.#remove = db.prepare(`DELETE FROM checkout_jobs WHERE seq = ? AND state NOT IN ${WAITING}`);
  }

  byKey(key: string): CheckoutJob | undefined {
    const row = this.#byKey.get(key) as JobRow | undefined;
    return row && fromRow(row);
  }

  byCheckoutId(checkoutId: string): CheckoutJob | undefined {
    const row = this.#byId.get(checkoutId) as JobRow | undefined;
    return row && fromRow(row);
  }

  add(job: { checkoutId: string; key: string; requestHash: string; input: OrderCreateInput; accessToken: string }):
    CheckoutJob {
    const now = this.#now();
    this.#prune.run(now - FINISHED_TTL_MS);
    const { input, ...rest } = job;
    return fromRow(this.#insert.get({ ...rest, inputJson: JSON.stringify(input), now }) as JobRow);
  }

  /** Takes a due job for one attempt; false when it is not due or another run has it. */
  claim(seq: number): boolean {
    const now = this.#now();
    return this.#claim.run(now, seq, now).changes === 1;
  }

  finish(seq: number, outcome:
    | { state: 'created'; orderId: string }
    | { state: 'rejected' | 'given_up'; problem: Problem }
    | { state: 'retrying'; nextAttemptAt: number }): void {
    this.#finish.run({
      seq,
      state: outcome.state,
      nextAttemptAt: outcome.state === 'retrying' ? outcome.nextAttemptAt : 0,
      orderId: outcome.state === 'created' ? outcome.orderId : null,
      problemJson: outcome.state === 'rejected' || outcome.state === 'given_up' ? JSON.stringify(outcome.problem) : null,
      now: this.#now(),
    });
  }

  /** Forgets a finished job, so its key can start again. */
  remove(seq: number): void {
    this.#remove.run(seq);
  }

  /** Waiting jobs whose time has come, oldest first. */
  due(limit: number): CheckoutJob[] {
    return (this.#due.all(this.#now(), limit) as JobRow[]).map(fromRow);
  }

  /** Waiting jobs that came before this one. */
  ahead(seq: number): number {
    return (this.#ahead.get(seq) as { n: number }).n;
  }

  /** Waiting jobs in all. */
  depth(): number {
    return (this.#depth.get() as { n: number }).n;
  }

  /**
   * At start: an attempt a crash interrupted may or may not have reached the
   * upstream; trying again now with the same idempotency key settles it.
   */
  releaseInFlight(): number {
    const now = this.#now();
    return this.#release.run(now, now).changes;
  }
}
