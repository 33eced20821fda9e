import { describe, expect, it } from 'vitest';
import { dailySeries, lastDays } from './daily-series.ts';

const at = (iso: string) => Date.parse(iso);

describe('the home screen\'s days', () => {
  it('are the 30 calendar days of the partner\'s zone ending today, across a daylight-saving change', () => {
    // 02:30 in Vienna on 31 March 2025 is 00:30 UTC; the clocks went forward on the 30th.
    const days = lastDays(at('2025-03-31T00:30:00Z'), 'Europe/Vienna');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-03-02');
    expect(days.at(-1)).toBe('2025-03-31');
    expect(days).toContain('2025-03-30');
    expect(new Set(days).size).toBe(30);
    // The same instant is still the 30th in New York.
    expect(lastDays(at('2025-03-31T00:30:00Z'), 'America/New_York').at(-1)).toBe('2025-03-30');
  });

  it('count orders and revenue on the day bought, failures on the day they failed, zeros elsewhere', () => {
    const now = at('2025-06-30T12:00:00Z');
    const series = dailySeries([
      { purchasedAt: at('2025-06-29T22:30:00Z'), revenue: 1240, failedAt: null }, // 30 June in Vienna
      { purchasedAt: at('2025-06-30T08:00:00Z'), revenue: 0, failedAt: null }, // unpaid
      { purchasedAt: at('2025-06-28T08:00:00Z'), revenue: 0, failedAt: at('2025-06-29T08:00:00Z') },
      { purchasedAt: at('2025-05-01T08:00:00Z'), revenue: 9900, failedAt: null }, // before the window
    ], now, 'Europe/Vienna');
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toEqual({ date: '2025-06-30', orders: 2, revenue: 1240, failures: 0 });
    expect(series.at(-2)).toEqual({ date: '2025-06-29', orders: 0, revenue: 0, failures: 1 });
    expect(series.at(-3)).toEqual({ date: '2025-06-28', orders: 1, revenue: 0, failures: 0 });
    expect(series[0]).toEqual({ date: '2025-06-01', orders: 0, revenue: 0, failures: 0 });
    expect(series.reduce((sum, d) => sum + d.orders, 0)).toBe(3);
  });
});
