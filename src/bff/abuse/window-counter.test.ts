import { describe, expect, it } from 'vitest';
import { WindowCounter } from './window-counter.ts';

describe('WindowCounter', () => {
  it('allows the limit within a minute, then says how many seconds are left, then forgets at the next minute', () => {
    // Windows are whole minutes of the clock: this one starts at 10:00 of epoch time.
    let now = 600_000;
    const counter = new WindowCounter(60_000, () => now);
    expect([1, 2, 3].map(() => counter.take('a', 3))).toEqual([0, 0, 0]);
    now += 15_000;
    expect(counter.take('a', 3)).toBe(45);
    expect(counter.take('b', 3)).toBe(0);
    now += 45_000;
    expect(counter.take('a', 3)).toBe(0);
  });
});
