import { describe, expect, it } from 'vitest';
import { chooseProduct, productList } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('the form keeps, and the browser moves, inside the widget', () => {
  it('keeps product, plate and e-mail across a reload, and Back and Forward move between steps on the partner\'s page', async () => {
    const { page, widget } = await session.openDemo();
    const url = page.url();
    await chooseProduct(widget, 'vignette-at-1-year');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Registration country').selectOption('AT');
    await widget.getByLabel('Licence plate').fill('W 55555 M');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Email').fill('mia@example.com');

    await page.reload();
    await widget.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await widget.getByLabel('Email').inputValue()).toBe('mia@example.com');

    await page.goBack();
    await widget.getByRole('heading', { name: 'Your vehicle' }).waitFor();
    expect(page.url()).toBe(url);
    expect(await widget.getByLabel('Licence plate').inputValue()).toBe('W 55555 M');
    await page.goBack();
    await widget.getByRole('heading', { name: 'Choose your product' }).waitFor();
    expect(await widget.locator('input[value="vignette-at-1-year"]').isChecked()).toBe(true);
    await page.goForward();
    await widget.getByRole('heading', { name: 'Your vehicle' }).waitFor();
    // The widget's own Back is the same step back, still on the partner's page.
    await widget.getByRole('button', { name: 'Back' }).click();
    await widget.getByRole('heading', { name: 'Choose your product' }).waitFor();
    expect(page.url()).toBe(url);
  });

  it('shows the chosen product in view when the product list comes back after a reload, and the top of another country\'s', async () => {
    const { page, widget } = await session.openDemo();
    const list = productList(widget).locator('.rc-radios__options');
    const last = list.locator('input[type=radio]').last();
    const slug = (await last.getAttribute('value'))!;
    await last.scrollIntoViewIfNeeded();
    await chooseProduct(widget, slug);
    /** Whether `option`'s row lies whole inside the scrolling list's visible box. */
    const inView = (option: typeof last) => option.evaluate((input) => {
      const row = input.closest('label')!.getBoundingClientRect();
      const box = input.closest('.rc-radios__options')!.getBoundingClientRect();
      return row.top >= box.top - 1 && row.bottom <= box.bottom + 1;
    });

    await page.reload();
    const kept = widget.locator(`input[type=radio][value="${slug}"]`);
    await kept.waitFor({ state: 'attached' });
    expect(await kept.isChecked()).toBe(true);
    // The list is taller than its box: the chosen row was scrolled into it, not left below.
    expect(await list.evaluate((box) => box.scrollHeight > box.clientHeight && box.scrollTop > 0)).toBe(true);
    expect(await inView(kept)).toBe(true);

    // Another country's list starts at its top, its first product chosen, wherever the shopper had scrolled this one.
    await list.evaluate((box) => { box.scrollTop = box.scrollHeight; });
    await widget.getByRole('combobox', { name: 'Country', exact: true }).selectOption('HU');
    await expect.poll(() => list.locator('input[type=radio]:checked').getAttribute('value')).toMatch(/-hu-/);
    expect(await list.evaluate((box) => [box.scrollHeight > box.clientHeight, box.scrollTop])).toEqual([true, 0]);
    expect(await inView(list.locator('input[type=radio]').first())).toBe(true);
  });
});
