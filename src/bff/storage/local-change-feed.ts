import type { Change, ChangeFeed } from './storage.ts';

/**
 * Change notices within one process, for the single-instance engine: a
 * notice goes to every listener on the next microtask, as the PostgreSQL
 * feed's would arrive after the writer moved on. Nothing to reconnect, so
 * resync is never called.
 */
export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<(change: Change) => void>();
  return {
    notify: async (change) => {
      await Promise.resolve();
      for (const listener of [...listeners]) listener(change);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
