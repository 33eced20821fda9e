import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { fillOrder, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';
import { characterLines } from './support/text-lines.ts';

// Five orders may wait for payment on one device (the BFF's default). The whole quota goes to this device,
// so only that limit is in play.
const session = useSession({ BFF_CLIENT_SHARE: '1', BFF_CLIENT_ORDERS_PER_MINUTE: '20' });

/** An order placed from the same device (the page's origin) by another window: the widget does not know it. */
const placeElsewhere = (page: Page, bff: string, plate: string) => page.evaluate(async ({ bff, plate }) => {
  const res = await fetch(`${bff}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      product: 'vignette-at-10-days', vehicle_type: 'car', plate, vehicle_country: 'AT',
      start_date: new Date().toISOString().slice(0, 10), email: 'elsewhere@example.com',
    }),
  });
  return res.status;
}, { bff, plate });

describe('honest states', () => {
  it('shows the review in full, asks before leaving an unpaid order, and at the 6th unpaid order offers to drop one, '
    + 'each told apart, its plate whole on a phone', async () => {
    const { page, widget } = await session.openDemo();
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 10001 A', email: 'ana@example.com' });
    // The review says what is bought: the whole validity and the price as the service states it.
    const today = new Date();
    const last = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 9);
    const range = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })
      .formatRange(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())),
        new Date(Date.UTC(last.getFullYear(), last.getMonth(), last.getDate())));
    await widget.getByText(range, { exact: true }).waitFor();
    await widget.getByText('€12.40, VAT included', { exact: true }).waitFor();
    await placeOrder(widget);

    // Leaving an unpaid order asks first; keeping it changes nothing.
    await widget.getByRole('button', { name: 'Start a new order' }).click();
    await widget.getByText('Leave without paying? Nothing is charged, and the order lapses.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The question stands apart from Pay above it, as Start over did (16 px: the widget's spacing).
    const pay = (await widget.getByRole('button', { name: 'Pay €12.40' }).boundingBox())!;
    const question = (await widget.getByRole('group', { name: /^Leave without paying/ }).boundingBox())!;
    expect(question.y - (pay.y + pay.height)).toBeGreaterThanOrEqual(16);
    await widget.getByRole('button', { name: 'Keep this order' }).click();
    await widget.getByRole('button', { name: 'Pay €12.40' }).waitFor();
    await widget.getByRole('button', { name: 'Start a new order' }).click();
    await widget.getByRole('button', { name: 'Leave it and start a new order' }).click();
    await widget.getByRole('heading', { name: 'Choose your product' }).waitFor();
    // A second order for the same plate, product and days, left too: only its number tells it from the first.
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 10001 A', email: 'ana@example.com' });
    await placeOrder(widget);
    await widget.getByRole('button', { name: 'Start a new order' }).click();
    await widget.getByRole('button', { name: 'Leave it and start a new order' }).click();
    await widget.getByRole('heading', { name: 'Choose your product' }).waitFor();

    for (const plate of ['W 10003 A', 'W 10004 A', 'W 10005 A']) {
      expect(await placeElsewhere(page, session.stack.bffUrl, plate)).toBe(201);
    }
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 10006 A', email: 'ana@example.com' });
    await widget.getByRole('button', { name: 'Place order' }).click();
    const alert = widget.getByRole('alert');
    await alert.getByText('Too many unpaid orders on this device.', { exact: false }).waitFor();
    expect(await alert.textContent()).not.toMatch(/not reachable/);
    // The two this widget left are offered, by name, plate, price, days and number; three came from elsewhere.
    const waiting = widget.getByRole('listitem');
    await expect.poll(() => waiting.count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    // On a phone, where a plate broke in two ("W" above "10001 A").
    await page.setViewportSize({ width: 375, height: 800 });
    const entries = await Promise.all([0, 1].map((i) => characterLines(waiting.nth(i).locator('span').first())));
    for (const { text, tops } of entries) {
      const plate = text.search(/W\s10001\sA/u);
      expect(new Set(tops.slice(plate, plate + 'W 10001 A'.length)).size).toBe(1);
      expect(text.replace(/\s/g, ' ')).toMatch(/^Austria vignette, 10 days · W 10001 A · €12\.40Valid: .+ · Order ord_[a-z2-7]+$/);
    }
    expect(entries[0]!.text).not.toBe(entries[1]!.text);
    // Each button says which order it acts on.
    const drop = waiting.first().getByRole('button', { name: 'Drop it' });
    expect(await drop.getAttribute('aria-describedby')).toBe(await waiting.first().locator('span').first().getAttribute('id'));
    await drop.click();
    await widget.getByRole('button', { name: 'Place order' }).click();
    await widget.getByRole('button', { name: 'Pay €12.40' }).waitFor();
  });
});
