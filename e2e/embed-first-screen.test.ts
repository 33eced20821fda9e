import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productList } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

const FIRST_SCREEN = [/\/assets\/app-[\w-]+\.js$/, /\/assets\/locale-de-[\w-]+\.js$/, /\/api\/catalogue\?locale=de$/];

/** Every request the page sends to the network, as URL and what started it (the parser, a script...). */
async function recordRequests(page: Page): Promise<{ url: string; initiator: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sent: { url: string; initiator: string }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => sent.push({ url: e.request.url, initiator: e.initiator.type }));
  return sent;
}

describe('the /embed page\'s first screen', () => {
  it('asks for the app, its language and the catalogue from its head, and the loader takes those answers', async () => {
    const { page } = await session.freshPage();
    const sent = await recordRequests(page);
    // The head's Intl warm-up and the loader run inline: the page's CSP allows each by its sha256, nothing else.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) refused.push(m.text());
    });
    await page.goto(`${session.stack.bffUrl}/embed?locale=de-AT&country=AT`);
    await productList(page.locator('road-checkout'), 'Produkt').waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);

    // Once each, and started by the page's parser (its <link> preloads), not by the loader's script.
    for (const pattern of FIRST_SCREEN) {
      expect(sent.filter((r) => pattern.test(r.url)).map((r) => r.initiator), String(pattern)).toEqual(['parser']);
    }
  });

  it('refuses an app chunk changed on the way, though its head asked for it, and loads it again on Retry', async () => {
    const { page } = await session.freshPage();
    let changed = 0;
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      if (changed++ > 0) return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, body: `${await response.text()}\n;document.title = 'changed';` });
    });
    await page.goto(`${session.stack.bffUrl}/embed?locale=de-AT&country=AT`);
    const widget = page.locator('road-checkout');

    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('Der Checkout konnte nicht geladen werden.');
    await widget.getByRole('button', { name: 'Erneut versuchen' }).click();
    await productList(widget, 'Produkt').waitFor();
    expect(await page.title()).not.toBe('changed');
  });
});
