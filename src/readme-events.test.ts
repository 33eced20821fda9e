import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOST_EVENT_NAMES } from './widget/app/host-events.ts';
import { STEPS } from './widget/app/steps.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const events = readme.slice(readme.indexOf('### Events'), readme.indexOf('## Settings'));

describe('README events table', () => {
  it('lists every event the widget sends, and no other', () => {
    const documented = [...events.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(documented).toEqual([...HOST_EVENT_NAMES]);
  });

  it('names every step a step-change can say', () => {
    const row = events.split('\n').find((line) => line.startsWith('| `step-change` |')) ?? '';
    expect(STEPS.filter((step) => !row.includes(`\`${step}\``))).toEqual([]);
  });
});
