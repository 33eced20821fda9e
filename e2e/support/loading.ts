import type { Locator, Page } from 'playwright-core';

/** Holds back the requests `pattern` matches until the test lets them go; `asked` once the first is asked for. */
export async function hold(page: Page, pattern: RegExp): Promise<{ asked: Promise<void>; release: () => void }> {
  let release!: () => void;
  let wasAsked!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  const asked = new Promise<void>((resolve) => { wasAsked = resolve; });
  await page.route(pattern, async (route) => {
    wasAsked();
    await held;
    await route.continue();
  });
  return { asked, release };
}

/** Holds the app chunk back until the test lets it go. */
export const holdApp = async (page: Page) => (await hold(page, /\/assets\/app-[\w-]+\.js$/)).release;

/**
 * The demo partner page (at `demoUrl`) with its script-tag widget in `locale` and Austria (set before
 * widget.js upgrades it). The page itself must come from its loopback
 * server: Chromium lets only such a page load the BFF's loopback scripts.
 */
export async function partnerPage(page: Page, demoUrl: string, locale: string): Promise<Locator> {
  await page.addInitScript((tag) => {
    new MutationObserver((changes, observer) => {
      for (const node of changes.flatMap((change) => [...change.addedNodes])) {
        if (node instanceof Element && node.localName === 'road-checkout') {
          node.setAttribute('locale', tag);
          node.setAttribute('country', 'AT');
          observer.disconnect();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, locale);
  // Not until `load`: a chunk held back by a test holds that event back too.
  await page.goto(demoUrl, { waitUntil: 'domcontentloaded' });
  return page.locator('road-checkout').first();
}
