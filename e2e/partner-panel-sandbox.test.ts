import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';

const panel = usePanelStack();

const clock = async () => ((await (await fetch(`${panel.stack.url}/sandbox/clock`)).json()) as { now: string }).now;

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
    const before = Date.parse(await clock());
    await page.getByRole('button', { name: '+1 day' }).click();
    await expect.poll(async () => Date.parse(await clock()) - before).toBeGreaterThanOrEqual(86_400_000);
    expect(Date.parse(await clock()) - before).toBeLessThan(86_400_000 + 60_000);

    await page.getByLabel('Country').selectOption('AT');
    await page.getByRole('button', { name: 'Take down' }).click();
    await page.getByRole('status').getByText('Austria: down').waitFor();
    const status = await fetch(`${panel.stack.url}/public/products/status`, { headers: { Authorization: `Bearer ${PANEL_KEYS.premium}` } });
    const providers = ((await status.json()) as { providers: { country: string; status: string }[] }).providers;
    expect(providers.find((p) => p.country === 'AT')?.status).toBe('down');
    await page.getByRole('button', { name: 'Bring back' }).click();
    await page.getByRole('status').getByText('Austria: operational').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
