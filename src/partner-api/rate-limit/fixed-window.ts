export interface WindowState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets. */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;

/** What the routes need of a counter: one hit of `key` against `limit` at `nowMs`. */
export interface RateCounter {
  hit(key: string, limit: number, nowMs: number): WindowState;
}

/**
 * Fixed one-minute windows: the spec says requests are blocked "until the
 * limit resets", which is a window boundary, not a sliding average. Windows
 * follow the given clock, so the sandbox clock can end one in a test.
 */
export class FixedWindowCounter implements RateCounter {
  readonly #counts = new Map<string, { window: number; count: number }>();

  hit(key: string, limit: number, nowMs: number): WindowState {
    const window = Math.floor(nowMs / WINDOW_MS);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - nowMs) / 1000));
    let entry = this.#counts.get(key);
    if (!entry || entry.window !== window) {
      entry = { window, count: 0 };
      this.#counts.set(key, entry);
      this.#sweep(window);
    }
    if (entry.count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds };
    entry.count += 1;
    return { allowed: true, limit, remaining: limit - entry.count, resetSeconds };
  }

  /** Drops past windows now and then, so idle keys do not pile up. */
  #sweep(window: number): void {
    if (this.#counts.size < 10_000) return;
    for (const [key, entry] of this.#counts) if (entry.window < window) this.#counts.delete(key);
  }
}
