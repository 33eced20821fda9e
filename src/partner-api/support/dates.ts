/** Calendar arithmetic on `YYYY-MM-DD` strings, in UTC, so no local time zone leaks in. */

const DAY_MS = 86_400_000;

export function isoDateOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function startOfDayMs(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  return isoDateOf(startOfDayMs(isoDate) + days * DAY_MS);
}

/** Adds months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return isoDateOf(target.getTime());
}

export const iso = (epochMs: number) => new Date(epochMs).toISOString();
