import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productList, showProducts } from './support/journey.ts';
import { hold } from './support/loading.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/**
 * The demo partner page with its iframe pointed at `/embed?<query>` before it loads, recording each `error` message
 * the frame posts as a host should listen: from the BFF's origin and that very frame only. (A page of the test's own
 * would not do: Chromium keeps a page it did not get from this machine from framing a loopback BFF.)
 */
async function frameEmbed(page: Page, query: string) {
  await page.addInitScript(({ bff, query }) => {
    const errors: unknown[] = [];
    (window as unknown as { errors: unknown[] }).errors = errors;
    new MutationObserver((changes, observer) => {
      for (const node of changes.flatMap((change) => [...change.addedNodes])) {
        if (!(node instanceof HTMLIFrameElement)) continue;
        node.src = `${bff}/embed?${query}`;
        addEventListener('message', (event) => {
          const m = event.data as { proto?: string; v?: number; type?: string; data?: unknown } | null;
          if (event.origin !== bff || event.source !== node.contentWindow) return;
          if (m?.proto === 'road-checkout' && m.v === 1 && m.type === 'error') errors.push(m.data);
        });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, { bff: session.stack.bffUrl, query });
  await page.goto(session.stack.demoUrl);
  await page.locator('iframe[src*="/embed"]').scrollIntoViewIfNeeded();
  return page.frameLocator('iframe[src*="/embed"]');
}

describe('a misspelt attribute in the iframe embed', () => {
  it('shows a working checkout and tells the host page which attributes it passed over', async () => {
    const { page } = await session.freshPage();
    const widget = await frameEmbed(page, 'locale=en&country=AU&product-type=boat');

    // Neither narrows the choice: the shopper picks a country and gets all its products.
    await showProducts(widget, 'AT');
    expect(await productList(widget).getByRole('radio').count()).toBeGreaterThan(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { errors: unknown[] }).errors)).toEqual([
      { v: 1, code: 'invalid_attribute', attribute: 'country', value: 'AU' },
      { v: 1, code: 'invalid_attribute', attribute: 'product-type', value: 'boat' },
    ]);
  });

  it('relays the widget\'s first events though its bridge came last: the bridge listens before the widget is made', async () => {
    const { page } = await session.freshPage();
    // In the frame: when the bridge began to listen for the widget's events, and when the widget was defined.
    await page.addInitScript(() => {
      if (window === window.top) return;
      const order: string[] = [];
      (window as unknown as { order: string[] }).order = order;
      const listen = document.addEventListener.bind(document);
      document.addEventListener = ((type: string, ...rest: [EventListener, boolean?]) => {
        if (type === 'road-checkout:ready') order.push('bridge');
        return listen(type, ...rest);
      }) as typeof document.addEventListener;
      const define = customElements.define.bind(customElements);
      customElements.define = (name, ...rest) => {
        order.push(name);
        return define(name, ...rest);
      };
    });
    // The bridge arrives after the app and the catalogue, which the page's head asks for first.
    const bridge = await hold(page, /\/assets\/embed-[\w-]+\.js$/);
    const arrived = Promise.all([page.waitForResponse(/\/api\/catalogue\?/), page.waitForResponse(/\/assets\/app-[\w-]+\.js$/)]);
    const widget = frameEmbed(page, 'locale=en&country=AU&product-type=boat');
    await bridge.asked;
    await Promise.all((await arrived).map((r) => r.finished()));
    bridge.release();
    await showProducts(await widget, 'AT');
    const frame = page.frames().find((f) => f.url().includes('/embed?'))!;
    expect(await frame.evaluate(() => (window as unknown as { order: string[] }).order)).toEqual(['bridge', 'road-checkout']);
    await expect.poll(() => page.evaluate(() => (window as unknown as { errors: unknown[] }).errors)).toEqual([
      { v: 1, code: 'invalid_attribute', attribute: 'country', value: 'AU' },
      { v: 1, code: 'invalid_attribute', attribute: 'product-type', value: 'boat' },
    ]);
  });
});
