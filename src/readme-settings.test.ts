import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BFF_SETTINGS_DOC } from './bff/settings.ts';
import { PARTNER_API_SETTINGS_DOC } from './partner-api/settings.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The README row of a setting: `| \`NAME\` | default | meaning |`. */
const rowOf = (name: string) => readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));

describe('README settings tables', () => {
  const settings = [...PARTNER_API_SETTINGS_DOC, ...BFF_SETTINGS_DOC];

  it.each(settings.map((s) => [s.name, s.default] as const))('lists %s with its default', (name, fallback) => {
    const row = rowOf(name);
    expect(row, `README has no row for ${name}`).toBeDefined();
    const cell = row?.split('|')[2]?.trim() ?? '';
    // Public URLs default to the host and port, which the README writes as HOST:PORT.
    if (fallback === undefined || fallback.startsWith('http://BFF_HOST')) return;
    expect(cell.replaceAll('`', '')).toBe(fallback);
  });

  it('documents no setting the servers do not read', () => {
    const known = new Set([...settings.map((s) => s.name), 'DEMO_HOST', 'DEMO_PORT']);
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(documented.filter((name) => !known.has(name ?? ''))).toEqual([]);
  });
});
