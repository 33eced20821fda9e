import type { Db } from '../db/open-database.ts';

/**
 * The sandbox's time: real time plus an offset kept in the database, so
 * moving the clock forward (deferral, debt deadlines, expiry) survives a
 * restart. Everything about order time reads `now()`; only network timing
 * (webhook attempts and their backoff) uses real time.
 */
export interface SandboxClock {
  now(): number;
  advanceBy(ms: number): void;
}

const OFFSET_KEY = 'clock_offset_ms';

export function createSandboxClock(db: Db, realNow: () => number = Date.now): SandboxClock {
  const row = db.prepare('SELECT value FROM sandbox_state WHERE key = ?').get(OFFSET_KEY) as { value: string } | undefined;
  let offset = row ? Number(row.value) : 0;
  const save = db.prepare('INSERT INTO sandbox_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  return {
    now: () => realNow() + offset,
    advanceBy(ms) {
      if (!Number.isInteger(ms) || ms < 0) throw new RangeError('The sandbox clock only moves forward by whole milliseconds');
      save.run(OFFSET_KEY, String(offset + ms));
      offset += ms;
    },
  };
}
