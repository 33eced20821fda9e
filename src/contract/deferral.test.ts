import { describe, expect, it } from 'vitest';
import { isDeferredOn } from './deferral.ts';

// Spec 3: "Start date more than 3 days after purchase gives DEFERRED".
describe('a start that waits in DEFERRED', () => {
  it('is more than 3 days after today, not 3 days or less', () => {
    expect(isDeferredOn('2026-12-02', '2026-11-28')).toBe(true);
    expect(isDeferredOn('2026-12-01', '2026-11-28')).toBe(false);
    expect(isDeferredOn('2026-11-29', '2026-11-28')).toBe(false);
    expect(isDeferredOn('2026-11-28', '2026-11-28')).toBe(false);
  });

  it('counts calendar days across a year\'s end, a leap day and a change to summer time', () => {
    expect(isDeferredOn('2027-01-02', '2026-12-30')).toBe(false);
    expect(isDeferredOn('2027-01-03', '2026-12-30')).toBe(true);
    expect(isDeferredOn('2028-03-02', '2028-02-27')).toBe(true);
    expect(isDeferredOn('2028-03-01', '2028-02-27')).toBe(false);
    expect(isDeferredOn('2026-03-30', '2026-03-27')).toBe(false);
    expect(isDeferredOn('2026-03-31', '2026-03-27')).toBe(true);
  });
});
