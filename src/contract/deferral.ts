/**
 * Spec 3: "Start date more than 3 days after purchase gives DEFERRED". A DEFERRED order goes to the national
 * provider at the start of the day this many days before its start date; once registered there it can no
 * longer be cancelled. The Partner API schedules by it, and the widget warns by it before a change sends one.
 */
export const DEFERRAL_DAYS = 3;

const DAY_MS = 86_400_000;

/** Whether an order starting on `startDate` waits in DEFERRED on the day `today` (both `YYYY-MM-DD`, UTC days). */
export const isDeferredOn = (startDate: string, today: string): boolean =>
  Date.parse(startDate) - Date.parse(today) > DEFERRAL_DAYS * DAY_MS;
