import { describe, expect, it } from 'vitest';
import { productList } from './support/journey.ts';
import { hold, holdApp, partnerPage } from './support/loading.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** What `watchWidget` keeps on the page's window. */
type Seen = { skeleton?: boolean; lowest?: number };

/**
 * Records, in the page, whether the widget ever showed its skeleton and how short it ever was once its loader
 * had put its line in: mutations in a shadow root reach only its own observer, which measures after each.
 */
const watchWidget = () => {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    const seen = window as unknown as Seen;
    new MutationObserver(() => {
      if (root.querySelector('.rc-skeleton')) seen.skeleton = true;
      seen.lowest = Math.min(seen.lowest ?? Infinity, this.getBoundingClientRect().height);
    }).observe(root, { childList: true, subtree: true });
    return root;
  };
};

describe('the first screen, drawn', () => {
  it('draws the products at once, with no skeleton before them, when the catalogue came before the app', async () => {
    const { page } = await session.freshPage();
    const release = await holdApp(page);
    await page.addInitScript(watchWidget);
    const catalogue = page.waitForResponse(/\/api\/catalogue\?/);
    const widget = await partnerPage(page, session.stack.demoUrl, 'en-AT');
    await (await catalogue).finished();
    release();
    await productList(widget).waitFor();
    expect(await page.evaluate(() => (window as unknown as Seen).skeleton ?? false)).toBe(false);
  });

  it('keeps the loading line\'s place until the skeleton takes it, when the catalogue is slow: nothing below moves', async () => {
    const { page } = await session.freshPage();
    const catalogue = await hold(page, /\/api\/catalogue\?/);
    await page.addInitScript(watchWidget);
    const widget = await partnerPage(page, session.stack.demoUrl, 'en-AT');
    await widget.locator('.rc-skeleton').waitFor();
    // The loader's line and the skeleton stand for the whole first screen: over 400 px, never an empty box.
    expect(await page.evaluate(() => (window as unknown as Seen).lowest)).toBeGreaterThan(400);
    catalogue.release();
    await productList(widget).waitFor();
    expect(await page.evaluate(() => (window as unknown as Seen).lowest)).toBeGreaterThan(400);
  });
});
