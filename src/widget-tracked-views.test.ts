import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The widget's hooks and useStore work in tracked views only (src/widget/app/hooks.ts): a plain component that
 * called one would throw when it renders, so the source is read for one.
 */
/** Every .tsx file of the widget. */
function views(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return views(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

describe('the widget\'s components', () => {
  it('call hooks and useStore only in tracked views (a plain component would throw when it renders)', () => {
    const plain: string[] = [];
    for (const file of views('src/widget')) {
      let component: { name: string; tracked: boolean } | null = null;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const starts = /^(?:export )?(?:function|const) (\w+)/.exec(line);
        if (starts) component = { name: starts[1]!, tracked: line.includes('tracked(function') };
        if (component && !component.tracked && /\buse[A-Z]\w*\(/.test(line)) plain.push(`${file}: ${component.name}`);
      }
    }
    expect(plain).toEqual([]);
  });
});
