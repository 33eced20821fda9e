import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseProduct, daysAhead, fillOrder, payInWidget, placeOrder, productList } from './support/journey.ts';
import { hold, partnerPage } from './support/loading.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** The text of what has the focus inside the widget's shadow root. */
const focusedText = (widget: Locator) => widget.evaluate((host) => host.shadowRoot?.activeElement?.textContent ?? null);

/**
 * A chunk's load, not the fetch the loader sends after a failed one to put true bytes in the browser cache:
 * the tests that count a chunk's failures count its loads.
 */
const isLoad = (route: Route) => route.request().resourceType() === 'script';

describe('loading the widget', () => {
  it('explains a chunk that failed to load in the shopper\'s language and loads it again on Retry', async () => {
    const { page } = await session.freshPage();
    // The page's own first request of the app fails; the /embed frame on the demo page asks for it too, at a time
    // of its own, and is left alone.
    let failed = 0;
    await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => {
      if (failed === 0 && isLoad(route) && route.request().frame() === page.mainFrame()) {
        failed += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('road-checkout:error', (event) => {
        (window as unknown as { loadError?: unknown }).loadError = (event as CustomEvent).detail;
      });
    });
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');

    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('Der Checkout konnte nicht geladen werden.');
    expect(await page.evaluate(() => (window as unknown as { loadError?: unknown }).loadError)).toEqual({ v: 1, code: 'load_failed' });
    await widget.getByRole('button', { name: 'Erneut versuchen' }).click();

    await productList(widget, 'Produkt').waitFor();
    expect(failed).toBe(1);
    expect(await widget.getByRole('alert').count()).toBe(0);
  });

  it('explains an on-demand chunk that failed to load (the trip planner, then its words), with Retry and Back', async () => {
    const { page } = await session.freshPage();
    const failed: string[] = [];
    await page.route(/\/assets\/trip-(checkout|words-en)-[\w-]+\.js$/, (route) => {
      const chunk = /trip-(checkout|words-en)/.exec(route.request().url())![1]!;
      if (failed.includes(chunk) || !isLoad(route)) return route.continue();
      failed.push(chunk);
      return route.abort('failed');
    });
    const widget = await partnerPage(page, session.stack.demoUrl, 'en-AT');
    await productList(widget).waitFor();

    await widget.getByRole('button', { name: 'Several countries? Plan your trip' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('The checkout could not be loaded.');
    // Back leads to the checkout that did load.
    await widget.getByRole('button', { name: 'Back' }).click();
    await productList(widget).waitFor();
    // Asked again, the planner comes; the words it checks and loads next fail once too, explained the same way.
    await widget.getByRole('button', { name: 'Several countries? Plan your trip' }).click();
    await expect.poll(() => failed).toEqual(['checkout', 'words-en']);
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('The checkout could not be loaded.');
    await widget.getByRole('button', { name: 'Retry' }).click();

    await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
    expect(await widget.getByRole('alert').count()).toBe(0);
  });

  it('loads the planner again on Retry after its chunk failed', async () => {
    const { page } = await session.freshPage();
    let failed = 0;
    await page.route(/\/assets\/trip-checkout-[\w-]+\.js$/, (route) => (isLoad(route) && failed++ === 0 ? route.abort('failed') : route.continue()));
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');
    await productList(widget, 'Produkt').waitFor();

    await widget.getByRole('button', { name: 'Mehrere Länder? Reise planen' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('Der Checkout konnte nicht geladen werden.');
    await widget.getByRole('button', { name: 'Erneut versuchen' }).click();

    await widget.getByRole('heading', { name: 'Ihre Reise planen' }).waitFor();
    expect(failed).toBe(2);
  });

  it('fetches the steps after the products once the products show, and explains them when they failed, with Retry and Back', async () => {
    const { page } = await session.freshPage();
    // The script tag's widget only: the /embed frame on the demo page loads its own copy.
    const mine = (url: string) => /\/(api\/catalogue|assets\/checkout-steps-[\w-]+\.js)/.exec(url)?.[1];
    const asked: string[] = [];
    page.on('request', (r) => {
      const what = mine(r.url());
      if (!what || r.frame() !== page.mainFrame()) return;
      if (what.startsWith('api')) asked.push('catalogue asked');
      else if (r.resourceType() === 'script') asked.push('steps asked');
    });
    page.on('response', (r) => {
      if (mine(r.url())?.startsWith('api') && r.frame() === page.mainFrame()) asked.push('catalogue answered');
    });
    let failed = 0;
    await page.route(/\/assets\/checkout-steps-[\w-]+\.js$/, (route) => {
      if (route.request().frame() !== page.mainFrame() || !isLoad(route)) return route.continue();
      // Fetched while the shopper chooses, then on Continue, then after Back on Continue again: failing each time.
      return failed++ < 3 ? route.abort('failed') : route.continue();
    });
    const widget = await partnerPage(page, session.stack.demoUrl, 'en-AT');
    await productList(widget).waitFor();
    await expect.poll(() => failed).toBe(1);
    expect(asked).toEqual(['catalogue asked', 'catalogue answered', 'steps asked']);

    // Continue: the step that could not come says so; Back returns to the products as they were.
    await chooseProduct(widget, 'vignette-at-10-days');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('The checkout could not be loaded.');
    // The step's heading did not come: focus is on Retry, not lost with the Continue button that went.
    await expect.poll(() => widget.getByRole('button', { name: 'Retry' })
      .evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    await widget.getByRole('button', { name: 'Back' }).click();
    await productList(widget).waitFor();
    expect(await widget.locator('input[type=radio][value="vignette-at-10-days"]').isChecked()).toBe(true);

    // Continue again: Retry asks the network again, and the vehicle step comes.
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('The checkout could not be loaded.');
    await widget.getByRole('button', { name: 'Retry' }).click();
    await widget.getByLabel('Licence plate').waitFor();
    expect(failed).toBe(4);
    expect(await widget.getByRole('alert').count()).toBe(0);
    // The Retry that had the focus went: the step's heading has it, as after any move.
    await expect.poll(() => focusedText(widget)).toBe('Your vehicle');
  });

  it('refuses a checkout steps\' chunk changed on the way (the app vouches for its sha256) and explains it', async () => {
    const { page } = await session.freshPage();
    let changed = 0;
    await page.route(/\/assets\/checkout-steps-[\w-]+\.js$/, async (route) => {
      if (route.request().frame() !== page.mainFrame() || !isLoad(route)) return route.continue();
      changed += 1;
      const response = await route.fetch();
      return route.fulfill({ response, body: `${await response.text()}\nglobalThis.rcChanged = true;` });
    });
    const widget = await partnerPage(page, session.stack.demoUrl, 'en-AT');
    await productList(widget).waitFor();
    await expect.poll(() => changed).toBe(1);

    await chooseProduct(widget, 'vignette-at-10-days');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('The checkout could not be loaded.');
    // The changed bytes never ran, and the products are still there to go back to.
    expect(await page.evaluate(() => (globalThis as { rcChanged?: boolean }).rcChanged)).toBeUndefined();
    await widget.getByRole('button', { name: 'Back' }).click();
    await productList(widget).waitFor();
  });

  it('fetches a chunk changed on the way afresh, so the browser cache that kept those bytes cannot refuse it again', async () => {
    // Playwright's routing turns the browser cache off; a proxy of the test's own changes the bytes with it on.
    let changed = 0;
    const proxy = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><road-checkout locale="en" country="AT"></road-checkout><script src="/widget.js" async></script>');
        return;
      }
      // A failed ask upstream drops the connection: the browser sees a network error, the test no stray rejection.
      (async () => {
        const upstream = await fetch(`${session.stack.bffUrl}${request.url}`, { headers: { accept: request.headers.accept ?? '*/*' } });
        let body = Buffer.from(await upstream.arrayBuffer());
        if (/\/assets\/checkout-steps-[\w-]+\.js$/.test(request.url ?? '') && ++changed === 1) {
          body = Buffer.concat([body, Buffer.from('\nglobalThis.rcChanged = true;')]);
        }
        response.writeHead(upstream.status, {
          'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
          'Cache-Control': upstream.headers.get('cache-control') ?? 'no-store',
        });
        response.end(body);
      })().catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { page } = await session.freshPage();
      await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`);
      const widget = page.locator('road-checkout');
      await productList(widget).waitFor();
      // Fetched while the shopper chooses, refused: changed on the way, and kept by the browser cache (immutable);
      // then asked for afresh.
      await expect.poll(() => changed).toBe(2);

      await chooseProduct(widget, 'vignette-at-10-days');
      await widget.getByRole('button', { name: 'Continue' }).click();
      await widget.getByLabel('Licence plate').waitFor();
      // Continue took the true bytes from the browser cache.
      expect(changed).toBe(2);
      expect(await page.evaluate(() => (globalThis as { rcChanged?: boolean }).rcChanged)).toBeUndefined();
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('says it is loading when Continue comes before the steps, and puts focus on the step when it comes', async () => {
    const { page } = await session.freshPage();
    const { release } = await hold(page, /\/assets\/checkout-steps-[\w-]+\.js$/);
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');
    await productList(widget, 'Produkt').waitFor();
    await chooseProduct(widget, 'vignette-at-10-days');
    await widget.getByRole('button', { name: 'Weiter' }).press('Enter');

    await expect.poll(() => widget.getByRole('status').first().textContent()).toBe('Wird geladen…');
    release();
    await widget.getByLabel('Kennzeichen').waitFor();
    await expect.poll(() => focusedText(widget)).toBe('Ihr Fahrzeug');
  });

  it('shows a step only once its words are in, when Continue comes after the steps\' chunk but before its words', async () => {
    const { page } = await session.freshPage();
    const { asked, release } = await hold(page, /\/assets\/step-words-de-[\w-]+\.js$/);
    const widget = await partnerPage(page, session.stack.demoUrl, 'de-AT');
    await productList(widget, 'Produkt').waitFor();
    await chooseProduct(widget, 'vignette-at-10-days');
    // The words are asked for only once the steps' chunk is here and run.
    await asked;
    await widget.getByRole('button', { name: 'Weiter' }).press('Enter');

    await expect.poll(() => widget.getByRole('status').first().textContent()).toBe('Wird geladen…');
    // Before the fix: "field.vehicle_country", "field.plate", "hint.plate" where the labels belong.
    expect(await widget.evaluate((host) => host.shadowRoot!.querySelector('.rc-root')!.textContent)).not.toMatch(/(field|hint)\./);
    expect(await widget.getByLabel('Kennzeichen').count()).toBe(0);
    release();
    await widget.getByLabel('Kennzeichen').waitFor();
    await expect.poll(() => focusedText(widget)).toBe('Ihr Fahrzeug');
  });

  it('explains a manage chunk that failed on Change; on Retry the buttons wait busy, then the panel opens', async () => {
    const { page } = await session.freshPage();
    let failed = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/manage-[\w-]+\.js$/, async (route) => {
      if (!isLoad(route)) return route.continue();
      if (failed++ === 0) return route.abort('failed');
      await held;
      return route.continue();
    });
    const widget = await partnerPage(page, session.stack.demoUrl, 'en-AT');
    await fillOrder(widget, {
      country: 'AT', product: 'vignette-at-10-days', plate: 'W 24613 K', email: 'kai@example.com', startDate: daysAhead(6),
    });
    await placeOrder(widget);
    await payInWidget(widget);
    await widget.getByText(/^Scheduled for/).waitFor({ timeout: 30_000 });
    // The status screen and its buttons came without it.
    expect(failed).toBe(0);

    await widget.getByRole('button', { name: 'Change vehicle or start date' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('The checkout could not be loaded.');
    await widget.getByRole('button', { name: 'Retry' }).click();
    // While it comes, the buttons stay, busy.
    const change = widget.getByRole('button', { name: 'Change vehicle or start date' });
    await expect.poll(() => change.getAttribute('aria-disabled')).toBe('true');
    release();

    // The panel opens on its first field, the registration country, with the order's vehicle filled in.
    const country = widget.getByLabel('Registration country');
    await expect.poll(() => country.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await widget.getByLabel('Licence plate').inputValue()).toBe('W 24613 K');
    expect(await widget.getByRole('alert').count()).toBe(0);
    expect(failed).toBe(2);
  });
});
