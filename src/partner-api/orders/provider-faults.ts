import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';

/**
 * Injected national-provider errors (a sandbox control): the next `calls`
 * registrations of `country` fail, and each failed order ends DELETED.
 * 0 clears the fault.
 */
export function failNextProviderCalls(core: PartnerApiCore, country: string, calls: number): void {
  if (!Number.isInteger(calls) || calls < 0) throw new RangeError('calls must be a whole number from 0');
  core.db.prepare(`INSERT INTO provider_faults (country, failing_calls) VALUES (?, ?)
    ON CONFLICT (country) DO UPDATE SET failing_calls = excluded.failing_calls`).run(country, calls);
}

/** Registrations of `country` still to fail. */
export function pendingProviderFailures(db: Db, country: string): number {
  const row = db.prepare('SELECT failing_calls FROM provider_faults WHERE country = ?').get(country) as { failing_calls: number } | undefined;
  return row?.failing_calls ?? 0;
}

/** Whether this call fails; uses up one injected failure when it does. */
export function takeProviderFailure(db: Db, country: string): boolean {
  return db.prepare('UPDATE provider_faults SET failing_calls = failing_calls - 1 WHERE country = ? AND failing_calls > 0')
    .run(country).changes === 1;
}
