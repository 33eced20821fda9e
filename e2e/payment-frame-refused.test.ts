import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { type WidgetRoot, confirmationLink, fillOrder, paymentFrame, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

/**
 * A partner registered its shop's page as one that may frame the payment page, but not the BFF's own /embed
 * page (the browser checks every ancestor): the script tag pays inside the widget, the iframe embed cannot.
 */
const session = useSession({}, { frameOrigins: ({ demo }) => [demo] });

/** The `error` codes the page heard: the script tag's events and the /embed bridge's messages. */
async function hearErrors(page: Page) {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    document.addEventListener('road-checkout:error', (event) => heard.push((event as CustomEvent<{ code: string }>).detail.code));
    addEventListener('message', (event) => {
      const m = event.data as { proto?: string; type?: string; data?: { code?: string } } | null;
      if (m?.proto === 'road-checkout' && m.type === 'error' && m.data?.code) heard.push(m.data.code);
    });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

async function pay(root: WidgetRoot) {
  await root.getByRole('button', { name: 'Pay €12.40' }).click();
  return root.getByRole('dialog', { name: 'Payment' });
}

/** Pays on the payment page in the tab the refused dialog opened, and returns the widget's page to the front. */
async function payInNewTab(context: BrowserContext, root: WidgetRoot) {
  const link = root.getByRole('link', { name: 'Open the payment page in a new tab' });
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  // Not framed, the page has no one to report to: the link does not ask it to.
  expect(new URL(tab.url()).searchParams.has('origin')).toBe(false);
  expect(new URL(tab.url()).searchParams.get('lang')).toBe('en');
  await tab.getByRole('button', { name: 'Pay €12.40' }).click();
  await tab.getByRole('heading', { name: 'Payment received — you can close this window' }).waitFor();
}

describe('a payment page the browser may not show inside the widget', () => {
  it('a registered page pays inside the widget, and hears no refusal', async () => {
    const { page } = await session.freshPage();
    const heard = await hearErrors(page);
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 24680 R', email: 'rita@example.com' });
    await placeOrder(widget);
    await pay(widget);
    await paymentFrame(widget).getByRole('button', { name: 'Pay €12.40' }).click();
    await confirmationLink(widget);
    expect(await heard()).toEqual([]);
  });

  it('through the iframe embed: says so, pays in a new tab, and the widget follows the order to ACTIVE', async () => {
    const { context, page } = await session.freshPage();
    const heard = await hearErrors(page);
    await page.goto(session.stack.demoUrl);
    await page.locator('iframe[src*="/embed"]').scrollIntoViewIfNeeded();
    const widget = page.frameLocator('iframe[src*="/embed"]');
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 13579 R', email: 'rainer@example.com' });
    await placeOrder(widget);
    const dialog = await pay(widget);

    const alert = dialog.getByRole('alert');
    await alert.getByText('The payment page cannot open inside this website.').waitFor();
    await alert.getByText('Pay in a new tab instead. This checkout follows your order and moves on by itself once it is paid.').waitFor();
    // The browser's own refusal is not left on screen, and focus is on what replaced it.
    expect(await widget.locator('iframe.rc-pay-frame').count()).toBe(0);
    await expect.poll(() => alert.evaluate((el) => el === (el.getRootNode() as Document).activeElement)).toBe(true);
    expect(await heard()).toEqual(['payment_frame_refused']);
    const embed = page.frames().find((f) => f.url().includes('/embed'));
    if (!embed) throw new Error('no embed frame');
    expect(await axeViolations(embed)).toEqual([]);

    await payInNewTab(context, widget);
    await widget.getByRole('heading', { name: 'Order status' }).waitFor();
    await confirmationLink(widget);
    expect(await heard()).toEqual(['payment_frame_refused']);
  });
});
