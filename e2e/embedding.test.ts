import { describe, expect, it } from 'vitest';
import { confirmationLink, fillOrder, payInWidget, placeOrder, productList, showProducts } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('the script-tag embed on a partner page', () => {
  it('runs several widgets side by side, with no shared state or ids, and survives widget.js loaded twice', async () => {
    const { page } = await session.freshPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(session.stack.demoUrl);
    const first = page.locator('road-checkout').first();
    await showProducts(first);

    await page.evaluate((bff) => {
      const again = document.createElement('script');
      again.src = `${bff}/widget.js`;
      document.head.append(again);
      const second = document.createElement('road-checkout');
      second.id = 'second';
      document.querySelector('road-checkout')?.after(second);
    }, session.stack.bffUrl);
    const second = page.locator('road-checkout#second');
    await showProducts(second, 'CZ');

    await second.getByLabel('Country', { exact: true }).selectOption('CZ');
    expect(await first.getByLabel('Country', { exact: true }).inputValue()).toBe('AT');
    expect(await second.getByLabel('Country', { exact: true }).inputValue()).toBe('CZ');
    await second.getByLabel('Country', { exact: true }).selectOption('HU');
    expect(await first.getByLabel('Country', { exact: true }).inputValue()).toBe('AT');

    await second.getByRole('button', { name: 'Continue' }).click();
    await second.getByLabel('Licence plate').waitFor();
    expect(await first.getByLabel('Licence plate').count()).toBe(0);

    const idsOf = (selector: string) => page.locator(selector).evaluate((el) => [...(el.shadowRoot?.querySelectorAll('[id]') ?? [])].map((n) => n.id));
    const [firstIds, secondIds] = [await idsOf('road-checkout >> nth=0'), await idsOf('road-checkout#second')];
    expect(firstIds.length).toBeGreaterThan(0);
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
    expect(await page.evaluate(() => customElements.get('road-checkout') !== undefined)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('passes over a misspelt product, so the shopper still buys, and tells the page which attribute it passed over', async () => {
    const { page } = await session.freshPage();
    await page.addInitScript(() => {
      const errors: unknown[] = [];
      (window as unknown as { errors: unknown[] }).errors = errors;
      document.addEventListener('road-checkout:error', (event) => errors.push((event as CustomEvent).detail));
      new MutationObserver((changes, observer) => {
        for (const node of changes.flatMap((change) => [...change.addedNodes])) {
          if (node instanceof Element && node.localName === 'road-checkout') {
            node.setAttribute('product', 'vignette-at-1-yr');
            observer.disconnect();
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();

    // Austria, as the misspelt name says, with its products to choose from (it said none were on sale).
    await productList(widget).getByRole('radio').first().waitFor();
    expect(await productList(widget).getByRole('radio').count()).toBeGreaterThan(1);
    expect(await widget.getByText('Austria', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { errors: unknown[] }).errors))
      .toEqual([{ v: 1, code: 'invalid_attribute', attribute: 'product', value: 'vignette-at-1-yr' }]);
  });

  it('reaches its BFF under the path widget.js came from, as a proxy serving it under a prefix would have it', async () => {
    const { page } = await session.freshPage();
    const bff = session.stack.bffUrl;
    const asked: string[] = [];
    // The partner's proxy serves the BFF at /checkout/; the site has nothing of its own at /api.
    await page.route(`${bff}/**`, async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.pathname);
      if (!url.pathname.startsWith('/checkout/')) return route.fulfill({ status: 404, body: 'Not found' });
      url.pathname = url.pathname.slice('/checkout'.length);
      return route.fulfill({ response: await route.fetch({ url: url.href }) });
    });
    const host = new URL('/prefixed', session.stack.demoUrl).href;
    await page.route(host, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Partner</title><main>
        <script src="${bff}/checkout/widget.js" async crossorigin="anonymous"></script>
        <road-checkout country="AT"></road-checkout></main>`,
    }));
    await page.goto(host);
    const widget = page.locator('road-checkout');
    await productList(widget).waitFor();
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Licence plate').waitFor();
    expect(asked).toContain('/checkout/api/catalogue');
    expect(asked.filter((path) => !path.startsWith('/checkout/'))).toEqual([]);
  });

  it('takes the partner theme from CSS custom properties on the element', async () => {
    const { widget } = await session.openDemo();
    const continueButton = widget.getByRole('button', { name: 'Continue' });
    await continueButton.waitFor();
    await widget.evaluate((el) => (el as HTMLElement).style.setProperty('--rc-color-primary', 'rgb(128, 0, 64)'));
    expect(await continueButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(128, 0, 64)');
  });

  it('says ready only once its first screen is drawn, so a host that acts on it finds it', async () => {
    const { page } = await session.freshPage();
    await page.addInitScript(() => {
      const atReady: { skeletons: number; countries: number; continues: number }[] = [];
      (window as unknown as { atReady: typeof atReady }).atReady = atReady;
      document.addEventListener('road-checkout:ready', (event) => {
        const root = (event.target as HTMLElement).shadowRoot!;
        atReady.push({
          skeletons: root.querySelectorAll('.rc-skeleton').length,
          countries: root.querySelectorAll('.rc-country').length,
          continues: [...root.querySelectorAll('button')].filter((b) => b.textContent === 'Continue').length,
        });
      });
    });
    await page.goto(session.stack.demoUrl);
    await showProducts(page.locator('road-checkout').first());
    const atReady = await page.evaluate(() => (window as unknown as { atReady: unknown[] }).atReady);
    // The demo's plain `en` asks for the country first: its nine tiles, and the button that moves on.
    expect(atReady).toEqual([{ skeletons: 0, countries: 9, continues: 1 }]);
  });

  it('tells the host page each step with versioned events that carry no personal data', async () => {
    const { page } = await session.freshPage();
    await page.addInitScript(() => {
      const seen: { type: string; detail: unknown; bubbles: boolean; composed: boolean }[] = [];
      (window as unknown as { seenEvents: typeof seen }).seenEvents = seen;
      for (const name of ['ready', 'step-change', 'order-created', 'payment-started', 'order-active', 'error']) {
        document.addEventListener(`road-checkout:${name}`, (event) => {
          seen.push({
            type: event.type,
            detail: (event as CustomEvent).detail,
            bubbles: event.bubbles,
            composed: event.composed,
          });
        });
      }
    });
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    await showProducts(widget);
    const email = 'private.person@example.com';
    const plate = 'G ANNA 1';
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-1-day', plate, email });
    await placeOrder(widget);
    await payInWidget(widget);
    await confirmationLink(widget);

    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            seenEvents: { type: string; detail: { v: number }; bubbles: boolean; composed: boolean }[];
          }
        ).seenEvents,
    );
    expect(seen.map((e) => e.type)).toEqual(expect.arrayContaining([
      'road-checkout:ready', 'road-checkout:step-change', 'road-checkout:order-created', 'road-checkout:payment-started', 'road-checkout:order-active',
    ]));
    for (const event of seen) {
      expect(event.detail.v).toBe(1);
      expect(event.bubbles && event.composed).toBe(true);
      const text = JSON.stringify(event.detail);
      expect(text).not.toContain(email);
      expect(text.replace(/\W/g, '')).not.toContain(plate.replace(/\W/g, ''));
    }
  });
});
