import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';

const panel = usePanelStack();

const clockNow = async () => Date.parse(((await (await fetch(`${panel.stack.url}/sandbox/clock`)).json()) as { now: string }).now);

const order = async (plate: string) => {
  const res = await panel.stack.publicCall('/public/orders', {
    order_has_been_paid: true,
    user: { email: 'home@example.com' },
    products: [{ product: 'vignette-at-10-days', vehicle: { plate, country: 'AT', type: 'car' } }],
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
};

/** The partner's orders in `status`, as its own server would list them (a call a second, well within the limit). */
const idsIn = async (status: string) =>
  ((await (await fetch(`${panel.stack.url}/public/orders?status=${encodeURIComponent(status)}`, {
    headers: { Authorization: `Bearer ${PANEL_KEYS.standard}` },
  })).json()) as { data: { id: string }[] }).data.map((o) => o.id);

describe('the home screen of the partner panel', () => {
  it('shows today\'s orders, revenue and failures as charts with their tables, the rate limits and the debt', async () => {
    // The minute starts now on the sandbox clock, so this minute's usage still holds the orders below.
    const now = await clockNow();
    const intoMinute = Math.floor((now % 60_000) / 1000);
    if (intoMinute > 0) expect((await panel.stack.sandbox('/sandbox/clock/advance', { seconds: 60 - intoMinute })).status).toBe(200);

    // Two Austrian 10-day vignettes at 12.40 EUR, paid by the partner; the provider fails the second.
    const active = await order('W 500 HO');
    await expect.poll(() => idsIn('ACTIVE'), { timeout: 15_000, interval: 1000 }).toEqual([active]);
    expect((await panel.stack.sandbox('/sandbox/providers/AT/errors', { fail_next: 1 })).status).toBe(200);
    const failed = await order('W 501 HO');
    await expect.poll(() => idsIn('DELETED'), { timeout: 15_000, interval: 1000 }).toEqual([failed]);

    const context = await panel.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Vienna' });
    const page = await context.newPage();
    await page.goto(`${panel.stack.url}/panel`);
    await page.getByLabel('API key').fill(PANEL_KEYS.standard);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByText('Your last 30 days, counted in your time zone (Europe/Vienna).').waitFor();

    // Today on the sandbox clock (read after the orders: moving the clock may have crossed midnight), in Vienna.
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Vienna' }).format(await clockNow());

    const ordersChart = page.getByRole('img', { name: 'Orders per day', exact: true });
    await ordersChart.waitFor();
    expect(await ordersChart.getAttribute('aria-describedby')).toBe('orders-chart-summary');
    await page.locator('#orders-chart-summary').getByText(/: 2 in all, at most 2 on one day\.$/).waitFor();
    await page.locator('#revenue-chart-summary').getByText(/: €12\.40 in all, at most €12\.40 on one day\.$/).waitFor();
    await page.locator('#failures-chart-summary').getByText(/: 1 in all, at most 1 on one day\.$/).waitFor();
    expect(await page.locator('#orders-chart-summary').textContent()).toMatch(new RegExp(`^.+ to ${today}: `));
    // One bar of full height today; the other 29 days have none.
    const heights = await ordersChart.locator('rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
    expect(heights).toHaveLength(30);
    expect(heights.at(-1)).toBe(96);
    expect(heights.slice(0, -1).every((h) => h === 0)).toBe(true);

    for (const [title, column, value] of [
      ['Orders per day', 'Orders', '2'], ['Revenue per day', 'Revenue', '€12.40'], ['Failed orders per day', 'Failed orders', '1'],
    ] as const) {
      await page.getByText(`${title}: show the numbers`, { exact: true }).click();
      const table = page.getByRole('table', { name: title, exact: true });
      await table.waitFor();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Day', column]);
      expect(await table.getByRole('row').count()).toBe(31);
      expect(await table.getByRole('row', { name: today }).getByRole('cell').textContent()).toBe(value);
    }

    const rates = page.getByRole('table', { name: 'Rate limits this minute' });
    // Its heading names it; the words are not said twice on screen.
    expect(await page.getByText('Rate limits this minute', { exact: true }).count()).toBe(1);
    expect(await rates.getByRole('row', { name: /POST \/orders/ }).getByRole('cell').allTextContents()).toEqual(['2', '10', '20%']);
    await page.getByText('You owe the service €24.80. At €2,000.00 a notice asks you to pay within 72 hours.').waitFor();
    expect(await page.getByRole('meter', { name: 'Debt' }).getAttribute('value')).toBe('2480');
    await page.getByRole('heading', { name: 'Webhook success rate' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // On a phone the charts and their tables fit the width.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
