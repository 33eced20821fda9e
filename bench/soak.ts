/**
 * `npm run soak`: the BFF's promises under a campaign burst and an upstream
 * outage, against the real sandbox Partner API over HTTP, with the sandbox
 * clock and the BFF's clock moved together (minutes pass in milliseconds).
 * Each promise is a PASS/FAIL line; a FAIL makes the script exit non-zero.
 *   1. burst: SOAK_BURST (default 100) order creations at once on the Standard
 *      tier (10 a minute): all created, in order, 0 upstream 429, in about
 *      ceil(N / 10) minutes;
 *   2. outage: SOAK_OUTAGE_ORDERS (default 20) orders while every creation
 *      answers 503 for 3 minutes: each created exactly once afterwards.
 */
import { startQueueStack } from '../integration/support/queue-stack.ts';
import { measureBurst } from './burst.ts';

const burst = Number(process.env.SOAK_BURST ?? 100);
const outageOrders = Number(process.env.SOAK_OUTAGE_ORDERS ?? 20);
let failed = false;
const line = (ok: boolean, what: string, figure: string) => {
  if (!ok) failed = true;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}: ${figure}`);
};
const createdCount = (metrics: string) => Number(/bff_order_outcomes_total\{outcome="created"\} (\d+)/.exec(metrics)?.[1] ?? 0);

{
  const burstFigures = await measureBurst(burst);
  line(burstFigures.told === burst, 'burst: every shopper answered at once (201, or 202 queued)', `${burstFigures.told}/${burst}`);
  line(burstFigures.created === burst, 'burst: all created', `${burstFigures.created}/${burst}`);
  line(burstFigures.upstream429 === 0, 'burst: upstream 429s', String(burstFigures.upstream429));
  line(burstFigures.minutes <= Math.ceil(burst / 10), 'burst: sandbox minutes to drain (Standard: 10 a minute)',
    `${burstFigures.minutes} (at most ${Math.ceil(burst / 10)}), ${burstFigures.realSeconds.toFixed(1)} s real`);
}

{
  const stack = await startQueueStack();
  await stack.sandbox('/faults', { route: 'POST /orders', mode: 'rate', rate: 1, status: 503 });
  const keys = Array.from({ length: outageOrders }, (_, i) => `soak-outage-${100000 + i}-key`);
  await Promise.all(keys.map((key, i) => stack.order(`W ${20000 + i}B`, key)));
  for (let minute = 0; minute < 3; minute++) {
    await stack.advance(61_000);
    await stack.runDue();
  }
  await stack.sandbox('/faults');
  for (let minute = 0; minute < 3 && createdCount(await stack.metrics()) < outageOrders; minute++) {
    await stack.advance(61_000);
    await stack.runDue();
  }
  const listed = await (await stack.upstream('/public/orders')).json() as { total: number };
  line(createdCount(await stack.metrics()) === outageOrders, 'outage: created after 3 minutes of 503',
    `${createdCount(await stack.metrics())}/${outageOrders}`);
  line(listed.total === outageOrders, 'outage: upstream orders (each exactly once)', `${listed.total}/${outageOrders}`);
  await stack.close();
}

process.exit(failed ? 1 : 0);
