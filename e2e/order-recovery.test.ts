import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { type WidgetRoot, confirmationLink, fillOrder, payInNewTab, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

const SUPPORT_URL = 'https://help.alpine-roads.example/orders';
const session = useSession({ BFF_SUPPORT_URL: SUPPORT_URL });

/** How many orders the Partner API holds for the demo partner: a resumed order must not add one. */
async function upstreamOrderCount(): Promise<number> {
  const res = await fetch(`${session.stack.partnerApiUrl}/public/orders`, { headers: { Authorization: 'Bearer sk_test_standard_sandbox' } });
  return ((await res.json()) as { total: number }).total;
}

/** The order number on the payment step (its details list opens with it). */
const orderNumberOf = (root: WidgetRoot) => root.locator('.rc-details dd').first().textContent();

async function openPaymentPage(context: BrowserContext, root: WidgetRoot, name: RegExp | string): Promise<Page> {
  const [paymentPage] = await Promise.all([context.waitForEvent('page'), root.getByRole('link', { name }).click()]);
  await paymentPage.waitForLoadState();
  return paymentPage;
}

describe('an order is never lost', () => {
  it('comes back to the payment step after a reload, and to the final screen once paid, with no second order', async () => {
    const { context, page, widget } = await session.openDemo();
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 24680 R', email: 'rita@example.com' });
    await placeOrder(widget);
    const orderNumber = await orderNumberOf(widget);
    expect(orderNumber).toMatch(/^ord_/);
    const before = await upstreamOrderCount();

    await page.reload();
    await widget.getByRole('link', { name: /^Pay/ }).waitFor();
    expect(await orderNumberOf(widget)).toBe(orderNumber);
    expect(await upstreamOrderCount()).toBe(before);
    expect(await axeViolations(page)).toEqual([]);

    await payInNewTab(context, widget);
    await confirmationLink(widget);
    await page.reload();
    const link = await confirmationLink(widget);
    expect(link).toContain(`/api/orders/${orderNumber}/confirmation.pdf?token=`);
    await widget.getByText('Your order is active.').waitFor();
    await widget.getByText(/confirmation e-mail/).waitFor();
    for (const text of [orderNumber!, 'W 24680 R', 'Order number', 'Valid']) await widget.getByText(text, { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await widget.getByRole('button', { name: 'Start a new order' }).click();
    await widget.getByRole('combobox', { name: 'Product', exact: true }).waitFor();
    await page.reload();
    await widget.getByRole('combobox', { name: 'Product', exact: true }).waitFor();
    expect(await widget.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
  });

  it('comes back in the iframe embed too', async () => {
    const { page } = await session.freshPage();
    await page.goto(session.stack.demoUrl);
    const frame = page.frameLocator('iframe[src*="/embed"]');
    await fillOrder(frame, { country: 'SI', product: 'vignette-si-weekly', plate: 'LJ RE-456', email: 'rok@example.com' });
    await placeOrder(frame);
    const orderNumber = await orderNumberOf(frame);
    await page.reload();
    await frame.getByRole('link', { name: /^Pay/ }).waitFor();
    expect(await orderNumberOf(frame)).toBe(orderNumber);
  });

  it('shows a failed payment when the shopper comes back, and opens the payment page again', async () => {
    const { context, page, widget } = await session.openDemo();
    await page.setViewportSize({ width: 400, height: 900 });
    await fillOrder(widget, { country: 'CZ', product: 'vignette-cz-10-days', plate: '1AB 2345', email: 'jan@example.com' });
    await placeOrder(widget);

    // On a narrow widget Pay is one full-width target, and the methods are text, not buttons.
    const pay = widget.getByRole('link', { name: /^Pay/ });
    const [payWidth, rowWidth] = await pay.evaluate((el) => [
      el.getBoundingClientRect().width,
      el.parentElement!.getBoundingClientRect().width,
    ]);
    expect(Math.abs(payWidth! - rowWidth!)).toBeLessThan(1);
    await widget.getByText('Card or PayPal').waitFor();
    expect(await widget.getByRole('list').count()).toBe(0);

    const failing = await openPaymentPage(context, widget, /^Pay/);
    await failing.getByRole('button', { name: 'Simulate failed payment' }).click();
    await failing.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await failing.close();
    // Headless Chromium fires no focus when a tab closes; fire the one a desktop browser fires on the way back.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await widget.getByText(/Your payment has not come through/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const again = await openPaymentPage(context, widget, 'Open the payment page again');
    await again.getByRole('button', { name: /^Pay/ }).click();
    await again.getByText(/Payment received/).waitFor();
    await again.close();
    await confirmationLink(widget);
  });

  it('says what a provider error means for the money, with the order number and the partner support link', async () => {
    await fetch(`${session.stack.partnerApiUrl}/sandbox/providers/SK/errors`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fail_next: 1 }),
    });
    const { context, page, widget } = await session.openDemo();
    await fillOrder(widget, { country: 'SK', product: 'vignette-sk-10-days', plate: 'BA-456CD', email: 'eva@example.com' });
    await placeOrder(widget);
    const orderNumber = await orderNumberOf(widget);
    await payInNewTab(context, widget);

    await widget.getByText('The national provider could not register this order.').waitFor({ timeout: 30_000 });
    await widget.getByText(/Your payment was taken/).waitFor();
    await widget.getByText(orderNumber!).waitFor();
    expect(await widget.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(SUPPORT_URL);
    expect(await widget.getByRole('button', { name: /Cancel order|Change vehicle/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('manages a scheduled order: one change, then a cancel that ends refunded', async () => {
    const { context, page, widget } = await session.openDemo();
    const start = new Date(Date.now() + 6 * 86_400_000);
    const iso = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    await widget.getByLabel('Country', { exact: true }).selectOption('AT');
    await widget.getByLabel('Product', { exact: true }).selectOption('vignette-at-10-days');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Licence plate').fill('W 13579 M');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Start date').fill(iso);
    await widget.getByLabel('Email').fill('max@example.com');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await placeOrder(widget);
    await payInNewTab(context, widget);
    await widget.getByText(/^Scheduled for/).waitFor({ timeout: 30_000 });

    await widget.getByRole('button', { name: 'Change vehicle or start date' }).click();
    const plate = widget.getByLabel('Licence plate');
    await expect.poll(() => plate.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await plate.fill('W 97531 M');
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Save the change' }).click();
    await widget.getByText('W 97531 M', { exact: false }).waitFor();
    expect(await widget.getByRole('button', { name: 'Change vehicle or start date' }).count()).toBe(0);

    await widget.getByRole('button', { name: 'Cancel order' }).click();
    await widget.getByText(/Cancel this order\?/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await widget.getByText('This order was cancelled.').waitFor();
    await widget.getByText(/returned to the way you paid/).waitFor();
    expect(await widget.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(SUPPORT_URL);
    expect(await axeViolations(page)).toEqual([]);
  });
});
