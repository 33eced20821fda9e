/**
 * Calendar dates as `YYYY-MM-DD` strings. They compare correctly as strings,
 * and staying off Date arithmetic across time zones avoids off-by-one days.
 */
export type IsoDate = string;

/** The shopper's local calendar date: validity starts on their day, not UTC's. */
export function localIsoDate(now: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One year later; 29 February becomes 28 February rather than 1 March. */
export function addOneYear(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export function isWithin(date: IsoDate, min: IsoDate, max: IsoDate): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= min && date <= max;
}
