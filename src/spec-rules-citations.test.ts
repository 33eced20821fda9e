import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * docs/spec-rules.md cites a test for each rule as `file > describe > test`,
 * or a describe block as `file > describe`. `... > test` is another test of
 * the previous citation's file; a trailing `, ...` shortens a long title; `%s`
 * stands for an `it.each` row. Each citation must match a test vitest
 * collects, or the page promises a check that no longer exists.
 */
interface Citation { file: string; cite: string; pattern: RegExp }

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%[sidj]/g, '.+');

function citations(markdown: string): Citation[] {
  const cites = [...markdown.matchAll(/`((?:\.\.\.|[\w./-]+\.test\.ts) > [^`]+)`/g)].map((m) => m[1] as string);
  const found: Citation[] = [];
  let file = '';
  for (const cite of cites) {
    const [head, ...titles] = cite.split(' > ') as [string, ...string[]];
    const elsewhere = head === '...';
    if (!elsewhere) file = /^(src|e2e|integration)\//.test(head) ? head : `src/partner-api/${head}`;
    if (file.startsWith('e2e/')) continue;
    const name = titles.join(' > ');
    const shortened = name.endsWith('...');
    const body = escaped(shortened ? name.replace(/,? ?\.\.\.$/, '') : name);
    const pattern = new RegExp(`^${elsewhere ? '(.* > )?' : ''}${body}${shortened ? '' : '( > .*)?$'}`);
    found.push({ file, cite, pattern });
  }
  return found;
}

it('every test docs/spec-rules.md cites is a test vitest collects', { timeout: 180_000 }, () => {
  const cited = citations(readFileSync('docs/spec-rules.md', 'utf8'));
  expect(cited.length).toBeGreaterThan(100);
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-spec-rules-'));
  try {
    const out = join(dir, 'tests.json');
    const files = [...new Set(cited.map((c) => c.file))];
    execFileSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'list', '--project', 'unit', '--project', 'integration', `--json=${out}`, ...files], {
      stdio: 'ignore',
    });
    const collected = (JSON.parse(readFileSync(out, 'utf8')) as { name: string; file: string }[])
      .map((t) => ({ file: relative(process.cwd(), t.file), name: t.name }));
    const missing = cited
      .filter((c) => !collected.some((t) => t.file === c.file && c.pattern.test(t.name)))
      .map((c) => `${c.file}: ${c.cite}`);
    expect(missing).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
