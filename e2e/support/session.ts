import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { chooseCountry, productList } from './journey.ts';
import { startStack, type Stack, type StackHooks } from './stack.ts';

export interface Session {
  stack: Stack;
  browser: Browser;
  /** A fresh browser context and page, closing the previous ones. */
  freshPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** A fresh page on the demo partner site, its script-tag widget listing Austria's products. */
  openDemo(): Promise<{ context: BrowserContext; page: Page; widget: Locator }>;
}

/**
 * One stack (with `env` settings on top of the test defaults) and one
 * Chromium for a test file, started before its tests and stopped after them.
 * Read the fields inside tests, not at import time.
 */
export function useSession(env: Record<string, string> = {}, hooks: StackHooks = {}): Session {
  let context: BrowserContext | undefined;
  const session = {
    async freshPage() {
      await context?.close();
      context = await session.browser.newContext();
      return { context, page: await context.newPage() };
    },
    async openDemo() {
      const { context, page } = await session.freshPage();
      await page.goto(session.stack.demoUrl);
      const widget = page.locator('road-checkout').first();
      // The demo's widget is in plain English (`en`): it asks where the shopper drives.
      await chooseCountry(widget, 'AT');
      await productList(widget).waitFor();
      return { context, page, widget };
    },
  } as Session;
  beforeAll(async () => {
    session.stack = await startStack(env, hooks);
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.stack?.close();
  });
  return session;
}
