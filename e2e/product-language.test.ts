import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../src/partner-api/test-support/pdf-text.ts';
import { axeViolations } from './support/axe.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** A script-tag widget in the shopper's language, with nothing fixed by the partner. */
async function widgetIn(locale: string) {
  const { context, page } = await session.openDemo();
  await page.evaluate((lang) => {
    const widget = document.createElement('road-checkout');
    widget.id = `in-${lang}`;
    widget.setAttribute('locale', lang);
    document.querySelector('road-checkout')?.before(widget);
  }, locale);
  return { context, page, widget: page.locator(`road-checkout#in-${locale}`) };
}

/** What the product list offers, as the shopper reads it (prices keep Intl's no-break space). */
const offered = (product: Locator) => product.locator('option').evaluateAll((options) => options.map((o) => o.textContent));

describe('products in the shopper’s language', () => {
  it('a Czech shopper buys a Czech vignette reading Czech product texts in the widget, on the payment page and in the PDF', async () => {
    const { context, page, widget } = await widgetIn('cs');
    await widget.getByRole('combobox', { name: 'Země', exact: true }).selectOption('CZ');
    const product = widget.getByRole('combobox', { name: 'Produkt', exact: true });
    await product.selectOption('vignette-cz-10-days');
    expect(await offered(product)).toEqual(expect.arrayContaining([
      'Dálniční známka Česko, 1 den — 8,00\u00a0€',
      'Dálniční známka Česko, 10 dní — 11,60\u00a0€',
      'Dálniční známka Česko, 30 dní — 18,40\u00a0€',
      'Dálniční známka Česko, 365 dní — 97,60\u00a0€',
    ]));
    await widget.getByText('Dálniční známka Česko, 10 dní. Zpoplatněné dálnice na 10 dní.', { exact: true }).waitFor();
    await widget.getByRole('radio', { name: 'Osobní auto' }).check();
    expect(await axeViolations(page, `road-checkout#in-cs`)).toEqual([]);
    await widget.getByRole('button', { name: 'Pokračovat' }).click();

    await widget.getByLabel('Země registrace').selectOption('CZ');
    await widget.getByLabel('Registrační značka').fill('2BC 4567');
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await widget.getByLabel('E-mail').fill('jana@example.com');
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await widget.getByText('Dálniční známka Česko, 10 dní', { exact: true }).waitFor();

    await widget.getByRole('button', { name: 'Odeslat objednávku' }).click();
    const payLink = widget.getByRole('link', { name: /^Zaplatit/ });
    await payLink.waitFor();
    const [paymentPage] = await Promise.all([context.waitForEvent('page'), payLink.click()]);
    await paymentPage.waitForLoadState();
    expect(await paymentPage.locator('html').getAttribute('lang')).toBe('cs');
    await paymentPage.getByText('Dálniční známka Česko, 10 dní pro 2BC 4567', { exact: true }).waitFor();
    await paymentPage.getByText('Podrobnosti objednávky').click();
    await paymentPage.getByText('2BC 4567 (CZ), osobní auto', { exact: true }).waitFor();
    expect(await paymentPage.title()).toBe('Zaplatit 11,60\u00a0€: Dálniční známka Česko, 10 dní');
    await paymentPage.locator('button.primary').click();
    await paymentPage.locator('.done').waitFor();
    await paymentPage.close();

    const download = widget.getByRole('link', { name: /Stáhnout potvrzení/ });
    await download.waitFor({ timeout: 30_000 });
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdfTextLines(await pdf.body()).slice(0, 5)).toEqual([
      'Česko', 'Národní registrace pro užívání silnic', 'TESTOVACÍ POTVRZENÍ – NEPLATÍ PRO JÍZDU',
      'Dálniční známka Česko, 10 dní', 'Registrační značka: 2BC 4567 (CZ), osobní auto',
    ]);
  });

  it('a Hungarian shopper tells the county vignettes apart by name before choosing one', async () => {
    const { page, widget } = await widgetIn('hu');
    await widget.getByRole('combobox', { name: 'Ország', exact: true }).selectOption('HU');
    const product = widget.getByRole('combobox', { name: 'Termék', exact: true });
    await product.locator('option[value="vignette-hu-county-baranya"]').waitFor({ state: 'attached' });
    const names = await offered(product);
    expect(names).toEqual(expect.arrayContaining([
      'Éves országos e-matrica — 143,80\u00a0EUR',
      'Baranya vármegyei éves e-matrica — 16,70\u00a0EUR',
      'Győr-Moson-Sopron vármegyei éves e-matrica — 16,70\u00a0EUR',
      'Bács-Kiskun vármegyei éves e-matrica — 16,70\u00a0EUR',
    ]));
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n?.includes('vármegyei'))).toHaveLength(19);
    expect(await axeViolations(page, 'road-checkout#in-hu')).toEqual([]);

    // Chosen, a long name may not fit a phone's select: the hint above it says the whole name.
    await product.selectOption('vignette-hu-county-szabolcs-szatmar-bereg');
    await widget.getByText('Szabolcs-Szatmár-Bereg vármegyei éves e-matrica. A vármegye gyorsforgalmi útszakaszai a következő év január 31-ig.', {
      exact: true,
    }).waitFor();
  });
});
