/**
 * Counts events per key in fixed one-minute windows, in memory: cheap enough
 * for every request, and a restart forgiving a minute's count is harmless.
 */
export class WindowCounter {
  readonly #windowMs: number;
  readonly #now: () => number;
  #windowStart = 0;
  #counts = new Map<string, number>();

  constructor(windowMs: number, now: () => number) {
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Counts one event for `key`; answers how many seconds to wait when it is over `limit`, or 0. */
  take(key: string, limit: number): number {
    const now = this.#now();
    if (now - this.#windowStart >= this.#windowMs) {
      // A new window drops every old count at once, so idle keys never pile up.
      this.#windowStart = now - ((now - this.#windowStart) % this.#windowMs);
      this.#counts = new Map();
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    if (count <= limit) return 0;
    return Math.max(1, Math.ceil((this.#windowStart + this.#windowMs - now) / 1000));
  }
}
