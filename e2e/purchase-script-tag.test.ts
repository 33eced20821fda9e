import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { confirmationLink, fillOrder, paymentFrame, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('buying through the script-tag embed', () => {
  it('buys an Austrian vignette, pays, and sees it ACTIVE with a working PDF, axe clean at every stop, the hosted payment page included', async () => {
    const { page, widget } = await session.openDemo();
    const chunks = new Set<string>();
    page.on('request', (request) => {
      const chunk = /\/assets\/(manage|later-words)-/.exec(request.url())?.[1];
      if (chunk) chunks.add(chunk);
    });
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 12345 A', email: 'anna@example.com' });
    await widget.getByRole('button', { name: 'Place order' }).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await placeOrder(widget);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    await widget.getByRole('button', { name: /^Pay / }).click();
    const paymentPage = paymentFrame(widget);
    await paymentPage.getByRole('button', { name: /^Pay / }).waitFor();
    // axe walks into the payment page's frame too.
    expect(await axeViolations(page)).toEqual([]);
    await paymentPage.getByRole('button', { name: /^Pay / }).click();
    const href = await confirmationLink(widget);
    await widget.getByText('Active', { exact: true }).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The status screen came with the checkout steps: managing the order (and its words) come only when asked for.
    expect([...chunks]).toEqual([]);
  });
});
