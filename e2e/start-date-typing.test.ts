import { describe, expect, it } from 'vitest';
import { chooseProduct, showProducts } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** A date a year ahead at most, written as Chromium's en-US date field takes it from the keyboard: MMDDYYYY. */
function aheadOf(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  return { iso, typed: `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}` };
}

describe('the start date, typed', () => {
  it('keeps the date the shopper types, digit by digit, and says the validity of that date', async () => {
    const { page } = await session.freshPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    await showProducts(widget);
    await chooseProduct(widget, 'vignette-at-10-days');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Registration country').selectOption('AT');
    await widget.getByLabel('Licence plate').fill('W 77881 T');
    await widget.getByRole('button', { name: 'Continue' }).click();

    const field = widget.getByLabel('Start date');
    const wanted = aheadOf(200);
    // From its first segment, the month, as a keyboard shopper would: every digit goes through the widget, and
    // the day is cleared before it is typed (the field is incomplete in between).
    await field.focus();
    await page.keyboard.type(wanted.typed.slice(0, 2));
    await page.keyboard.press('Backspace');
    await page.keyboard.type(wanted.typed.slice(2));
    await expect.poll(() => field.inputValue()).toBe(wanted.iso);
    await field.blur();
    expect(await field.inputValue()).toBe(wanted.iso);
    const shown = new Intl.DateTimeFormat('en', { month: 'long', day: 'numeric', timeZone: 'UTC' })
      .format(new Date(`${wanted.iso}T00:00:00Z`)).replace(' ', '\u00a0');
    await widget.getByText(new RegExp(`^Valid: ${shown}`)).waitFor();
    expect(errors).toEqual([]);
  });
});
