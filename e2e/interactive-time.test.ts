import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInteractivePage, type InteractivePage } from '../bench/interactive-time.ts';
import { startStack, type Stack } from './support/stack.ts';

/**
 * A generous fail line on every `npm test`: script tag to an interactive
 * widget (median of 3, cold cache, 4x CPU slowdown, 150 ms round trip,
 * 1.6 Mbit/s down) within 4 s, which a machine busy with other work still
 * meets while a lost parallel load or a blocking step does not. The goal and
 * DESIGN.md's fail line are `npm run bench`'s, measured on a quiet machine.
 */
const BUDGET_MS = 4000;

let page: InteractivePage;
let stack: Stack;
beforeAll(async () => {
  page = await startInteractivePage();
  stack = await startStack({ BFF_ALLOWED_ORIGINS: page.origin });
});
afterAll(async () => {
  await stack?.close();
  await page?.close();
});

describe('interactive-time budget', () => {
  it(`shows a usable widget within ${BUDGET_MS} ms of its script tag on a slow phone and network`, async () => {
    const times = (await page.measure(stack.bffUrl, 3)).map((run) => run.ms);
    const median = [...times].sort((a, b) => a - b)[1]!;
    expect(median, `runs ${times.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(BUDGET_MS);
  });
});
