import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { daysAhead, fillTripVehicle, paymentFrame, tripUrl } from './support/journey.ts';
import { useSession } from './support/session.ts';

// The BFF's own support link (the partner's site, where the demo page is): one the test can follow.
const session = useSession();

describe('a paid trip whose Hungarian registration fails', () => {
  it('says that line could not be registered and where its money is, with support, and counts none of its days', async () => {
    const failNext = await fetch(`${session.stack.partnerApiUrl}/sandbox/providers/HU/errors`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fail_next: 1 }),
    });
    expect(failNext.ok).toBe(true);
    const { page } = await session.freshPage();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(tripUrl(session.stack.demoUrl, { locale: 'en', trip: 'CZ,SK,HU', 'trip-dates': `${daysAhead(0)}/${daysAhead(9)}` }));
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
    await fillTripVehicle(widget, { registration: 'CZ', plate: '1AB 2346', email: 'petra@example.com' });
    await widget.getByRole('button', { name: 'Place order' }).click();
    await widget.getByRole('button', { name: /^Pay / }).click();
    await paymentFrame(widget).getByRole('button', { name: /^Pay / }).click();
    await widget.getByRole('heading', { name: 'Your trip' }).waitFor();

    const hungary = widget.getByRole('listitem').filter({ hasText: 'Hungary vignette, 10\u00a0days' });
    await hungary.getByText('The national provider could not register this order.').waitFor({ timeout: 30_000 });
    await hungary.getByText(/^Your payment was taken\. Support will register the order or refund you/).waitFor();
    const support = hungary.getByRole('link', { name: 'Contact support' });
    const supportUrl = `${new URL(session.stack.demoUrl).origin}/`;
    expect(await support.getAttribute('href')).toBe(supportUrl);
    // The other products go on: each its PDF, and the e-mail that brings their confirmations.
    const pdfs = widget.getByRole('link', { name: 'Download confirmation (PDF)' });
    await expect.poll(() => pdfs.count(), { timeout: 30_000 }).toBe(2);
    expect(await hungary.getByRole('link', { name: 'Download confirmation (PDF)' }).count()).toBe(0);
    for (const href of await pdfs.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      const pdf = await page.request.get(href);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await widget.getByText('A confirmation email for each active product is on its way to you.').waitFor();
    const days = () => widget.locator('.rc-details .rc-summary dd').allTextContents();
    const uncovered = 'Hungary vignette, 10\u00a0days: the order is not valid, so these days are not covered.';
    expect(await days()).toEqual(['Czechia vignette, 10\u00a0days', 'Slovakia vignette, 10\u00a0days', uncovered]);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    // Support refunds it: still the failure it was, now with the money on its way back.
    const orderId = /ord_\w+/.exec(await hungary.innerText())![0];
    const refund = await fetch(`${session.stack.partnerApiUrl}/sandbox/orders/${orderId}/support-refund`, { method: 'POST' });
    expect(refund.status).toBe(200);
    await hungary.getByText('Your payment is being returned to the way you paid.').waitFor({ timeout: 30_000 });
    await hungary.getByText('Refunded', { exact: true }).waitFor();
    await hungary.getByText('The national provider could not register this order.').waitFor();
    expect(await hungary.getByText(/Your payment was taken|cancelled/i).count()).toBe(0);
    expect(await days()).toEqual(['Czechia vignette, 10\u00a0days', 'Slovakia vignette, 10\u00a0days', uncovered]);
    expect(await pdfs.count()).toBe(2);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    // The link leads somewhere: the partner's support page, in a tab of its own.
    const [tab] = await Promise.all([page.waitForEvent('popup'), support.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(supportUrl);
    expect(await tab.title()).not.toBe('');
  });
});
