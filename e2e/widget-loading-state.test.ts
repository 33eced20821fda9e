import { describe, expect, it } from 'vitest';
import { productList } from './support/journey.ts';
import { holdApp, partnerPage } from './support/loading.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('the widget while it loads, and when it comes back', () => {
  it('shows its loading state, never a blank box, while a slow chunk is on its way', async () => {
    const { page } = await session.freshPage();
    const release = await holdApp(page);
    const widget = await partnerPage(page, session.stack.demoUrl, 'en-AT');

    await expect.poll(() => widget.getByRole('status').first().textContent()).toBe('Loading products…');
    // It holds the first screen's place (how exactly is the bench's CLS measure, on a page of known width).
    expect(await widget.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(400);
    release();
    await productList(widget).waitFor();
    expect(await widget.getByRole('status').filter({ hasText: 'Loading products…' }).count()).toBe(0);
  });

  it('says it is loading in the shopper\'s language, in the widget\'s type, never in English first', async () => {
    const { page } = await session.freshPage();
    const release = await holdApp(page);
    const said: string[] = [];
    await page.exposeFunction('sayLoading', (text: string) => said.push(text));
    // Every text the widget's status shows, from its first: mutations in a shadow root reach only its own observer.
    await page.addInitScript(() => {
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const root = attach.call(this, init);
        new MutationObserver(() => {
          const status = root.querySelector('[role="status"]');
          if (status) (window as unknown as { sayLoading(t: string): void }).sayLoading(status.textContent ?? '');
        }).observe(root, { childList: true, subtree: true, characterData: true });
        return root;
      };
    });
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');
    const status = widget.getByRole('status').first();
    await expect.poll(() => status.textContent()).toBe('Produkte werden geladen…');
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((text) => text && text !== 'Produkte werden geladen…')).toEqual([]);
    expect(await status.evaluate((el) => getComputedStyle(el).fontFamily)).toBe('system-ui, sans-serif');
    release();
  });

  it('loads nothing but the catalogue on a second visit, the rest from the browser cache, through either embed', async () => {
    const { context, page } = await session.freshPage();
    await productList(await partnerPage(page, session.stack.demoUrl, 'en-AT')).waitFor();
    await productList(page.frameLocator('iframe[src*="/embed"]').locator('road-checkout')).waitFor();
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Per embed: the script tag's requests are the page's own, the /embed frame's (its page included) the frame's.
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const fromNetwork = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith(session.stack.bffUrl)) {
        const embed = e.frameId === frameTree.frame.id ? 'script tag' : 'iframe';
        fromNetwork.set(e.requestId, `${embed}: ${new URL(e.request.url).pathname}`);
      }
    });
    cdp.on('Network.requestServedFromCache', (e) => fromNetwork.delete(e.requestId));
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.fromDiskCache) fromNetwork.delete(e.requestId);
    });
    await page.goto(session.stack.demoUrl, { waitUntil: 'domcontentloaded' });
    await productList(page.locator('road-checkout').first()).waitFor();
    await productList(page.frameLocator('iframe[src*="/embed"]').locator('road-checkout')).waitFor();
    await page.waitForLoadState('networkidle');

    // Both embeds ask for the same catalogue URL, and under load one ask was seen answered without the network
    // (the other's answer, at the same moment): the catalogue comes from the network once or twice; nothing else may.
    const fetched = [...new Set(fromNetwork.values())];
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((request) => !/^(iframe|script tag): \/api\/catalogue$/.test(request))).toEqual([]);
  });
});
