import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseCountry, chooseProduct, placeOrder } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

const isFocused = (target: Locator) =>
  target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);

/** Product and vehicle steps, then the details step's fields are on screen. */
async function toDetails(
  widget: Locator,
  p: { country: string; product: string; plate: string; registration: string },
) {
  await chooseCountry(widget, p.country);
  await chooseProduct(widget, p.product);
  await widget.getByRole('radio', { name: 'Car' }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Licence plate').fill(p.plate);
  await widget.getByLabel('Registration country').selectOption(p.registration);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Email').waitFor();
}

describe('what each product asks of the shopper', () => {
  it('asks a VIN for a Romanian 30-day vignette, checks it, and shows it for review', async () => {
    const { widget } = await session.openDemo();
    await toDetails(widget, { country: 'RO', product: 'vignette-ro-30-days', plate: 'CJ 12 ABC', registration: 'RO' });

    await widget.getByLabel('Email').fill('ioana@example.com');
    const vin = widget.getByLabel('VIN');
    await widget.getByRole('button', { name: 'Continue' }).click();
    expect(await vin.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(vin)).toBe(true);

    await vin.fill('WVWZZZ1JZXW00000O');
    await widget.getByRole('button', { name: 'Continue' }).click();
    expect(await vin.getAttribute('aria-invalid')).toBe('true');

    await vin.fill('wvwzzz1jzxw000001');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByRole('button', { name: 'Place order' }).waitFor();
    await widget.getByText('WVWZZZ1JZXW000001').waitFor();
    await placeOrder(widget);
  });

  it('asks every user field for a Moldovan vignette and shows them for review', async () => {
    const { widget } = await session.openDemo();
    await toDetails(widget, { country: 'MD', product: 'vignette-md-7-days', plate: 'M-AB 1234', registration: 'DE' });

    await widget.getByLabel('Email').fill('klaus@example.com');
    await widget.getByRole('button', { name: 'Continue' }).click();
    const firstName = widget.getByLabel('First name');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(firstName)).toBe(true);

    await firstName.fill('Klaus');
    await widget.getByLabel('Last name').fill('Becker');
    await widget.getByLabel('Phone').fill('+49 151 2345678');
    await widget.getByLabel('Address').fill('Hauptstrasse 1, 80331 München');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByRole('button', { name: 'Place order' }).waitFor();
    for (const value of ['Klaus', 'Becker', '+49 151 2345678', 'Hauptstrasse 1, 80331 München']) {
      await widget.getByText(value, { exact: true }).waitFor();
    }
    await placeOrder(widget);
  });
});
