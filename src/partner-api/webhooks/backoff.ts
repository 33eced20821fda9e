export const WEBHOOK_MAX_ATTEMPTS = 15;
export const WEBHOOK_MAX_DELAY_MS = 60 * 60 * 1000;

/** Delay before the attempt after failed attempt number `attempt` (1-based): base, 2x, 4x... capped at 1 hour. */
export function webhookRetryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), WEBHOOK_MAX_DELAY_MS);
}
