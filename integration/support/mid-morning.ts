/**
 * Tests whose orders start "today" and that then move the clocks on by minutes begin at 10:00 UTC: started
 * near midnight, "today" would pass while they run and the upstream would rightly refuse a start date in the
 * past (a CI run at 23:46 UTC did just that).
 *
 * Whole seconds (the sandbox clock's step), in ms, from `ms` to the first at or after the next 10:00 UTC.
 */
export function untilNextTenUtc(ms: number): number {
  const day = 24 * 60 * 60_000;
  const tenToday = Math.floor(ms / day) * day + 10 * 60 * 60_000;
  const next = tenToday > ms ? tenToday : tenToday + day;
  return Math.ceil((next - ms) / 1000) * 1000;
}
