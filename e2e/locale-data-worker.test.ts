import type { Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productList } from './support/journey.ts';
import { hold, partnerPage } from './support/loading.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** The first screen's three requests, named without their hashes. */
const FIRST_SCREEN = /\/assets\/(app|locale-[a-z]{2})-[\w-]+\.js$|\/api\/catalogue\?/;

describe('the browser\'s locale data, started off the main thread', () => {
  it('is started in a worker while the app is on its way, after the app was asked for first', async () => {
    const { page } = await session.freshPage();
    const asked: string[] = [];
    // The script tag's, in the page itself: the demo page's /embed frame asks for its own.
    page.on('request', (request) => {
      const name = FIRST_SCREEN.exec(request.url());
      if (name && request.frame() === page.mainFrame()) asked.push(name[1] ?? 'catalogue');
    });
    const workers: { url: string; closed: Promise<Worker> }[] = [];
    page.on('worker', (worker) => workers.push({ url: worker.url(), closed: worker.waitForEvent('close') }));
    const app = await hold(page, /\/assets\/app-[\w-]+\.js$/);
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');
    await app.asked;
    // While the app is held back, the script tag's worker has come and gone: one formatter, and it closes itself.
    const url = 'data:text/javascript,new Intl.NumberFormat("de");close()';
    await expect.poll(() => workers.filter((w) => w.url === url).length).toBe(1);
    await workers.find((w) => w.url === url)!.closed;
    app.release();
    await productList(widget, 'Produkt').waitFor();
    expect(asked).toEqual(['app', 'locale-de', 'catalogue']);
  });

  it('leaves a page whose CSP refuses workers a working checkout', async () => {
    const { page } = await session.freshPage();
    // As a page's own CSP would: a meta element put first in the head, before any of the page's scripts runs.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.head) return;
        observer.disconnect();
        const policy = document.createElement('meta');
        policy.httpEquiv = 'Content-Security-Policy';
        policy.content = "worker-src 'none'";
        document.head.prepend(policy);
      }).observe(document, { childList: true, subtree: true });
    });
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) refused.push(m.text());
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');
    await productList(widget, 'Produkt').waitFor();
    expect(thrown).toEqual([]);
    expect(workers).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
  });
});
