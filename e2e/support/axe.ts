import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

/**
 * Runs axe-core in the page (it walks open shadow roots itself) and returns
 * the violations in a form that reads well in a failed assertion.
 */
export async function axeViolations(target: Page | Frame, selector = 'body'): Promise<string[]> {
  await target.evaluate(axeSource);
  const violations = await target.evaluate(async (context) => {
    const axe = (
      globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations;
  }, selector);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
