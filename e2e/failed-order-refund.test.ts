import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { fillOrder, payInWidget, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

const SUPPORT_URL = 'https://help.alpine-roads.example/orders';
const session = useSession({ BFF_SUPPORT_URL: SUPPORT_URL });

type Marks = { createdOrderId?: string; sameDocument?: boolean };

describe('a failed order whose payment was taken', () => {
  it('shows support\'s refund as it happens, as the failure it is, with no validity and no reload', async () => {
    const failNext = await fetch(`${session.stack.partnerApiUrl}/sandbox/providers/AT/errors`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fail_next: 1 }),
    });
    expect(failNext.ok).toBe(true);
    const { page } = await session.freshPage();
    await page.addInitScript(() => {
      document.addEventListener('road-checkout:order-created', (event) => {
        (window as unknown as Marks).createdOrderId = (event as CustomEvent<{ orderId: string }>).detail.orderId;
      });
    });
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 86420 F', email: 'fritz@example.com' });
    await placeOrder(widget);
    await payInWidget(widget);

    await widget.getByText('The national provider could not register this order.').waitFor({ timeout: 30_000 });
    await widget.getByText(/Your payment was taken/).waitFor();
    expect(await widget.getByText('Valid', { exact: true }).count()).toBe(0);
    const orderId = await page.evaluate(() => (window as unknown as Marks).createdOrderId);
    expect(orderId).toMatch(/^ord_/);
    // Gone if the page reloads: the change below must come over the open stream.
    await page.evaluate(() => {
      (window as unknown as Marks).sameDocument = true;
    });

    const refund = await fetch(`${session.stack.partnerApiUrl}/sandbox/orders/${orderId}/support-refund`, { method: 'POST' });
    expect(refund.status).toBe(200);

    await widget.getByText('Your payment is being returned to the way you paid.').waitFor({ timeout: 30_000 });
    await widget.getByText('Refunded', { exact: true }).waitFor();
    await widget.getByText('The national provider could not register this order.').waitFor();
    expect(await widget.getByText(/Your payment was taken/).count()).toBe(0);
    expect(await widget.getByText(/cancelled/i).count()).toBe(0);
    expect(await widget.getByText('Valid', { exact: true }).count()).toBe(0);
    expect(await widget.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(SUPPORT_URL);
    expect(await page.evaluate(() => (window as unknown as Marks).sameDocument)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // After a reload the BFF still knows the refund followed the failure: the same words, never a cancel.
    await page.reload();
    await widget.getByText('The national provider could not register this order.').waitFor({ timeout: 30_000 });
    await widget.getByText('Your payment is being returned to the way you paid.').waitFor();
    expect(await widget.getByText('This order is closed and not valid.').count()).toBe(0);
    expect(await widget.getByText(/cancelled/i).count()).toBe(0);
    expect(await widget.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(SUPPORT_URL);
  });
});
