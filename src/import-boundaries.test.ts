import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The rooms' boundaries are lint rules (eslint.config.js); these plant a
 * violating import at a path in each room and expect the lint to reject it.
 */
const eslint = new ESLint();

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('rejects a widget module importing the BFF', async () => {
    const errors = await importErrors('src/widget/app/planted.ts', "export { startBff } from '../../bff/start-bff.ts';\n");
    expect(errors).toEqual([expect.stringContaining('The widget meets the servers only through HTTP.')]);
  });

  it('rejects zod at runtime and node built-ins in the widget, and allows zod types', async () => {
    expect(await importErrors('src/widget/app/planted.ts', "import { z } from 'zod';\nexport const s = z.string();\n"))
      .toContainEqual(expect.stringContaining('Keep zod out of the widget bundle'));
    expect(await importErrors('src/widget/app/planted.ts', "import { readFileSync } from 'node:fs';\nreadFileSync('x');\n"))
      .not.toHaveLength(0);
    expect(await importErrors('src/widget/app/planted.ts', "import type { z } from 'zod';\nexport type S = z.ZodString;\n"))
      .toEqual([]);
  });

  it('keeps the product texts of every language out of the widget', async () => {
    const code = "import { productText } from '../../contract/product-texts/product-texts.ts';\nexport const t = productText;\n";
    expect(await importErrors('src/widget/app/planted.ts', code))
      .toEqual([expect.stringContaining('Product texts come from the BFF in the shopper\'s language')]);
  });

  it('allows the widget its contract, Preact and the signals core, not the signals adapter', async () => {
    // The adapter's 1.7 KB gzip does what app/tracked.ts does in a fraction of it.
    expect(await importErrors('src/widget/app/planted.ts', "import { signal } from '@preact/signals';\nsignal(1);\n"))
      .not.toHaveLength(0);
    const code = [
      "import { signal } from '@preact/signals-core';",
      "import { h } from 'preact';",
      "import type { Product } from '../../contract/product.ts';",
      'export const p = signal<Product | null>(null);',
      'export const e = h;',
      '',
    ].join('\n');
    expect(await importErrors('src/widget/app/planted.ts', code)).toEqual([]);
  });

  it('keeps the panel a browser room: its contract and browser packages, no server, no zod at runtime', async () => {
    expect(await importErrors('src/panel/planted.ts', "export * from '../partner-api/app.ts';\n")).not.toHaveLength(0);
    expect(await importErrors('src/panel/planted.ts', "import { readFileSync } from 'node:fs';\nreadFileSync('x');\n"))
      .not.toHaveLength(0);
    expect(await importErrors('src/panel/planted.ts', "import { z } from 'zod';\nexport const s = z.string();\n"))
      .toContainEqual(expect.stringContaining('Keep zod out of the panel bundle'));
    const allowed = "import { signal } from '@preact/signals';\nimport type { PanelSession } from '../contract/panel.ts';\n"
      + 'export const s = signal<PanelSession | null>(null);\n';
    expect(await importErrors('src/panel/planted.ts', allowed)).toEqual([]);
  });

  it('rejects the BFF importing the Partner API or the widget', async () => {
    expect(await importErrors('src/bff/planted.ts', "export * from '../partner-api/app.ts';\n")).toHaveLength(1);
    expect(await importErrors('src/bff/planted.ts', "export * from '../widget/loader.ts';\n")).toHaveLength(1);
  });

  it('rejects the Partner API importing the BFF', async () => {
    expect(await importErrors('src/partner-api/planted.ts', "export * from '../bff/server.ts';\n")).toHaveLength(1);
  });

  it('keeps the server kit to hono and the contract', async () => {
    expect(await importErrors('src/server-kit/planted.ts', "export * from '../bff/server.ts';\n")).not.toHaveLength(0);
    expect(await importErrors('src/server-kit/planted.ts', "export * from '../partner-api/app.ts';\n")).not.toHaveLength(0);
    expect(await importErrors('src/server-kit/planted.ts', "export * from 'better-sqlite3';\n")).toHaveLength(1);
    const allowed = "export * from 'hono/html';\nexport * from '../contract/problem.ts';\nexport * from 'node:crypto';\n";
    expect(await importErrors('src/server-kit/planted.ts', allowed)).toEqual([]);
  });

  it('rejects I/O in the contract', async () => {
    for (const source of ['node:fs', 'hono', 'better-sqlite3']) {
      expect(await importErrors('src/contract/planted.ts', `export * from '${source}';\n`), source).toHaveLength(1);
    }
  });
});
