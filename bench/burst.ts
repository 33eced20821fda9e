import { startQueueStack } from '../integration/support/queue-stack.ts';

export interface BurstFigures {
  /** Shoppers answered at once: 201 with the order, or 202 queued. */
  told: number;
  created: number;
  upstream429: number;
  /** Sandbox minutes it took to create them all. */
  minutes: number;
  realSeconds: number;
}

const createdCount = (metrics: string) => Number(/bff_order_outcomes_total\{outcome="created"\} (\d+)/.exec(metrics)?.[1] ?? 0);
const limited = (metrics: string) => [...metrics.matchAll(/bff_upstream_rate_limited_total\{[^}]*\} (\d+)/g)]
  .reduce((sum, m) => sum + Number(m[1]), 0);

/**
 * `count` order creations at once to a BFF on the Standard tier (10 a
 * minute) against the sandbox Partner API over HTTP, both clocks moved a
 * minute at a time until all are created (or 5 minutes past the limit's pace).
 */
export async function measureBurst(count: number): Promise<BurstFigures> {
  const stack = await startQueueStack();
  try {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: count }, (_, i) =>
      stack.order(`W ${10000 + i}A`, `burst-${100000 + i}-key-abcdef`)));
    const told = answers.filter((r) => r.status === 201 || r.status === 202).length;
    await stack.runDue();
    let minutes = 0;
    while (createdCount(await stack.metrics()) < count && minutes < Math.ceil(count / 10) + 5) {
      await stack.advance(61_000);
      minutes++;
      await stack.runDue();
    }
    const metrics = await stack.metrics();
    return {
      told, created: createdCount(metrics), upstream429: limited(metrics), minutes,
      realSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await stack.close();
  }
}
