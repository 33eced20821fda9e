import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import {
  type WidgetRoot, confirmationLink, daysAhead, fillOrder, payInWidget, placeOrder, showProducts,
} from './support/journey.ts';
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

describe('an order is never lost', () => {
  it('comes back to the payment step after a reload, and to the final screen once paid, with no second order', async () => {
    const { page, widget } = await session.openDemo();
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 24680 R', email: 'rita@example.com' });
    await placeOrder(widget);
    const orderNumber = await orderNumberOf(widget);
    expect(orderNumber).toMatch(/^ord_/);
    const before = await upstreamOrderCount();

    await page.reload();
    await widget.getByRole('button', { name: /^Pay / }).waitFor();
    expect(await orderNumberOf(widget)).toBe(orderNumber);
    expect(await upstreamOrderCount()).toBe(before);
    expect(await axeViolations(page)).toEqual([]);

    await payInWidget(widget);
    await confirmationLink(widget);
    await page.reload();
    const link = await confirmationLink(widget);
    // The link opens the PDF only: its key, never the access token that can change the order.
    expect(link).toMatch(new RegExp(`/api/orders/${orderNumber}/confirmation\\.pdf\\?key=[\\w-]{43}$`));
    await widget.getByText('Paid and registered for W 24680 R.').waitFor();
    await widget.getByText(/confirmation email/).waitFor();
    for (const text of [orderNumber!, 'W 24680 R', 'Order number', 'Valid']) await widget.getByText(text, { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await widget.getByRole('button', { name: 'Start a new order' }).click();
    await showProducts(widget);
    await page.reload();
    await showProducts(widget);
    expect(await widget.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  });

  it('comes back in the iframe embed too', async () => {
    const { page } = await session.freshPage();
    await page.goto(session.stack.demoUrl);
    const frame = page.frameLocator('iframe[src*="/embed"]');
    await fillOrder(frame, { country: 'SI', product: 'vignette-si-weekly', plate: 'LJ RE-456', email: 'rok@example.com' });
    await placeOrder(frame);
    const orderNumber = await orderNumberOf(frame);
    await page.reload();
    await frame.getByRole('button', { name: /^Pay / }).waitFor();
    expect(await orderNumberOf(frame)).toBe(orderNumber);
  });

  it('says what a provider error means for the money, with the order number and the partner support link', async () => {
    await fetch(`${session.stack.partnerApiUrl}/sandbox/providers/SK/errors`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fail_next: 1 }),
    });
    const { page, widget } = await session.openDemo();
    await fillOrder(widget, { country: 'SK', product: 'vignette-sk-10-days', plate: 'BA-456CD', email: 'eva@example.com' });
    await placeOrder(widget);
    const orderNumber = await orderNumberOf(widget);
    await payInWidget(widget);

    await widget.getByText('The national provider could not register this order.').waitFor({ timeout: 30_000 });
    await widget.getByText(/Your payment was taken/).waitFor();
    await widget.getByText(orderNumber!).waitFor();
    expect(await widget.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(SUPPORT_URL);
    expect(await widget.getByRole('button', { name: /Cancel order|Change vehicle/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('asks a VIN product\'s change for a VIN only with another vehicle, and moves its start date without one', async () => {
    const { widget } = await session.openDemo();
    await fillOrder(widget, {
      country: 'RO', product: 'vignette-ro-30-days', plate: 'B 123 VIN', email: 'ana@example.com', vin: 'WVWZZZ1JZXW000001',
      startDate: daysAhead(6),
    });
    await placeOrder(widget);
    await payInWidget(widget);
    await widget.getByText(/^Scheduled for/).waitFor({ timeout: 30_000 });

    await widget.getByRole('button', { name: 'Change vehicle or start date' }).click();
    const vin = widget.getByLabel('VIN');
    expect(await vin.inputValue()).toBe('');
    expect(await vin.evaluate((el) => (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-describedby')!.split(' ')[0]!)
      ?.textContent)).toBe('For another vehicle only: its 17 letters and digits, as on its registration certificate');
    await widget.getByLabel('Start date').fill(daysAhead(8));
    await widget.getByRole('button', { name: 'Save the change' }).click();
    await expect.poll(() => widget.getByRole('button', { name: 'Change vehicle or start date' }).count(), { timeout: 15_000 }).toBe(0);
    await widget.getByText(/^Scheduled for/).waitFor();
  });

  it('says an order starting tomorrow is registered and valid from that day, not held up by a busy system', async () => {
    const { widget } = await session.openDemo();
    await fillOrder(widget, {
      country: 'AT', product: 'vignette-at-10-days', plate: 'W 24680 T', email: 'tom@example.com', startDate: daysAhead(1),
    });
    await placeOrder(widget);
    await payInWidget(widget);
    await widget.getByText('Almost ready', { exact: true }).waitFor({ timeout: 30_000 });
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })
      .format(new Date(`${daysAhead(1)}T00:00:00Z`)).replace(/^(\w+) (\d+)/, '$1\u00a0$2');
    await widget.getByText(`Registered, and valid from ${day}: the confirmation and its PDF come on that day.`).waitFor();
    expect(await widget.getByText('The national system is busy', { exact: false }).count()).toBe(0);
  });

  it('manages a scheduled order: one change, then a cancel that ends refunded', async () => {
    const { page, widget } = await session.openDemo();
    await fillOrder(widget, {
      country: 'AT', product: 'vignette-at-10-days', plate: 'W 13579 M', email: 'max@example.com', startDate: daysAhead(6),
    });
    await placeOrder(widget);
    await payInWidget(widget);
    await widget.getByText(/^Scheduled for/).waitFor({ timeout: 30_000 });

    await widget.getByRole('button', { name: 'Change vehicle or start date' }).click();
    // The registration country first, as at checkout: it decides the plate's layout.
    const country = widget.getByLabel('Registration country');
    await expect.poll(() => country.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    const plate = widget.getByLabel('Licence plate');
    const precedes = (el: Element, next: Element | null) =>
      !!(el.compareDocumentPosition(next!) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await country.evaluate(precedes, await plate.elementHandle())).toBe(true);
    await plate.fill('W 97531 M');
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Save the change' }).click();
    // Confirmed under "Manage your order", and the order's vehicle says it too.
    await widget.getByText('New licence plate: W 97531 M').waitFor();
    await widget.getByText('W 97531 M (Austria), Car').waitFor();
    expect(await widget.getByRole('button', { name: 'Change vehicle or start date' }).count()).toBe(0);

    await widget.getByRole('button', { name: 'Cancel order' }).click();
    await widget.getByText(/Cancel this order\?/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await widget.getByText('You cancelled this order.').waitFor();
    await widget.getByText(/returned to the way you paid/).waitFor();
    // The shopper's own cancel is no problem: nothing for support, and no days it would cover.
    expect(await widget.getByRole('link', { name: 'Contact support' }).count()).toBe(0);
    expect(await widget.locator('.rc-status--problem, .rc-callout--problem').count()).toBe(0);
    expect(await widget.getByText('Valid', { exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
