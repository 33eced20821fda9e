import type { SandboxClock } from '../clock/sandbox-clock.ts';
import type { Db } from '../db/open-database.ts';

/**
 * Delayed work (processing, provider answers, deferral, expiry) as rows with
 * a due time on the sandbox clock: a restart loses nothing and moving the
 * clock forward makes the work due.
 */
export type JobKind = 'order.process' | 'order.release' | 'order.confirm' | 'order.expire' | 'order.payment_expire'
  // `order_id` of these jobs holds the external order's `eo_` id.
  | 'external_order.expire';

/** Runs inside the transaction that deletes the job; may schedule more jobs. */
export type JobHandler = (orderId: string) => void;

interface JobRow { id: number; kind: JobKind; order_id: string; attempts: number }

const MAX_ATTEMPTS = 5;
const RETRY_MS = 5_000;

export function scheduleJob(db: Db, kind: JobKind, orderId: string, dueAt: number): void {
  db.prepare('INSERT INTO jobs (kind, order_id, due_at) VALUES (?, ?, ?)').run(kind, orderId, dueAt);
}

export interface JobRunner {
  /** Runs every job due on the sandbox clock, including those the run itself makes due; returns how many ran. */
  runDue(): number;
}

export interface JobWorker { stop(): void }

/** Guards against handlers that keep scheduling work due at once. */
const MAX_PASSES = 100;

export function createJobRunner(db: Db, clock: SandboxClock, handlers: Record<JobKind, JobHandler>): JobRunner {
  const due = db.prepare(
    'SELECT id, kind, order_id, attempts FROM jobs WHERE failed = 0 AND due_at <= ? ORDER BY due_at, id LIMIT 50',
  );
  const done = db.prepare('DELETE FROM jobs WHERE id = ?');
  const retry = db.prepare('UPDATE jobs SET attempts = ?, last_error = ?, due_at = ?, failed = ? WHERE id = ?');

  const runPass = (): number => {
    const jobs = due.all(clock.now()) as JobRow[];
    for (const job of jobs) {
      try {
        db.transaction(() => {
          handlers[job.kind](job.order_id);
          done.run(job.id);
        })();
      } catch (err) {
        const attempts = job.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        const giveUp = failed ? ', giving up' : '';
        console.error(`partner-api: job ${job.kind} for ${job.order_id} failed (attempt ${attempts}${giveUp}):`, err);
        retry.run(attempts, String(err), clock.now() + RETRY_MS * attempts, failed ? 1 : 0, job.id);
      }
    }
    return jobs.length;
  };
  return {
    runDue() {
      let total = 0;
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const ran = runPass();
        total += ran;
        if (ran === 0) break;
      }
      return total;
    },
  };
}

export function startJobWorker(runner: JobRunner, pollMs: number): JobWorker {
  const timer = setInterval(() => runner.runDue(), pollMs);
  return { stop: () => clearInterval(timer) };
}
