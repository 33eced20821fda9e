import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';
import { cutOffCells } from './support/table-cells.ts';

const panel = usePanelStack();

const clock = async () => ((await (await fetch(`${panel.stack.url}/sandbox/clock`)).json()) as { now: string }).now;

const STATES = 'Table: Current state of each provider';
/** The providers' table as the screen shows it: each country's row header and its state, in the table's order. */
const shownStates = (page: Page) => page.getByRole('region', { name: STATES }).locator('tbody tr')
  .evaluateAll((rows) => rows.map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]));
/** One country's state cell, found by its row, not by the status line. */
const stateOf = (page: Page, country: string) =>
  page.getByRole('region', { name: STATES }).getByRole('row', { name: country }).getByRole('cell');
const COUNTRY_NAMES = ['Austria', 'Switzerland', 'Czechia', 'Slovakia', 'Hungary', 'Slovenia', 'Romania', 'Bulgaria', 'Moldova'];

describe('the sandbox screen of the partner panel', () => {
  it('moves the sandbox clock and takes a national provider down and back, on a phone', async () => {
    const context = await panel.browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${panel.stack.url}/panel`);
    await page.getByLabel('API key').fill(PANEL_KEYS.standard);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Sandbox' }).click();
    await page.getByRole('heading', { name: 'Sandbox', level: 1 }).waitFor();
    await page.getByRole('status').getByText(/^Sandbox time: /).waitFor();
    await expect.poll(() => shownStates(page)).toEqual(COUNTRY_NAMES.map((name) => [name, 'operational']));
    const before = Date.parse(await clock());
    await page.getByRole('button', { name: '+1 day' }).click();
    await expect.poll(async () => Date.parse(await clock()) - before).toBeGreaterThanOrEqual(86_400_000);
    expect(Date.parse(await clock()) - before).toBeLessThan(86_400_000 + 60_000);

    await page.getByLabel('Country').selectOption('AT');
    await page.getByRole('button', { name: 'Take down' }).click();
    await page.getByRole('status').getByText('Austria: down').waitFor();
    await expect.poll(() => stateOf(page, 'Austria').textContent()).toBe('down');
    expect(await stateOf(page, 'Austria').locator('.badge').getAttribute('class')).toBe('badge bad');
    expect((await shownStates(page)).filter(([, state]) => state !== 'operational')).toEqual([['Austria', 'down']]);
    const status = await fetch(`${panel.stack.url}/public/products/status`, { headers: { Authorization: `Bearer ${PANEL_KEYS.premium}` } });
    const providers = ((await status.json()) as { providers: { country: string; status: string }[] }).providers;
    expect(providers.find((p) => p.country === 'AT')?.status).toBe('down');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await cutOffCells(page, STATES)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // What the screen shows is the service's state, not what this page last did: a reload still shows it.
    await page.reload();
    await page.getByRole('heading', { name: 'Sandbox', level: 1 }).waitFor();
    await expect.poll(() => stateOf(page, 'Austria').textContent()).toBe('down');
    await page.getByLabel('Country').selectOption('AT');
    await page.getByRole('button', { name: 'Bring back' }).click();
    await page.getByRole('status').getByText('Austria: operational').waitFor();
    await expect.poll(() => stateOf(page, 'Austria').textContent()).toBe('operational');
    expect(await shownStates(page)).toEqual(COUNTRY_NAMES.map((name) => [name, 'operational']));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('driving the sandbox by hand', () => {
  const paidOrder = async (plate: string, paid = true) => {
    const res = await panel.stack.publicCall('/public/orders', {
      order_has_been_paid: paid,
      user: { email: 'sandbox@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate, country: 'AT', type: 'car' } }],
    });
    return { status: res.status, body: (await res.json()) as { id: string; payment_link: string | null } };
  };

  it('takes the Austrian provider down and orders wait, heavy load holds them almost ready, faults, a payment and a chargeback', async () => {
    const context = await panel.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${panel.stack.url}/panel`);
    await page.getByLabel('API key').fill(PANEL_KEYS.standard);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    // The panel's own view of an order, with the page's session (not rate-limited like /public).
    const statusOf = async (id: string) =>
      ((await (await page.request.get(`${panel.stack.url}/panel/api/orders/${id}`)).json()) as { order: { status: string } }).order.status;
    const sandboxScreen = async () => {
      await page.goto(`${panel.stack.url}/panel#/sandbox`);
      await page.getByRole('heading', { name: 'Sandbox', level: 1 }).waitFor();
    };
    await sandboxScreen();

    // Down: the order waits as processing, even an hour later; back: it goes active.
    await page.getByLabel('Country').selectOption('AT');
    await page.getByRole('button', { name: 'Take down' }).click();
    await page.getByRole('status').getByText('Austria: down').waitFor();
    const waiting = await paidOrder('W 700 SB');
    expect(waiting.status).toBe(200);
    await expect.poll(() => statusOf(waiting.body.id), { timeout: 15_000, interval: 300 }).toBe('PENDING');
    const before = await clock();
    await page.getByRole('button', { name: '+1 hour' }).click();
    await expect.poll(async () => Date.parse(await clock()) - Date.parse(before)).toBeGreaterThanOrEqual(3_600_000);
    await page.goto(`${panel.stack.url}/panel#/orders/${waiting.body.id}`);
    await page.getByRole('heading', { name: `Order ${waiting.body.id}` }).waitFor();
    await page.locator('dl.facts').getByText('processing').waitFor();
    expect(await statusOf(waiting.body.id)).toBe('PENDING');
    expect(await axeViolations(page)).toEqual([]);
    await sandboxScreen();
    await page.getByLabel('Country').selectOption('AT');
    await page.getByRole('button', { name: 'Bring back' }).click();
    await page.getByRole('status').getByText('Austria: operational').waitFor();
    await expect.poll(() => statusOf(waiting.body.id), { timeout: 15_000, interval: 300 }).toBe('ACTIVE');

    // Heavy load: registered, the order waits almost ready (WILL BE ACTIVE) until the load is normal.
    await page.getByRole('button', { name: 'Heavy load' }).click();
    await page.getByRole('status').getByText('Austria: under heavy load').waitFor();
    await expect.poll(() => stateOf(page, 'Austria').textContent()).toBe('under heavy load');
    const loaded = await paidOrder('W 701 SB');
    await expect.poll(() => statusOf(loaded.body.id), { timeout: 15_000, interval: 300 }).toBe('WILL BE ACTIVE');
    await page.getByRole('button', { name: 'Normal load' }).click();
    await page.getByRole('status').getByText('Austria: normal load').waitFor();
    await expect.poll(() => stateOf(page, 'Austria').textContent()).toBe('operational');
    await expect.poll(() => statusOf(loaded.body.id), { timeout: 15_000, interval: 300 }).toBe('ACTIVE');

    // Failing registrations stand out until they are used up or cleared.
    await page.getByLabel('Country').selectOption('HU');
    await page.getByLabel('Registrations to fail').fill('2');
    await page.getByRole('button', { name: 'Fail the next registrations' }).click();
    await page.getByRole('status').getByText('Hungary: the next 2 registrations fail.').waitFor();
    await expect.poll(() => stateOf(page, 'Hungary').textContent()).toBe('next 2 registrations fail');
    await page.getByLabel('Registrations to fail').fill('0');
    await page.getByRole('button', { name: 'Fail the next registrations' }).click();
    await expect.poll(() => stateOf(page, 'Hungary').textContent()).toBe('operational');
    await page.getByLabel('Country').selectOption('AT');

    // A fault on the next order creation: one 503, then the route works again.
    await page.getByLabel('Route', { exact: true }).selectOption('POST /orders');
    await page.getByLabel('Answer', { exact: true }).selectOption('503');
    await page.getByLabel('Number of calls').fill('1');
    await page.getByRole('button', { name: 'Inject fault' }).click();
    await page.getByText('POST /orders: the next call answers 503 after 0 ms.').waitFor();
    expect((await paidOrder('W 702 SB')).status).toBe(503);
    expect((await paidOrder('W 702 SB')).status).toBe(200);
    await page.getByLabel('Fault', { exact: true }).selectOption('duplicate_next');
    await page.getByLabel('Number of webhooks').fill('2');
    await page.getByRole('button', { name: 'Apply to the next webhooks' }).click();
    await page.getByText('Next webhooks: 0 dropped, 2 sent twice, 0 out of order.').waitFor();
    await page.getByRole('button', { name: 'Clear all faults' }).click();
    await page.getByText('No API call faults.').waitFor();
    await page.getByText('Next webhooks: 0 dropped, 0 sent twice, 0 out of order.').waitFor();

    // The shopper pays a pending link; the bank then charges the order back.
    const unpaid = await paidOrder('W 703 SB', false);
    expect(unpaid.body.payment_link).toMatch(/^http/);
    await page.getByLabel('Payment link or token').fill(unpaid.body.payment_link ?? '');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText(`The payment for ${unpaid.body.id} was declined; the link still takes another try.`).waitFor();
    expect(await statusOf(unpaid.body.id)).toBe('CREATED');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText(`${unpaid.body.id} is paid.`).waitFor();
    await expect.poll(() => statusOf(unpaid.body.id), { timeout: 15_000, interval: 300 }).toBe('ACTIVE');
    await page.getByLabel('Order id').fill(unpaid.body.id);
    await page.getByRole('button', { name: 'Charge back' }).click();
    await page.getByText(`Order ${unpaid.body.id} was charged back: it is now refunded.`).waitFor();
    expect(await statusOf(unpaid.body.id)).toBe('REFUNDED');
    await page.getByRole('button', { name: 'Charge back' }).click();
    await page.getByText('Only a paid order that is scheduled, processing, almost ready or active can be charged back.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the sandbox screen as a chunk of its own', () => {
  it('says so in plain words when its chunk cannot be fetched, with a reload', async () => {
    const context = await panel.browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.route(/\/panel\/assets\/SandboxScreen-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${panel.stack.url}/panel`);
    await page.getByLabel('API key').fill(PANEL_KEYS.standard);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sandbox' }).click();
    await page.getByRole('alert').getByText('This screen could not be loaded. Check your connection, then reload the page.').waitFor();
    await page.getByRole('link', { name: 'Reload' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the sandbox from an order\'s page', () => {
  it('declines then pays an unpaid order\'s link, then charges it back after saying where the money goes', async () => {
    const res = await panel.stack.publicCall('/public/orders', {
      order_has_been_paid: false,
      custom_id: 'cart-800',
      user: { email: 'link@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 800 OP', country: 'AT', type: 'car', vin: 'WVWZZZ1JZXW000800' } }],
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as { id: string; payment_link: string; receipt: { number: string } };
    const { id, payment_link: link, receipt } = created;
    const context = await panel.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${panel.stack.url}/panel`);
    await page.getByLabel('API key').fill(PANEL_KEYS.standard);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.goto(`${panel.stack.url}/panel#/orders/${id}`);
    const actions = page.getByRole('region', { name: 'Sandbox: the shopper and the bank' });
    await actions.waitFor();
    // It waits for the customer, with the link to send again, the partner's own reference, the VIN and receipt.
    const facts = page.locator('dl.facts');
    const fact = (term: string) => facts.locator(`dt:text-is("${term}") + dd`).textContent();
    expect(await fact('Status')).toBe('awaiting payment');
    expect(await facts.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(await fact('Your reference')).toBe('cart-800');
    expect(await fact('VIN')).toBe('WVWZZZ1JZXW000800');
    expect(await fact('Receipt')).toBe(receipt.number);

    await actions.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('status').getByText(`The payment for ${id} was declined; the link still takes another try.`).waitFor();
    expect(await page.locator('dl.facts .badge').getAttribute('title')).toBe('CREATED');
    await actions.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('status').getByText(`${id} is paid.`).waitFor();
    // The provider registers it a moment later; the page shows what the order was when it was read.
    await expect.poll(async () => {
      await page.reload();
      await page.getByRole('heading', { name: `Order ${id}` }).waitFor();
      return page.locator('dl.facts .badge').getAttribute('title');
    }, { timeout: 15_000 }).toBe('ACTIVE');

    await actions.getByRole('button', { name: 'Charge back…' }).click();
    const dialog = page.getByRole('dialog', { name: `Charge back order ${id}?` });
    await dialog.waitFor();
    expect(await dialog.getByRole('paragraph').first().textContent()).toBe('The payer’s bank takes €12.40 back from the service, '
      + 'which collected it; the order ends refunded and what you owe does not change.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Charge back €12.40' }).click();
    await page.getByRole('status').getByText(`Order ${id} was charged back: it is now refunded.`).waitFor();
    expect(await page.locator('dl.facts .badge').getAttribute('title')).toBe('REFUNDED');
    expect(await actions.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
