import { describe, expect, it } from 'vitest';
import { batch, computed, effect, signal } from './signals.ts';

describe('signals', () => {
  it('computes lazily, caches, and recomputes only after a change', () => {
    const a = signal(2);
    let runs = 0;
    const double = computed(() => {
      runs++;
      return a.value * 2;
    });
    expect(runs).toBe(0);
    expect(double.value).toBe(4);
    expect(double.value).toBe(4);
    expect(runs).toBe(1);
    a.value = 5;
    expect(double.value).toBe(10);
    expect(runs).toBe(2);
  });

  it('re-runs an effect after what it read changed, once per batch, and not after dispose', () => {
    const first = signal('Ana');
    const last = signal('Novak');
    const full = computed(() => `${first.value} ${last.value}`);
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(full.value);
    });
    batch(() => {
      first.value = 'Mia';
      last.value = 'Horvat';
    });
    last.value = 'Horvat';
    expect(seen).toEqual(['Ana Novak', 'Mia Horvat']);
    stop();
    first.value = 'Eva';
    expect(seen).toEqual(['Ana Novak', 'Mia Horvat']);
  });

  it('reads a diamond consistently: both sides are up to date when the effect runs', () => {
    const n = signal(1);
    const plus = computed(() => n.value + 1);
    const times = computed(() => n.value * 10);
    const seen: number[][] = [];
    effect(() => {
      seen.push([plus.value, times.value]);
    });
    n.value = 2;
    expect(seen).toEqual([[2, 10], [3, 20]]);
  });

  it('tracks afresh on every run: a branch no longer read stops counting', () => {
    const useA = signal(true);
    const a = signal('a');
    const b = signal('b');
    let runs = 0;
    effect(() => {
      runs++;
      void (useA.value ? a.value : b.value);
    });
    useA.value = false;
    a.value = 'A';
    expect(runs).toBe(2);
    b.value = 'B';
    expect(runs).toBe(3);
  });

  it('runs effects that an effect set off in the same pass', () => {
    const source = signal(1);
    const copy = signal(0);
    const seen: number[] = [];
    effect(() => {
      copy.value = source.value * 100;
    });
    effect(() => {
      seen.push(copy.value);
    });
    source.value = 2;
    expect(seen).toEqual([100, 200]);
  });
});
