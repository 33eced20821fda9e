import { describe, expect, it } from 'vitest';
import { QuotaGuard } from './quota-guard.ts';

describe('QuotaGuard', () => {
  it('spends the Standard tier\'s 10 order creations a minute (spec 8), then waits until the oldest is 61 s old', () => {
    let now = 1_000_000;
    const guard = new QuotaGuard('standard', () => now);
    const taken = Array.from({ length: 11 }, () => {
      now += 1_000;
      return guard.take('POST /orders');
    });
    expect(taken).toEqual([...Array(10).fill(true), false]);
    // The first was spent at 1,001,000: its place frees at 1,062,000.
    expect(guard.waitMs('POST /orders')).toBe(1_062_000 - now);
    now = 1_062_000;
    expect(guard.take('POST /orders')).toBe(true);
  });

  it('never lets more than the limit into any fixed minute of the upstream, wherever its minutes start', () => {
    let now = 0;
    const guard = new QuotaGuard('standard', () => now);
    const sent: number[] = [];
    for (now = 0; now < 600_000; now += 250) if (guard.take('GET /products')) sent.push(now);
    for (let offset = 0; offset < 60_000; offset += 500) {
      for (let start = offset; start < 600_000; start += 60_000) {
        expect(sent.filter((at) => at >= start && at < start + 60_000).length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('counts GET /orders/{id} for each order on its own, 5 a minute on Standard and Premium, 10 on Enterprise', () => {
    const now = 0;
    const standard = new QuotaGuard('standard', () => now);
    expect(Array.from({ length: 6 }, () => standard.take('GET /orders/{id}', 'ord_1'))).toEqual([
      true, true, true, true, true, false,
    ]);
    expect(standard.take('GET /orders/{id}', 'ord_2')).toBe(true);
    const enterprise = new QuotaGuard('enterprise', () => now);
    expect(Array.from({ length: 11 }, () => enterprise.take('GET /orders/{id}', 'ord_1')).filter(Boolean)).toHaveLength(10);
  });
});
