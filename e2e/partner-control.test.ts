import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { chooseCountry, isFocused, productList } from './support/journey.ts';
import { useSession } from './support/session.ts';

// The BFF loads the catalogue as it starts and then once a minute: the outage must come before it starts.
const session = useSession({}, {
  beforeBff: async (partnerApiUrl) => {
    const res = await fetch(`${partnerApiUrl}/sandbox/providers/HU/down`, { method: 'POST' });
    if (!res.ok) throw new Error(`HU down: HTTP ${res.status}`);
  },
});

describe('what the partner controls, and what the shopper sees before typing', () => {
  it('says which country has its national system down, before the shopper types anything', async () => {
    const { page } = await session.freshPage();
    // The first screen alone, its own styles only: the later steps' chunk, with theirs, does not come.
    await page.route(/\/assets\/checkout-steps-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    // The tile is the name alone, as is the select's option (a phone's closed select would cut anything longer);
    // the callout says it.
    await chooseCountry(widget, 'HU');
    expect(await widget.getByRole('combobox', { name: 'Country', exact: true }).locator('option[value="HU"]').textContent()).toBe('Hungary');
    await widget.getByText('The national system of Hungary is not answering right now.', { exact: false }).waitFor();
    // A callout, not a bare line: its bar and padding are the first screen's.
    expect(await widget.locator('.rc-callout').evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('4px');
    expect(await axeViolations(page)).toEqual([]);
    await fetch(`${session.stack.partnerApiUrl}/sandbox/providers/HU/up`, { method: 'POST' });
  });

  it('shows a skeleton at the final size while the products load', async () => {
    const { page } = await session.freshPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/catalogue(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    await widget.locator('.rc-skeleton').waitFor();
    const loading = (await widget.boundingBox())?.height ?? 0;
    release();
    // The demo's plain `en` asks for the country first, at the height of the products it stands for.
    await widget.locator('.rc-ask').getByText('Choose the country you will drive in').waitFor();
    const ready = (await widget.boundingBox())?.height ?? 0;
    expect(loading).toBeGreaterThan(300);
    expect(Math.abs(ready - loading)).toBeLessThanOrEqual(4);
  });

  it('asks for the country once, as tiles in the products\' place until one is chosen, one key press each', async () => {
    const { page } = await session.freshPage();
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    const countries = widget.getByRole('group', { name: 'Country', exact: true });
    expect(await countries.getByRole('button').allTextContents()).toEqual([
      'Austria', 'Switzerland', 'Czechia', 'Slovakia', 'Hungary', 'Slovenia', 'Romania', 'Bulgaria', 'Moldova',
    ]);
    // Asked once: no select above the tiles, and one sentence, which Continue turns into the error.
    const combobox = widget.getByRole('combobox', { name: 'Country', exact: true });
    expect(await combobox.count()).toBe(0);
    expect(await widget.getByText('Choose the country you will drive in').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.locator('.rc-error', { hasText: 'Choose the country you will drive in' }).waitFor();
    expect(await widget.getByText('Choose the country you will drive in').count()).toBe(1);
    await expect.poll(() => isFocused(countries.getByRole('button', { name: 'Austria' }))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Drawn as the fields are in each theme: high contrast thickens their borders, the tiles' too.
    await widget.evaluate((el) => el.setAttribute('theme', 'high-contrast'));
    expect(await countries.getByRole('button').first().evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px');

    await countries.getByRole('button', { name: 'Slovakia' }).focus();
    await page.keyboard.press('Enter');
    await productList(widget).waitFor();
    expect(await countries.count()).toBe(0);
    // The tiles are gone from under the keyboard: it lands on the select that now holds the choice.
    await expect.poll(() => isFocused(combobox)).toBe(true);
    expect(await combobox.inputValue()).toBe('SK');
    const slugs = await productList(widget).getByRole('radio').evaluateAll((radios) => radios.map((o) => (o as HTMLInputElement).value));
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => slug.split('-')[1] === 'sk')).toBe(true);
  });

  it('keeps the shopper inside a fixed country, and applies attribute changes in place', async () => {
    const { page } = await session.openDemo();
    await page.evaluate(() => {
      const scoped = document.createElement('road-checkout');
      scoped.id = 'scoped';
      scoped.setAttribute('country', 'SI');
      document.querySelector('road-checkout')?.after(scoped);
    });
    const widget = page.locator('road-checkout#scoped');
    await productList(widget).waitFor();
    expect(await widget.getByRole('combobox', { name: 'Country', exact: true }).count()).toBe(0);
    await widget.getByText('Slovenia', { exact: true }).waitFor();
    const slugs = await productList(widget).getByRole('radio')
      .evaluateAll((radios) => radios.map((o) => (o as HTMLInputElement).value));
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => slug.split('-')[1] === 'si')).toBe(true);

    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Licence plate').fill('LJ AB-123');
    await widget.evaluate((el) => {
      // The demo's brand colour suits light pages; a partner going dark brings a light brand colour along.
      (el as HTMLElement).style.setProperty('--rc-color-primary', '#9fd3c1');
      el.setAttribute('theme', 'dark');
      el.setAttribute('locale', 'en-GB');
      el.setAttribute('country', 'AT');
    });
    expect(await widget.getByLabel('Licence plate').inputValue()).toBe('LJ AB-123');
    const background = await widget.locator('.rc-root').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(23, 24, 28)');
    await widget.getByRole('button', { name: 'Back' }).click();
    await widget.getByText('Austria', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fixes one product and the high-contrast theme through /embed parameters', async () => {
    const { page } = await session.freshPage();
    await page.goto(`${session.stack.bffUrl}/embed?locale=en&product=tunnel-at-karawanken&theme=high-contrast`);
    const widget = page.locator('road-checkout');
    await widget.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await widget.getByRole('combobox').count()).toBe(0);
    await widget.getByText('Karawanken tunnel (A11) single trip').waitFor();
    await widget.getByText('Austria', { exact: true }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(await widget.locator('.rc-root').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('offers only the countries that sell a fixed product type', async () => {
    const { page } = await session.freshPage();
    await page.goto(`${session.stack.bffUrl}/embed?locale=en&product-type=tunnel`);
    const tiles = page.locator('road-checkout').getByRole('group', { name: 'Country', exact: true }).getByRole('button');
    await page.locator('road-checkout').getByRole('button', { name: 'Continue' }).waitFor();
    const codes = await tiles.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).value));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThan(9);
    expect(codes).toContain('AT');
  });
});
