import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { paymentFrame } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** Today on the shopper's calendar (the browser's), as the widget plans from it. */
const today = () => new Date().toISOString().slice(0, 10);

/** The demo's route page, its widget (script tag, or the iframe) planning this trip. */
async function tripPage(page: Page, query: Record<string, string>): Promise<void> {
  await page.goto(`${session.stack.demoUrl.replace(/\/?$/, '/')}trip.html?${new URLSearchParams(query)}`);
}

describe('the whole trip in one checkout (script tag)', () => {
  it('plans Munich–Budapest–Bucharest in German, pays once, and sees every product ACTIVE with its PDF', async () => {
    const { page } = await session.freshPage();
    await tripPage(page, { locale: 'de', trip: 'DE,AT,HU,RO', 'trip-dates': `${today()}/${today()}` });
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Ihre Reise planen' }).waitFor();
    // One day through Austria, Hungary and Romania (Germany sells none): 8.80 + 16.10 (10 days) + 3.00.
    await widget.getByRole('region', { name: 'Österreich' }).getByText('Vignette Österreich, 1 Tag', { exact: true }).waitFor();
    await expect.poll(() => widget.getByText('27,90 € inkl. MwSt.').count()).toBe(1);
    await widget.getByText(/Für folgende Länder verkaufen wir keine Straßenprodukte.*Deutschland/).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await page.screenshot({ path: '/tmp/trip-de-plan.png', fullPage: true });
    await widget.getByRole('button', { name: 'Weiter' }).click();

    await widget.getByLabel('Zulassungsland').selectOption('DE');
    await widget.getByLabel('Kennzeichen').fill('M AB 1234');
    await widget.getByLabel('E-Mail').fill('jonas@example.com');
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.getByRole('heading', { name: 'Reise prüfen' }).waitFor();
    await widget.getByText('3 Produkte, eine Zahlung').waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await widget.getByRole('button', { name: 'Bestellung aufgeben' }).click();

    // One payment for the three: the basket's total on one hosted page.
    await widget.getByRole('button', { name: '27,90 € bezahlen' }).click();
    const paymentPage = paymentFrame(widget);
    await paymentPage.getByRole('button', { name: /bezahlen|Pay/ }).click();
    await widget.getByRole('heading', { name: 'Ihre Reise' }).waitFor();
    const pdfs = widget.getByRole('link', { name: 'Bestätigung herunterladen (PDF)' });
    await expect.poll(() => pdfs.count(), { timeout: 30_000 }).toBe(3);
    expect(await widget.getByText('Aktiv', { exact: true }).count()).toBe(3);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await page.screenshot({ path: '/tmp/trip-de-status.png', fullPage: true });
    for (const href of await pdfs.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
