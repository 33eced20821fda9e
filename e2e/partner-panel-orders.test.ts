import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';

const panel = usePanelStack();
let context: BrowserContext | undefined;
afterAll(async () => {
  await context?.close();
});

async function signedIn(viewport = { width: 1280, height: 900 }): Promise<Page> {
  await context?.close();
  context = await panel.browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/Vienna', acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${panel.stack.url}/panel`);
  await page.getByLabel('API key').fill(PANEL_KEYS.standard);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  return page;
}

const order = (plate: string, subaccount: string, product = 'vignette-at-10-days', email = 'fleet@example.com') =>
  panel.stack.publicCall('/public/orders', {
    order_has_been_paid: true,
    subaccount,
    user: { email },
    products: [{ product, vehicle: { plate, country: 'AT', type: 'car' } }],
  }).then(async (res) => {
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string };
  });

/** Today in Vienna, as a date field wants it. */
const viennaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());

describe('orders in the partner panel', () => {
  it('finds orders by subaccount and date range, reads them as a partner does, and exports them as CSV', async () => {
    const first = await order('W 100 SA', 'fleet-north');
    const second = await order('W 101 SA', 'fleet-north', 'tunnel-at-karawanken', 'driver@example.com');
    await order('W 102 SA', 'fleet-south');
    const page = await signedIn();
    await page.getByLabel('Subaccount').fill('fleet-north');
    await page.getByLabel('Purchased from').fill(viennaToday());
    await page.getByLabel('Purchased until').fill(viennaToday());
    await page.locator('form.filters').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').getByText('2 orders').waitFor();
    const table = page.getByRole('table', { name: 'Orders' });
    const tunnel = table.getByRole('row', { name: new RegExp(second.id) });
    await tunnel.getByRole('cell', { name: 'Karawanken tunnel (A11) single trip' }).waitFor();
    await tunnel.getByRole('cell', { name: 'driver@example.com' }).waitFor();
    await tunnel.getByRole('cell', { name: 'fleet-north' }).waitFor();
    await tunnel.getByRole('cell', { name: /€/ }).waitFor();
    expect(await table.getByRole('cell', { name: 'W 102 SA' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export these 2 orders as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^id,custom_id,purchase_date,status,product,product_name,/);
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual([first.id, second.id].sort());
    expect(lines.every((l) => !l.includes('fleet-south'))).toBe(true);

    // The list is its URL: to an order and back, by its link or the browser's Back, is the same filtered list.
    expect(new URL(page.url()).hash).toContain('subaccount=fleet-north');
    await table.getByRole('link', { name: first.id }).click();
    await page.getByRole('heading', { name: `Order ${first.id}` }).waitFor();
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.getByRole('status').getByText('2 orders').waitFor();
    expect(await page.getByLabel('Subaccount').inputValue()).toBe('fleet-north');
    await table.getByRole('link', { name: second.id }).click();
    await page.getByRole('heading', { name: `Order ${second.id}` }).waitFor();
    await page.goBack();
    await page.getByRole('status').getByText('2 orders').waitFor();
    expect(await page.getByLabel('Purchased from').inputValue()).toBe(viennaToday());
    expect(await table.getByRole('cell', { name: 'W 102 SA' }).count()).toBe(0);
  });

  it('cancels a PENDING order after a confirmation that says where the money goes, and shows it refunded', async () => {
    // Slovakia's provider is down: the order waits in PENDING, where the spec lets it be cancelled.
    expect((await panel.stack.sandbox('/sandbox/providers/SK/down')).status).toBe(200);
    const pending = await panel.stack.publicCall('/public/orders', {
      order_has_been_paid: true,
      user: { email: 'cancel@example.com' },
      products: [{ product: 'vignette-sk-10-days', vehicle: { plate: 'W 200 CX', country: 'AT', type: 'car' } }],
    });
    expect(pending.status).toBe(200);
    const { id } = (await pending.json()) as { id: string };
    const page = await signedIn();
    await page.goto(`${panel.stack.url}/panel#/orders/${id}`);
    await page.getByRole('heading', { name: `Order ${id}` }).waitFor();
    // It reaches PENDING after the provider delay; the page shows what it was when opened.
    await expect.poll(async () => {
      await page.reload();
      await page.getByRole('heading', { name: `Order ${id}` }).waitFor();
      return page.locator('dl.facts .badge').getAttribute('title');
    }).toBe('PENDING');
    await page.locator('dl.facts').getByText('processing').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel order…' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${id}?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('You collected €');
    expect(await dialog.textContent()).toContain('it comes off what you owe the service, and you refund your customer');
    expect(await axeViolations(page)).toEqual([]);
    // Escape keeps the order.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The dialog opens on the button that keeps the order: Enter, Enter from the keyboard cancels nothing.
    await page.getByRole('button', { name: 'Cancel order…' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep the order');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('dl.facts .badge').getAttribute('title')).toBe('PENDING');
    await page.getByRole('button', { name: 'Cancel order…' }).click();
    await dialog.getByRole('button', { name: /^Cancel and refund €/ }).click();
    await page.getByRole('status').getByText('Order cancelled: it is now refunded.').waitFor();
    // Its button is gone with the state it acted on: the focus is on what it did, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Order cancelled: it is now refunded.');
    await page.locator('dl.facts').getByText('refunded').waitFor();
    await page.getByRole('listitem').filter({ hasText: /^refunded at .* REFUNDED$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order…' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('uses the orders screen at 375 px: filters stack, the table scrolls in its own box', async () => {
    const page = await signedIn({ width: 375, height: 800 });
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByLabel('Subaccount').fill('fleet-north');
    await page.locator('form.filters').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').getByText('2 orders').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    // An order's page too: its long id in the title wraps instead of widening the page.
    await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Order ord_/ }).waitFor();
    await page.locator('dl.facts').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });
});
