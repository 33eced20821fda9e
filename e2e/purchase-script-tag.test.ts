import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { confirmationLink, fillOrder, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('buying through the script-tag embed', () => {
  it('buys an Austrian vignette, pays, and sees it ACTIVE with a working PDF, axe clean at every stop, the hosted payment page included', async () => {
    const { context, page, widget } = await session.openDemo();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 12345 A', email: 'anna@example.com' });
    await widget.getByRole('button', { name: 'Place order' }).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await placeOrder(widget);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    const [paymentPage] = await Promise.all([context.waitForEvent('page'), widget.getByRole('link', { name: /^Pay/ }).click()]);
    await paymentPage.getByRole('button', { name: /^Pay/ }).waitFor();
    expect(await axeViolations(paymentPage)).toEqual([]);
    await paymentPage.getByRole('button', { name: /^Pay/ }).click();
    await paymentPage.getByText(/Payment received/).waitFor();
    expect(await axeViolations(paymentPage)).toEqual([]);
    await paymentPage.close();
    const href = await confirmationLink(widget);
    await widget.getByText('Active', { exact: true }).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
