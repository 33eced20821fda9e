import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSession } from './support/session.ts';

const session = useSession();

/** README's CSS that reserves the first screen's height until widget.js defines the element. */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const reserve = /```css\n(road-checkout [^`]*:not\(:defined\)[^`]*)```/.exec(readme)?.[1];

/** Holds back what `pattern` matches until the returned function lets it go. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe("README's reserved height", () => {
  it('keeps a page with its own font size from moving when the loading state takes over', async () => {
    expect(reserve).toBeDefined();
    const { page } = await session.freshPage();
    const loader = await hold(page, /\/widget\.js$/);
    const app = await hold(page, /\/assets\/app-[\w-]+\.js$/);
    await page.goto(session.stack.demoUrl, { waitUntil: 'domcontentloaded' });
    // The partner's text is 20px, not the widget's own 16px, and its page reserves the height as README says.
    await page.evaluate((css) => {
      document.documentElement.style.fontSize = '20px';
      document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
    }, reserve!);
    const below = () => page.locator('section[aria-labelledby="buy-si"]').evaluate((s) => s.getBoundingClientRect().top);
    const reserved = await below();

    loader();
    await page.locator('road-checkout').first().locator('p[role="status"]').waitFor();
    expect(Math.abs(await below() - reserved)).toBeLessThan(1);
    app();
  });
});
