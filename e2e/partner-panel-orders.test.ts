import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { cutOffCells } from './support/table-cells.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';

const panel = usePanelStack();
let context: BrowserContext | undefined;
afterAll(async () => {
  await context?.close();
});

const WORDS = {
  'en-GB': { key: 'API key', home: 'Overview', orders: 'Orders' },
  'de-DE': { key: 'API-Schlüssel', home: 'Übersicht', orders: 'Bestellungen' },
};

async function signedIn(viewport = { width: 1280, height: 900 }, locale: keyof typeof WORDS = 'en-GB'): Promise<Page> {
  const words = WORDS[locale];
  await context?.close();
  context = await panel.browser.newContext({ viewport, locale, timezoneId: 'Europe/Vienna', acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${panel.stack.url}/panel`);
  await page.getByLabel(words.key).fill(PANEL_KEYS.standard);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: words.home, level: 1 }).waitFor();
  await page.getByRole('link', { name: words.orders }).click();
  await page.getByRole('heading', { name: words.orders, level: 1 }).waitFor();
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

/** A travel site's ordinary week: short and long product names and e-mails, several subaccounts, a failed order. */
async function ordinaryWeek() {
  // The provider fails the next Austrian registration: that order wears the longest badge.
  expect((await panel.stack.sandbox('/sandbox/providers/AT/errors', { fail_next: 1 })).status).toBe(200);
  await order('W 778 PL', 'shop-vienna', 'vignette-at-10-days', 'anna.huber@example.at');
  await order('GU 4711 AB', 'reisebuero-graz', 'tunnel-at-tauern', 'buchhaltung.reisen@alpenblick-touristik.example.at');
  await order('L 7 DEF', 'shop-linz', 'train-ch-loetschberg', 'jan.novak@example.cz');
  await order('S 55 RF', 'shop-vienna', 'vignette-hu-yearly', 'maria.schneider-oberhuber@example.com');
  await order('BA 123 SK', 'reisebuero-graz', 'vignette-cz-10-days', 'office@fleet.example.sk');
}

/**
 * The values of each order row that must never break (its id, price, plates, validity days, purchase date and
 * time), each with the number of lines it takes on screen when that is not one.
 */
const brokenValues = (page: Page) => page.evaluate(async () => {
  type Row = { id: string; cars: { plate: string }[]; start_date: string; end_date: string; purchase_date: string };
  const { data } = (await (await fetch('/panel/api/orders')).json()) as { data: Row[] };
  const day = new Intl.DateTimeFormat(navigator.language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(navigator.language, { year: 'numeric', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(navigator.language, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  const lines = (cell: Element, value: string) => {
    const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const at = (node.textContent ?? '').replace(/\s/g, ' ').indexOf(value);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + value.length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }
    return 0;
  };
  const rows = [...document.querySelectorAll('tbody tr')];
  return data.flatMap((order) => {
    const cells = rows.find((r) => r.querySelector('th')?.textContent === order.id)?.querySelectorAll('th, td');
    if (!cells) return [`${order.id}: no row`];
    const values: [number, string][] = [
      [0, order.id], [3, (cells[3]?.textContent ?? '').replace(/\s/g, ' ')], ...order.cars.map((c): [number, string] => [5, c.plate]),
      [7, day.format(new Date(`${order.start_date}T00:00:00Z`))], [7, day.format(new Date(`${order.end_date}T00:00:00Z`))],
      [8, date.format(new Date(order.purchase_date))], [8, time.format(new Date(order.purchase_date))],
    ];
    return values.map(([column, value]) => [value, lines(cells[column]!, value)] as const)
      .filter(([, count]) => count !== 1).map(([value, count]) => `${value}: ${count} lines`);
  });
});

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
    // The debt ledger takes the order back under its own name, not as another "Order" with a minus.
    await page.getByRole('navigation').getByRole('link', { name: 'Payouts and debt' }).click();
    const taken = page.getByRole('table', { name: 'Debt ledger' }).getByRole('row').filter({ hasText: id });
    await expect.poll(() => taken.count()).toBe(2);
    expect(await taken.getByRole('cell', { name: 'Order cancelled', exact: true }).count()).toBe(1);
  });

  it('fits the orders table on a laptop in English and German, no value broken', async () => {
    await ordinaryWeek();
    for (const [width, locale] of [[1280, 'en-GB'], [1280, 'de-DE'], [1440, 'de-DE']] as const) {
      const page = await signedIn({ width, height: 900 }, locale);
      const box = page.getByRole('region', { name: /^(Table|Tabelle)/ });
      await box.getByRole('row').nth(5).waitFor();
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), `${width} ${locale}`).toBeLessThanOrEqual(0);
      expect(await brokenValues(page), `${width} ${locale}`).toEqual([]);
      // A validity day and a purchase day read alike: German "28. Nov. 2026" in both, not "28.11.2026" in one. Their
      // shapes, not their days: bought in the last hour of a UTC day, an order's purchase is the next day in Vienna.
      const [validity, purchased] = await box.locator('tbody tr').first().locator('td')
        .evaluateAll((tds) => [tds[6]!.textContent!, tds[7]!.textContent!].map((text) => text.replace(/\s/g, ' ')));
      // A month's name with or without its abbreviation's dot ("Nov." and "Mai") is one shape.
      const shape = (day: string) => day.replace(/\d+/g, '9').replace(/\p{L}+\.?/gu, 'a');
      expect(shape(validity!.split(/ (?:bis|to) /)[0]!)).toBe(shape(purchased!.split(',')[0]!));
      expect(shape(purchased!.split(',')[0]!)).toBe(locale === 'en-GB' ? '9 a 9' : '9. a 9');
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('uses the orders screen at 375 px: filters stack, each order reads whole without scrolling sideways', async () => {
    const page = await signedIn({ width: 375, height: 800 });
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await cutOffCells(page, 'Table: Orders')).toEqual([]);
    expect(await brokenValues(page)).toEqual([]);
    // Read as cards, it is still a table to a screen reader: Chromium's tree has its headers, rows and cells.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const roles = nodes.filter((n) => !n.ignored).map((n) => String(n.role?.value));
    expect(roles.filter((r) => r === 'columnheader')).toHaveLength(9);
    expect(roles.filter((r) => r === 'rowheader').length).toBeGreaterThanOrEqual(9);
    expect(roles.filter((r) => r === 'cell').length).toBeGreaterThanOrEqual(9 * 8);
    await page.getByLabel('Subaccount').fill('fleet-north');
    await page.locator('form.filters').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').getByText('2 orders').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await cutOffCells(page, 'Table: Orders')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // An order's page too: its long id in the title wraps instead of widening the page.
    await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Order ord_/ }).waitFor();
    await page.locator('dl.facts').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });
});
