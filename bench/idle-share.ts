import { cpus } from 'node:os';

/** Below this share of idle CPU, something else runs on the machine, and times measured then read slow. */
const BUSY_BELOW = 0.8;

/**
 * The share of the machine's CPU time left idle over `ms`, all cores together: a first screen measured under
 * 4x slowdown on a 2-core machine is slower by half when another process (a test run, a build) shares it, so
 * its figures are printed beside this one.
 */
export async function idleShare(ms = 2000): Promise<number> {
  const times = () => cpus().map((c) => c.times).reduce((sum, t) => ({
    idle: sum.idle + t.idle, all: sum.all + t.idle + t.user + t.nice + t.sys + t.irq,
  }), { idle: 0, all: 0 });
  const before = times();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = times();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/** `idleShare` as a line of the bench's report. */
export async function machineLine(when: string): Promise<string> {
  const idle = await idleShare();
  const busy = idle < BUSY_BELOW ? ': something else is running, so the times read slow' : '';
  return `machine ${when}: ${Math.round(idle * 100)}% of ${cpus().length} cores idle over 2 s${busy}`;
}
