import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import {
  confirmationLink, daysAhead, fillOrder, isFocused, payInWidget, placeOrder,
} from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** A date as the demo's `en` widget says it, its spaces plain. */
const said = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const plain = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ');

/** The date input's min and max: today and a year ahead, as the widget counts them. */
const today = daysAhead(0);
const yearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');

/** The words a field's aria-describedby points at: its hint and its error. */
async function describedBy(field: Locator, root: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return plain((await Promise.all(ids.map((id) => root.locator(`[id="${id}"]`).textContent()))).join(' '));
}

/** A paid order of the demo partner, on its status screen. */
async function paidOrder(plate: string, startDate?: string) {
  const { page, widget } = await session.openDemo();
  await fillOrder(widget, {
    country: 'AT', product: 'vignette-at-10-days', plate, email: 'mia@example.com', ...(startDate && { startDate }),
  });
  await placeOrder(widget);
  await payInWidget(widget);
  return { page, widget };
}

describe('managing a scheduled order', () => {
  it('closes on Escape onto its button, names the allowed start dates, warns of a start that sends it on, and confirms the saved plate', async () => {
    const { page, widget } = await paidOrder('W 13579 E', daysAhead(6));
    await widget.getByText(/^Scheduled for/).waitFor({ timeout: 30_000 });
    // Cancelling is always true of a scheduled order; the one change is not once used.
    const reason = widget.locator('.rc-callout').first();
    expect(await reason.textContent()).toMatch(/until then you can cancel it\.$/);

    const change = widget.getByRole('button', { name: 'Change vehicle or start date', exact: true });
    await change.click();
    const country = widget.getByLabel('Registration country');
    await expect.poll(() => isFocused(country)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(change)).toBe(true);
    expect(await country.count()).toBe(0);

    await change.click();
    const start = widget.getByLabel('Start date');
    expect([await start.getAttribute('min'), await start.getAttribute('max')]).toEqual([today, yearAhead]);
    // Spec 3: saved 3 days ahead or sooner, the order goes to the national provider at once, past cancelling.
    const sendsNow = 'With this start date, the order goes to the national provider as soon as you save. '
      + 'Once it is registered there, it can no longer be cancelled.';
    await start.fill(daysAhead(1));
    await expect.poll(() => describedBy(start, widget)).toBe(sendsNow);
    await start.fill(daysAhead(4));
    await expect.poll(() => describedBy(start, widget)).toBe('');
    const range = `Choose a start date from ${said(today)} to ${said(yearAhead)}`;
    for (const date of [daysAhead(600), daysAhead(-2)]) {
      await start.fill(date);
      await widget.getByRole('button', { name: 'Save the change' }).click();
      await expect.poll(() => start.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(start, widget)).toBe(range);
      await expect.poll(() => isFocused(start)).toBe(true);
    }

    await start.fill(daysAhead(6));
    await widget.getByLabel('Licence plate').fill('W 97531 E');
    // By keyboard, so that the focused confirmation shows the ring a keyboard user sees.
    await widget.getByRole('button', { name: 'Save the change' }).focus();
    await page.keyboard.press('Enter');
    const saved = widget.locator('.rc-manage .rc-callout');
    await expect.poll(() => isFocused(saved)).toBe(true);
    expect(plain(await saved.innerText()).split('\n').filter(Boolean)).toEqual([
      'Your change is saved.',
      'New licence plate: W 97531 E',
      'An order can be changed once, so this one cannot be changed again.',
    ]);
    expect(await saved.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');
    expect(await widget.getByRole('button', { name: /^Change vehicle/ }).count()).toBe(0);
    expect(await widget.getByText(/change or cancel/).count()).toBe(0);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    // The cancel question opens on its safe answer and leaves on Escape, as the payment dialog's does.
    const cancel = widget.getByRole('button', { name: 'Cancel order' });
    await cancel.click();
    await expect.poll(() => isFocused(widget.getByRole('button', { name: 'Keep the order' }))).toBe(true);
    expect(await widget.getByRole('group', { name: /^Cancel this order\?/ }).count()).toBe(1);
    expect(await saved.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(cancel)).toBe(true);
    expect(await widget.getByText(/^Cancel this order\?/).count()).toBe(0);
  });
});

describe('cancelling a scheduled order', () => {
  it('says the shopper cancelled it, after a reload as well', async () => {
    const { page, widget } = await paidOrder('W 86420 E', daysAhead(6));
    await widget.getByText(/^Scheduled for/).waitFor({ timeout: 30_000 });
    await widget.getByRole('button', { name: 'Cancel order' }).click();
    await widget.getByRole('button', { name: 'Yes, cancel the order' }).click();
    const ending = widget.locator('.rc-callout').filter({ hasText: 'You cancelled this order.' });
    await ending.waitFor({ timeout: 30_000 });

    await page.reload();
    await ending.waitFor({ timeout: 30_000 });
    expect(await widget.getByText('This order is closed and not valid.').count()).toBe(0);
  });
});

describe('managing an active order', () => {
  it('offers a change of vehicle only, and confirms it where no button is left', async () => {
    const { page, widget } = await paidOrder('W 24681 E');
    await confirmationLink(widget);
    expect(await widget.getByRole('button', { name: 'Change vehicle or start date' }).count()).toBe(0);
    await widget.getByRole('button', { name: 'Change vehicle', exact: true }).click();
    await widget.getByText('The start date can no longer change: the order is with the national provider.').waitFor();
    expect(await widget.getByLabel('Start date').count()).toBe(0);

    await widget.getByLabel('Licence plate').fill('W 24682 E');
    await widget.getByRole('button', { name: 'Save the change' }).click();
    const saved = widget.locator('.rc-manage .rc-callout');
    await expect.poll(() => isFocused(saved)).toBe(true);
    expect(plain(await saved.innerText())).toContain('New licence plate: W 24682 E');
    expect(await widget.getByRole('button', { name: /^Change vehicle/ }).count()).toBe(0);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});
