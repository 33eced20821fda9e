import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { paymentFrame } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** Today on the shopper's calendar (the browser's), as the widget plans from it. */
const today = () => new Date().toISOString().slice(0, 10);

/** A partner's page with the script-tag widget and these attributes, served from the demo site's origin. */
async function tripPage(page: Page, attributes: string): Promise<void> {
  const url = `${session.stack.demoUrl.replace(/\/?$/, '/')}trip-test.html`;
  await page.route(url, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Reise</title></head><body><main>
      <h1>Mit dem Auto nach Bukarest</h1><road-checkout ${attributes}></road-checkout></main>
      <script src="${session.stack.bffUrl}/widget.js" async></script></body></html>`,
  }));
  await page.goto(url);
}

describe('the whole trip in one checkout (script tag)', () => {
  it('plans Munich–Budapest–Bucharest in German, pays once, and sees every product ACTIVE with its PDF', async () => {
    const { page } = await session.freshPage();
    const log: string[] = [];
    page.on('console', (m) => log.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => log.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => log.push(`response: ${r.status()} ${r.url()}`));
    await tripPage(page, `locale="de" trip="DE,AT,HU,RO" trip-dates="${today()}/${today()}"`);
    const widget = page.locator('road-checkout');
    await page.waitForTimeout(3000);
    (await import('node:fs')).writeFileSync('/tmp/trip-log.txt', log.join('\n'));
    await page.screenshot({ path: '/tmp/trip-debug.png', fullPage: true });
    await widget.getByRole('heading', { name: 'Ihre Reise planen' }).waitFor();
    const austria = widget.getByRole('region', { name: 'Österreich' });
    await austria.waitFor();
    await page.screenshot({ path: '/tmp/trip-de-plan.png', fullPage: true });
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});
