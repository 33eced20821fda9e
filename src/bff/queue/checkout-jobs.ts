import type { CheckoutJob, JobOutcome, JobRecords, NewCheckoutJob } from '../storage/storage.ts';

export type { CheckoutJob, JobState } from '../storage/storage.ts';

/** Finished jobs are kept as long as the widget's key is (24 h), so a replay of that key still gets its answer. */
const FINISHED_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long one attempt holds its job: longer than the upstream's order
 * creation timeout, so only a claim whose instance died (or hung) lapses and
 * is taken over by another instance.
 */
export const CLAIM_LEASE_MS = 30_000;

/**
 * The queue of order creations on the BFF's clock: one job per widget
 * Idempotency-Key, in the order they came. Each attempt is claimed before the
 * upstream is asked, so no two runs, in this instance or another, send the
 * same job at once.
 */
export class CheckoutJobs {
  readonly #records: JobRecords;
  readonly #now: () => number;

  constructor(records: JobRecords, now: () => number) {
    this.#records = records;
    this.#now = now;
  }

  byKeyHash(keyHash: string): Promise<CheckoutJob | undefined> {
    return this.#records.byKeyHash(keyHash);
  }

  byCheckoutId(checkoutId: string): Promise<CheckoutJob | undefined> {
    return this.#records.byCheckoutId(checkoutId);
  }

  /** Adds a job, or gives the one another request (on any instance) added for the same key first. */
  add(job: NewCheckoutJob): Promise<{ job: CheckoutJob; added: boolean }> {
    const now = this.#now();
    return this.#records.add(job, now, now - FINISHED_TTL_MS);
  }

  /** Takes a due job for one attempt: the job as claimed, or undefined when it is not due or held elsewhere. */
  claim(seq: number): Promise<CheckoutJob | undefined> {
    const now = this.#now();
    return this.#records.claim(seq, now, now + CLAIM_LEASE_MS);
  }

  /** Ends the attempt of a job as claim() gave it. */
  finish(claimed: CheckoutJob, outcome: JobOutcome): Promise<void> {
    return this.#records.finish(claimed, outcome, this.#now());
  }

  /** Forgets a finished job, so its key can start again. */
  remove(seq: number): Promise<void> {
    return this.#records.remove(seq);
  }

  /** The oldest job whose time has come. */
  nextDue(): Promise<CheckoutJob | undefined> {
    return this.#records.nextDue(this.#now());
  }

  /** Waiting jobs that came before this one. */
  ahead(seq: number): Promise<number> {
    return this.#records.ahead(seq);
  }

  /** Waiting jobs in all. */
  depth(): Promise<number> {
    return this.#records.depth();
  }
}
