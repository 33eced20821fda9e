import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../src/partner-api/test-support/pdf-text.ts';
import { axeViolations } from './support/axe.ts';
import { chooseProduct, paymentFrame, productList } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** A script-tag widget in the shopper's language, with nothing fixed by the partner. */
async function widgetIn(locale: string) {
  const { page } = await session.openDemo();
  await page.evaluate((lang) => {
    const widget = document.createElement('road-checkout');
    widget.id = `in-${lang}`;
    widget.setAttribute('locale', lang);
    document.querySelector('road-checkout')?.before(widget);
  }, locale);
  return { page, widget: page.locator(`road-checkout#in-${locale}`) };
}

/** What the product list offers, as the shopper reads it: each name and its price (with Intl's no-break space). */
const offered = (list: Locator) => list.locator('label').evaluateAll((rows) => rows.map((row) => [
  row.querySelector('.rc-radio__label')?.firstChild?.textContent, row.querySelector('.rc-radio__detail')?.textContent,
].filter(Boolean).join(' — ')));

describe('products in the shopper’s language', () => {
  it('a Czech shopper buys a Czech vignette reading Czech product texts in the widget, on the payment page and in the PDF', async () => {
    const { page, widget } = await widgetIn('cs');
    // Czech speaks of Czechia: nothing to choose before the Czech products show.
    expect(await widget.getByRole('combobox', { name: 'Země', exact: true }).inputValue()).toBe('CZ');
    const product = productList(widget, 'Produkt');
    await chooseProduct(widget, 'vignette-cz-10-days');
    expect(await offered(product)).toEqual(expect.arrayContaining([
      'Dálniční známka Česko, 1\u00a0den — 8,00\u00a0€',
      'Dálniční známka Česko, 10\u00a0dní — 11,60\u00a0€',
      'Dálniční známka Česko, 30\u00a0dní — 18,40\u00a0€',
      'Dálniční známka Česko, 365\u00a0dní — 97,60\u00a0€',
    ]));
    await widget.getByText('Zpoplatněné dálnice na 10\u00a0dní.', { exact: true }).waitFor();
    await widget.getByRole('radio', { name: 'Osobní auto' }).check();
    expect(await axeViolations(page, `road-checkout#in-cs`)).toEqual([]);
    await widget.getByRole('button', { name: 'Pokračovat' }).click();

    // The registration country comes first, already the shopper's own, and the plate's example is Czech.
    const fields = widget.locator('.rc-step--vehicle').locator('select, input');
    expect(await fields.evaluateAll((els) => els.map((el) => el.id.split('-').pop()))).toEqual(['vehicle_country', 'plate']);
    expect(await widget.getByLabel('Země registrace').inputValue()).toBe('CZ');
    await widget.getByText('1AB 2345').waitFor();
    await widget.getByLabel('Registrační značka').fill('2BC 4567');
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await widget.getByLabel('E-mail').fill('jana@example.com');
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await widget.getByText('Dálniční známka Česko, 10\u00a0dní', { exact: true }).waitFor();

    await widget.getByRole('button', { name: 'Odeslat objednávku' }).click();
    // The hosted payment page, in the widget's own dialog, speaks the shopper's language.
    await widget.getByRole('button', { name: 'Zaplatit 11,60\u00a0€' }).click();
    const payment = paymentFrame(widget);
    expect(await payment.locator('html').getAttribute('lang')).toBe('cs');
    await payment.getByText('Dálniční známka Česko, 10\u00a0dní pro 2BC 4567', { exact: true }).waitFor();
    await payment.getByText('Podrobnosti objednávky').click();
    await payment.getByText('2BC 4567 (Česko), osobní auto', { exact: true }).waitFor();
    const frame = page.frames().find((f) => f.url().includes('/pay/'));
    expect(await frame?.title()).toBe('Zaplatit 11,60\u00a0€: Dálniční známka Česko, 10\u00a0dní');
    await payment.locator('button.primary').click();

    const download = widget.getByRole('link', { name: /Stáhnout potvrzení/ });
    await download.waitFor({ timeout: 30_000 });
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdfTextLines(await pdf.body()).slice(0, 5)).toEqual([
      'Česko', 'Národní registrace pro užívání silnic', 'TESTOVACÍ POTVRZENÍ – NEPLATÍ PRO JÍZDU',
      'Dálniční známka Česko, 10\u00a0dní', 'Registrační značka: 2BC 4567 (CZ), osobní auto',
    ]);
  });

  it('a Hungarian shopper tells the county vignettes apart by name before choosing one', async () => {
    const { page, widget } = await widgetIn('hu');
    await widget.getByRole('combobox', { name: 'Ország', exact: true }).selectOption('HU');
    const product = productList(widget, 'Termék');
    await product.locator('input[value="vignette-hu-county-baranya"]').waitFor({ state: 'attached' });
    const names = await offered(product);
    expect(names).toEqual(expect.arrayContaining([
      'Éves országos e\u2011matrica — 143,80\u00a0EUR',
      'Baranya vármegyei éves e\u2011matrica — 16,70\u00a0EUR',
      'Győr-Moson-Sopron vármegyei éves e\u2011matrica — 16,70\u00a0EUR',
      'Bács-Kiskun vármegyei éves e\u2011matrica — 16,70\u00a0EUR',
    ]));
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n.includes('vármegyei'))).toHaveLength(19);
    expect(await axeViolations(page, 'road-checkout#in-hu')).toEqual([]);

    // Chosen, a product says what it covers under its name.
    await chooseProduct(widget, 'vignette-hu-county-szabolcs-szatmar-bereg');
    await widget.getByText('A vármegye gyorsforgalmi útszakaszai a következő év január 31-ig.', { exact: true }).waitFor();
  });
});
