import { describe, expect, it } from 'vitest';
import { untilNextTenUtc } from './mid-morning.ts';

describe('untilNextTenUtc', () => {
  it.each([
    ['2026-11-24T23:46:02.000Z', '2026-11-25T10:00:00.000Z'],
    ['2026-11-24T09:59:59.500Z', '2026-11-24T10:00:00.500Z'],
    ['2026-11-24T10:00:00.000Z', '2026-11-25T10:00:00.000Z'],
    ['2026-11-24T10:00:00.250Z', '2026-11-25T10:00:00.250Z'],
    ['2026-12-31T12:00:00.000Z', '2027-01-01T10:00:00.000Z'],
  ])('from %s moves on to %s', (from, to) => {
    const ms = untilNextTenUtc(Date.parse(from));
    expect(ms % 1000).toBe(0);
    expect(new Date(Date.parse(from) + ms).toISOString()).toBe(to);
  });
});
