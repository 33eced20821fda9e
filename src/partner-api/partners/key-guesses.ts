/** Wrong keys a source address, or one key presented, may send in a window; then it waits for the window's end. */
export const WRONG_KEYS_PER_WINDOW = 10;
const WINDOW_MS = 60_000;
/** A bound on memory under a flood of addresses or keys: past it, the oldest counts are let go first. */
const MAX_TRACKED = 100_000;

interface Count { window: number; count: number }

/**
 * Wrong API keys, counted per subject (a source address, the hash of a key presented) in fixed one-minute
 * windows of real time: the sandbox clock, which moves rate-limit windows, cannot lift it. Only failures count,
 * so a partner's correct key from another address never waits for someone else's guesses.
 */
export class KeyGuesses {
  readonly #counts = new Map<string, Count>();

  /** Seconds until every one of `subjects` may try again; undefined when none of them has used up its window. */
  waitSeconds(subjects: readonly string[], nowMs: number): number | undefined {
    const window = Math.floor(nowMs / WINDOW_MS);
    const spent = subjects.some((subject) => {
      const count = this.#counts.get(subject);
      return count?.window === window && count.count >= WRONG_KEYS_PER_WINDOW;
    });
    return spent ? Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - nowMs) / 1000)) : undefined;
  }

  /** One wrong key against each of `subjects`. */
  failed(subjects: readonly string[], nowMs: number): void {
    const window = Math.floor(nowMs / WINDOW_MS);
    for (const subject of subjects) {
      const count = this.#counts.get(subject);
      // Deleted and set again, so the Map's order stays oldest window first for the sweep.
      this.#counts.delete(subject);
      this.#counts.set(subject, { window, count: count?.window === window ? count.count + 1 : 1 });
    }
    this.#sweep(window);
  }

  #sweep(window: number): void {
    if (this.#counts.size <= MAX_TRACKED) return;
    for (const [subject, count] of this.#counts) {
      if (this.#counts.size <= MAX_TRACKED && count.window === window) return;
      this.#counts.delete(subject);
    }
  }
}
