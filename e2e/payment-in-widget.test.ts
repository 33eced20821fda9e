import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { type WidgetRoot, confirmationLink, fillOrder, paymentFrame, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** The focused element's text, looking through the shadow root and into the embed frame. */
const focusedText = (page: Page) => page.evaluate(() => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el?.textContent ?? '';
});

/**
 * The journey issue 17 asks for: Pay shows the amount, the payment page opens
 * inside the widget, a failed payment is told there with its reason, "Try
 * again" loads the payment page afresh, and paying moves the widget on to the
 * order's status, with no other page or tab ever opened.
 */
async function failThenPay(context: BrowserContext, root: WidgetRoot, axe: () => Promise<string[]>) {
  const pay = root.getByRole('button', { name: 'Pay €12.40' });
  await pay.click();
  const dialog = root.getByRole('dialog', { name: 'Payment' });
  await dialog.waitFor();
  const frame = paymentFrame(root);
  await frame.getByRole('heading', { name: 'Pay €12.40' }).waitFor();
  expect(await axe()).toEqual([]);

  await frame.getByRole('button', { name: 'Simulate failed payment' }).click();
  await dialog.getByRole('alert').getByText('Payment failed').waitFor();
  await dialog.getByText('The payment of €12.40 did not go through and nothing was charged.').waitFor();
  expect(await root.locator('iframe.rc-pay-frame').count()).toBe(0);
  expect(await axe()).toEqual([]);

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await frame.getByRole('button', { name: 'Pay €12.40' }).click();
  await root.getByRole('heading', { name: 'Order status' }).waitFor();
  expect(await dialog.count()).toBe(0);
  await confirmationLink(root);
  await root.getByText('Active', { exact: true }).waitFor();
  expect(context.pages()).toHaveLength(1);
}

describe('paying inside the widget', () => {
  it('through the script tag: a failure is told with its reason, the second try pays, no tab opens', async () => {
    const { context, page, widget } = await session.openDemo();
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 11223 P', email: 'paula@example.com' });
    await placeOrder(widget);
    await failThenPay(context, widget, () => axeViolations(page));
  });

  it('through the iframe embed, the same', async () => {
    const { context, page } = await session.freshPage();
    await page.goto(session.stack.demoUrl);
    await page.locator('iframe[src*="/embed"]').scrollIntoViewIfNeeded();
    const widget = page.frameLocator('iframe[src*="/embed"]');
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 33445 P', email: 'peter@example.com' });
    await placeOrder(widget);
    const embed = () => {
      const frame = page.frames().find((f) => f.url().includes('/embed'));
      if (!frame) throw new Error('no embed frame');
      return frame;
    };
    await failThenPay(context, widget, () => axeViolations(embed()));
  });

  it('asks before closing on Escape; leaving keeps the order unpaid on the payment step, focus back on Pay', async () => {
    const { context, page, widget } = await session.openDemo();
    await page.setViewportSize({ width: 375, height: 740 });
    await fillOrder(widget, { country: 'CZ', product: 'vignette-cz-10-days', plate: '1AB 2345', email: 'jan@example.com' });
    await placeOrder(widget);
    const pay = widget.getByRole('button', { name: /^Pay / });
    // On a narrow widget Pay is one full-width target.
    const [payWidth, rowWidth] = await pay.evaluate((el) => [
      el.getBoundingClientRect().width, el.parentElement!.getBoundingClientRect().width,
    ]);
    expect(Math.abs(payWidth! - rowWidth!)).toBeLessThan(1);

    await pay.click();
    const dialog = widget.getByRole('dialog');
    await paymentFrame(widget).getByRole('button', { name: /^Pay / }).waitFor();
    // At 375 px the payment page takes the whole screen.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    // Focus stays in the dialog: the page behind is inert (between rounds it may rest on the browser's own controls).
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      seen.add(await page.evaluate(() => {
        const outer = document.activeElement;
        if (!outer || outer === document.body) return 'browser';
        const inner = outer.shadowRoot?.activeElement;
        return inner?.closest('dialog') ? inner.tagName : `outside: ${outer.tagName} ${inner?.tagName ?? ''}`;
      }));
    }
    expect([...seen].filter((where) => !['BUTTON', 'IFRAME', 'browser'].includes(where))).toEqual([]);
    expect(seen.has('IFRAME') && seen.has('BUTTON')).toBe(true);
    // Escape in the payment page itself asks too.
    await paymentFrame(widget).getByRole('button', { name: /^Pay / }).focus();
    await page.keyboard.press('Escape');
    await dialog.getByText('Leave the payment? Your order stays unpaid.').waitFor({ timeout: 2000 });
    await dialog.getByRole('button', { name: 'Keep paying' }).click();
    await widget.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await dialog.getByText('Leave the payment? Your order stays unpaid.').waitFor();
    expect(await focusedText(page)).toBe('Keep paying');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await paymentFrame(widget).getByRole('button', { name: /^Pay / }).waitFor();
    expect(await dialog.getByText('Leave the payment?').count()).toBe(0);

    await widget.getByRole('button', { name: 'Close' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    expect(await dialog.count()).toBe(0);
    await widget.getByRole('heading', { name: 'Payment' }).waitFor();
    expect(await focusedText(page)).toMatch(/^Pay /);
    const orderNumber = await widget.locator('.rc-details dd').first().textContent();
    const upstream = await fetch(`${session.stack.partnerApiUrl}/public/orders/${orderNumber}`, {
      headers: { Authorization: 'Bearer sk_test_standard_sandbox' },
    });
    expect(await upstream.json()).toMatchObject({ status: 'CREATED', paid: false });
    expect(context.pages()).toHaveLength(1);
  });

  it("opens the payment page in the widget's own dark on a light system, not a white sheet, and in its high contrast", async () => {
    const { page, widget } = await session.openDemo();
    await widget.evaluate((el) => el.setAttribute('theme', 'dark'));
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 24680 D', email: 'dora@example.com' });
    await placeOrder(widget);
    await widget.getByRole('button', { name: /^Pay / }).click();
    const frame = paymentFrame(widget);
    await frame.getByRole('button', { name: /^Pay / }).waitFor();
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
    const looks = await frame.locator('body').evaluate((body) => {
      const style = getComputedStyle(body);
      return [getComputedStyle(document.documentElement).colorScheme, style.backgroundColor === 'rgb(255, 255, 255)'];
    });
    expect(looks).toEqual(['dark', false]);
    expect(await axeViolations(page)).toEqual([]);

    // Left, switched to high contrast and opened again: the sheet is high contrast too, black boxes 2 px wide.
    await widget.getByRole('button', { name: 'Close' }).click();
    await widget.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await widget.evaluate((el) => el.setAttribute('theme', 'high-contrast'));
    await widget.getByRole('button', { name: /^Pay / }).click();
    await frame.getByRole('button', { name: /^Pay / }).waitFor();
    const src = await widget.locator('iframe.rc-pay-frame').getAttribute('src');
    expect(new URL(src!).searchParams.get('scheme')).toBe('contrast');
    const box = await frame.locator('fieldset').evaluate((el) => {
      const style = getComputedStyle(el);
      return [document.documentElement.className, style.borderTopWidth, style.borderTopColor];
    });
    expect(box).toEqual(['contrast', '2px', 'rgb(0, 0, 0)']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('speaks the language the page switches the widget to while it shows, not the one it opened in', async () => {
    const { widget } = await session.openDemo();
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 24680 L', email: 'lea@example.com' });
    await placeOrder(widget);
    await widget.getByRole('button', { name: /^Pay / }).click();
    const frame = paymentFrame(widget);
    await frame.getByRole('button', { name: /^Pay / }).waitFor();
    expect(await frame.locator('html').getAttribute('lang')).toBe('en');
    await widget.evaluate((el) => el.setAttribute('locale', 'de'));
    await expect.poll(() => frame.locator('html').getAttribute('lang')).toBe('de');
    await frame.getByRole('button', { name: /bezahlen$/ }).waitFor();
  });

  it('fits a phone whatever the reference: a long one is set apart in the details and wraps inside them', async () => {
    // A basket's reference is the BFF's id of it, 40 and more characters without a space.
    const created = await fetch(`${session.stack.partnerApiUrl}/public/external-orders`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_standard_sandbox', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        reference_id: 'R'.repeat(64), user: { email: 'long-reference@example.com' },
        products: [{ product: 'tunnel-at-karawanken', vehicle: { plate: 'W 779 PL', country: 'AT', type: 'car' } }],
      }),
    });
    const { payment_link: link } = (await created.json()) as { payment_link: string };
    const { page } = await session.freshPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(link);
    // Without a description the page names what is bought, not the reference.
    await page.locator('p', { hasText: 'Karawanken tunnel (A11) single trip' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('R'.repeat(64));
    await page.getByText('Order details').click();
    const reference = page.locator('details code');
    expect(await reference.textContent()).toBe('R'.repeat(64));
    const [code, details] = [await reference.boundingBox(), await page.locator('details').boundingBox()];
    expect(code!.x + code!.width).toBeLessThanOrEqual(details!.x + details!.width);
    const overflow = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return scrollWidth - clientWidth;
    });
    expect(overflow).toBe(0);
  });
});
