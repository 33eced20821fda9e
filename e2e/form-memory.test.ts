import { describe, expect, it } from 'vitest';
import { chooseProduct } from './support/journey.ts';
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
});
