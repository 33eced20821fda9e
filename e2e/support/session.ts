import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

export interface Session {
  stack: Stack;
  browser: Browser;
  /** A fresh browser context and page, closing the previous ones. */
  freshPage(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One stack and one Chromium for a test file, started before its tests and
 * stopped after them. Read the fields inside tests, not at import time.
 */
export function useSession(): Session {
  let context: BrowserContext | undefined;
  const session = {
    async freshPage() {
      await context?.close();
      context = await session.browser.newContext();
      return { context, page: await context.newPage() };
    },
  } as Session;
  beforeAll(async () => {
    session.stack = await startStack();
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.stack?.close();
  });
  return session;
}
