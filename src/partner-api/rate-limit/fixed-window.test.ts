import { describe, expect, it } from 'vitest';
import { FixedWindowCounter } from './fixed-window.ts';

describe('FixedWindowCounter', () => {
  it('allows the limit, then refuses until the minute ends', () => {
    const counter = new FixedWindowCounter();
    const t0 = 1_800_000_000_000 - (1_800_000_000_000 % 60_000) + 15_000;
    const states = Array.from({ length: 4 }, () => counter.hit('k', 3, t0));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
    expect(states.map((s) => s.remaining)).toEqual([2, 1, 0, 0]);
    expect(states[3]?.resetSeconds).toBe(45);
    expect(counter.hit('k', 3, t0 + 45_000).allowed).toBe(true);
  });

  it('counts each key on its own', () => {
    const counter = new FixedWindowCounter();
    expect(counter.hit('a', 1, 0).allowed).toBe(true);
    expect(counter.hit('a', 1, 0).allowed).toBe(false);
    expect(counter.hit('b', 1, 0).allowed).toBe(true);
  });
});
