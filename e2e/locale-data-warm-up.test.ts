import { describe, expect, it } from 'vitest';
import { productList } from './support/journey.ts';
import { hold, partnerPage } from './support/loading.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** The first screen's three requests, named without their hashes. */
const FIRST_SCREEN = /\/assets\/(app|locale-[a-z]{2})-[\w-]+\.js$|\/api\/catalogue\?/;

describe('the browser\'s locale data, started while the app is on its way', () => {
  it('makes the first screen\'s country names and currency format on the page, after asking for the app first', async () => {
    const { page } = await session.freshPage();
    const asked: string[] = [];
    // The script tag's, in the page itself: the demo page's /embed frame asks for its own.
    page.on('request', (request) => {
      const name = FIRST_SCREEN.exec(request.url());
      if (name && request.frame() === page.mainFrame()) asked.push(name[1] ?? 'catalogue');
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // Records each Intl constructor the page's own frame makes, with its locale.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['DisplayNames', 'NumberFormat'] as const) {
        const original = Intl[name];
        Object.defineProperty(Intl, name, {
          configurable: true,
          writable: true,
          value: new Proxy(original, {
            construct(target, args: unknown[]) {
              made.push(`${name} ${String(args[0])}`);
              return Reflect.construct(target, args) as object;
            },
          }),
        });
      }
    });
    const app = await hold(page, /\/assets\/app-[\w-]+\.js$/);
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');
    await app.asked;
    // The app is held back: the loader made these, on the page's main thread, in the shopper's language.
    await expect.poll(() => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade))
      .toEqual(['DisplayNames de', 'NumberFormat de']);
    app.release();
    await productList(widget, 'Produkt').waitFor();
    expect(asked).toEqual(['app', 'locale-de', 'catalogue']);
    // No worker, so a partner's CSP needs no worker-src for the widget.
    expect(workers).toEqual([]);
  });
});
