import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { confirmationLink, fillOrder, payInNewTab, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('buying through the script-tag embed', () => {
  it('buys an Austrian vignette, pays, and sees it ACTIVE with a working PDF', async () => {
    const { context, page } = await session.freshPage();
    const events: string[] = [];
    await page.exposeFunction('recordWidgetEvent', (name: string) => events.push(name));
    await page.addInitScript(() => {
      for (const name of ['ready', 'step-change', 'order-created', 'payment-started', 'order-active']) {
        document.addEventListener(`road-checkout:${name}`, () => (window as unknown as { recordWidgetEvent(n: string): void }).recordWidgetEvent(name));
      }
    });
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();

    await widget.getByLabel('Product', { exact: true }).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 12345 A', email: 'anna@example.com' });
    await placeOrder(widget);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    await payInNewTab(context, widget);
    const href = await confirmationLink(widget);
    await widget.getByText('Active', { exact: true }).waitFor();

    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    expect(events).toEqual(expect.arrayContaining(['ready', 'step-change', 'order-created', 'payment-started', 'order-active']));
  });
});
