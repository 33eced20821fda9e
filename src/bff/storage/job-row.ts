import type { Problem } from '../../contract/problem.ts';
import type { CheckoutJob, JobInput, JobOutcome, JobState } from './storage.ts';

/** A checkout_jobs row as either engine returns it (the PostgreSQL pool reads its BIGINTs as numbers). */
export interface JobRow {
  seq: number;
  checkout_id: string;
  key_hash: string;
  request_hash: string;
  input_json: string;
  token_hash: string;
  state: JobState;
  attempts: number;
  next_attempt_at: number;
  order_id: string | null;
  problem_json: string | null;
}

export const JOB_COLUMNS = 'seq, checkout_id, key_hash, request_hash, input_json, token_hash, state, attempts, '
  + 'next_attempt_at, order_id, problem_json';

/** States of a job that still has to reach the upstream. */
export const WAITING_STATES = "('queued', 'attempting', 'retrying')";

export function jobFromRow(row: JobRow): CheckoutJob {
  // Only validated inputs and contract problems are ever written, so the JSON is trusted here.
  return {
    seq: row.seq,
    checkoutId: row.checkout_id,
    keyHash: row.key_hash,
    requestHash: row.request_hash,
    input: JSON.parse(row.input_json) as JobInput,
    tokenHash: row.token_hash,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    orderId: row.order_id,
    problem: row.problem_json === null ? null : JSON.parse(row.problem_json) as Problem,
  };
}

/** The columns a finished attempt writes. */
export function outcomeColumns(outcome: JobOutcome): {
  state: JobState; nextAttemptAt: number; orderId: string | null; problemJson: string | null;
} {
  return {
    state: outcome.state,
    nextAttemptAt: outcome.state === 'retrying' ? outcome.nextAttemptAt : 0,
    orderId: outcome.state === 'created' ? outcome.orderId : null,
    problemJson: outcome.state === 'rejected' || outcome.state === 'given_up' ? JSON.stringify(outcome.problem) : null,
  };
}
