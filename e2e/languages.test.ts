import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { type WidgetRoot, chooseProduct, daysAhead, paymentFrame, productList } from './support/journey.ts';
import { useSession } from './support/session.ts';

// The partner's reference rates: the Swiss and Czech prices show in francs and crowns too; Moldova's has none set.
const session = useSession({ BFF_REFERENCE_RATES: '2026-11-20 CHF=0.9312 CZK=24.31' });

/** What a shopper reads in each language, written out here rather than taken from the catalogues under test. */
interface Words {
  product: string; car: string; next: string; plate: string; registration: string; email: string;
  placeOrder: string; pay: string; active: string; download: RegExp; productName: RegExp; plateHint: string;
  /** Labels and values of what the product also asks for. */
  more?: [label: string, value: string][];
  /** The price in the country's own money beside the euro price; none where it prices in euros or has no rate set. */
  local?: string;
  /**
   * The start date's label, and its hint's words before the days the order covers, which it says in the shopper's
   * format whatever the browser shows in the date field; `days` of validity, the start day among them.
   */
  validity?: { startDate: string; says: string; days: number };
}

const GERMAN: Words = {
  product: 'Produkt', car: 'Pkw', next: 'Weiter', plate: 'Kennzeichen', registration: 'Zulassungsland', email: 'E-Mail',
  placeOrder: 'Bestellung aufgeben', pay: '€\u00a012,40 bezahlen', active: 'Aktiv', download: /Bestätigung herunterladen/,
  productName: /Vignette Österreich, 10\u00a0Tage/, plateHint: 'z. B. W 12345 X',
  validity: { startDate: 'Gültig ab', says: 'Zeitraum: ', days: 10 },
};
const FRENCH: Words = {
  product: 'Produit', car: 'Voiture', next: 'Continuer', plate: 'Plaque d’immatriculation',
  registration: 'Pays d’immatriculation', email: 'E-mail', placeOrder: 'Passer la commande', pay: 'Payer 43.00\u00a0€',
  active: 'Active', download: /Télécharger la confirmation/, productName: /Vignette annuelle Suisse/,
  plateHint: 'p. ex. ZH 123456', local: '≈ 40.04\u00a0CHF',
};
const CZECH: Words = {
  product: 'Produkt', car: 'Osobní auto', next: 'Pokračovat', plate: 'Registrační značka', registration: 'Země registrace',
  email: 'E-mail', placeOrder: 'Odeslat objednávku', pay: 'Zaplatit 11,60\u00a0€', active: 'Aktivní', download: /Stáhnout potvrzení/,
  productName: /Dálniční známka Česko, 10\u00a0dn[ůí]/, plateHint: 'např. 1AB 2345', local: '≈ 282,00\u00a0Kč',
};
const ROMANIAN: Words = {
  product: 'Produs', car: 'Autoturism', next: 'Continuați', plate: 'Număr de înmatriculare',
  registration: 'Țara de înmatriculare', email: 'E-mail', placeOrder: 'Trimiteți comanda', pay: 'Plătiți 4,00\u00a0EUR',
  active: 'Activă', download: /Descărcați confirmarea/, productName: /Vignetă Republica Moldova, 7\u00a0zile/, plateHint: 'de ex. CJ 12 ABC',
  more: [['Prenume', 'Ion'], ['Nume', 'Popescu'], ['Telefon', '+373 69 123 456'], ['Adresă', 'Str. Ștefan cel Mare 1, Chișinău']],
};

interface Purchase { product: string; plate: string; registration: string; email: string }

/** Product, vehicle and details in the shopper's language; the partner fixed the country. */
async function buy(
  context: BrowserContext, axeTarget: () => Page | Frame, root: WidgetRoot, locale: string, w: Words, p: Purchase,
) {
  await chooseProduct(productList(root, w.product), p.product);
  await root.getByRole('radio', { name: w.car, exact: true }).check();
  // 43.00 EUR x 0.9312 = 40.04 CHF; 11.60 EUR x 24.31 = 282.00 CZK (the rates this session's BFF was given).
  const price = root.locator('.rc-price');
  await price.waitFor();
  if (w.local) await price.getByText(w.local, { exact: true }).waitFor();
  else expect(await price.textContent()).not.toContain('≈');
  await root.getByRole('button', { name: w.next }).click();
  await root.getByLabel(w.registration).selectOption(p.registration);
  await root.getByText(w.plateHint).waitFor();
  await root.getByLabel(w.plate).fill(p.plate);
  await root.getByRole('button', { name: w.next }).click();
  if (w.validity) {
    const { startDate, says, days } = w.validity;
    const field = root.getByLabel(startDate, { exact: true });
    const covers = async (start: string) => {
      const last = new Date(Date.parse(`${start}T00:00:00Z`) + (days - 1) * 86_400_000);
      const range = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
        .formatRange(new Date(`${start}T00:00:00Z`), last);
      const hint = root.getByText(`${says}${range}`, { exact: true });
      await hint.waitFor();
      expect(await field.getAttribute('aria-describedby')).toContain(await hint.getAttribute('id'));
    };
    // The product's first day, then a later one: the hint follows the field. Back to the first, to see it active.
    const first = await field.inputValue();
    await covers(first);
    await field.fill(daysAhead(2));
    await covers(daysAhead(2));
    await field.fill(first);
  }
  await root.getByLabel(w.email).fill(p.email);
  for (const [label, value] of w.more ?? []) await root.getByLabel(label, { exact: true }).fill(value);
  await root.getByRole('button', { name: w.next }).click();
  await root.getByText(w.productName).first().waitFor();
  expect(await axeViolations(axeTarget())).toEqual([]);

  await root.getByRole('button', { name: w.placeOrder }).click();
  // The amount in the shopper's format, in the Pay action itself.
  const pay = root.getByRole('button', { name: w.pay, exact: true });
  await pay.waitFor();
  expect(await axeViolations(axeTarget())).toEqual([]);
  await pay.click();
  const paymentPage = paymentFrame(root);
  expect(await paymentPage.locator('html').getAttribute('lang')).toBe(locale);
  await paymentPage.locator('button.primary').click();

  await root.getByRole('link', { name: w.download }).waitFor({ timeout: 30_000 });
  await root.getByText(w.active, { exact: true }).waitFor();
  expect(await axeViolations(axeTarget())).toEqual([]);
  expect(context.pages()).toHaveLength(1);
}

async function scriptTagWidget(locale: string, country: string) {
  const { context, page } = await session.openDemo();
  await page.evaluate(([lang, fixed]) => {
    const widget = document.createElement('road-checkout');
    widget.id = `in-${lang}`;
    widget.setAttribute('locale', lang!);
    widget.setAttribute('country', fixed!);
    document.querySelector('road-checkout')?.before(widget);
  }, [locale, country]);
  return { context, page, widget: page.locator(`road-checkout#in-${locale}`) };
}

async function iframeWidget(locale: string, country: string) {
  const { context, page } = await session.freshPage();
  await page.goto(session.stack.demoUrl);
  const src = `${session.stack.bffUrl}/embed?locale=${locale}&country=${country}`;
  await page.evaluate((url) => {
    (document.getElementById('rc-frame') as HTMLIFrameElement).src = url;
  }, src);
  await page.locator('#rc-frame').scrollIntoViewIfNeeded();
  const widget = page.frameLocator('#rc-frame');
  const frame = () => {
    const found = page.frames().find((f) => f.url() === src);
    if (!found) throw new Error('no embed frame');
    return found;
  };
  return { context, page, widget, frame };
}

describe('buying in the shopper’s language', () => {
  it('buys in Austrian German through the script tag, with German words, formats and plate example', async () => {
    const { context, page, widget } = await scriptTagWidget('de-AT', 'AT');
    await widget.getByText('Österreich', { exact: true }).waitFor();
    expect(await widget.evaluate((el) => el.shadowRoot?.querySelector('[lang]')?.getAttribute('lang'))).toBe('de-AT');
    await buy(context, () => page, widget, 'de-AT', GERMAN,
      { product: 'vignette-at-10-days', plate: 'W 24680 B', registration: 'AT', email: 'lena@example.com' });
  });

  it('buys in Swiss French through the script tag', async () => {
    const { context, page, widget } = await scriptTagWidget('fr-CH', 'CH');
    await buy(context, () => page, widget, 'fr-CH', FRENCH,
      { product: 'vignette-ch-1-year', plate: 'ZH 482913', registration: 'CH', email: 'luc@example.com' });
  });

  it('buys in Czech through the /embed iframe', async () => {
    const { context, widget, frame } = await iframeWidget('cs', 'CZ');
    await productList(widget, CZECH.product).waitFor();
    expect(await frame().evaluate(() => document.documentElement.lang)).toBe('cs');
    await buy(context, frame, widget, 'cs', CZECH,
      { product: 'vignette-cz-10-days', plate: '2BC 4567', registration: 'CZ', email: 'jana@example.com' });
  });

  it('buys in Moldovan Romanian through the /embed iframe, and an unknown locale there is English, not an error', async () => {
    const { context, page, widget, frame } = await iframeWidget('ro-MD', 'MD');
    await productList(widget, ROMANIAN.product).waitFor();
    await buy(context, frame, widget, 'ro-MD', ROMANIAN,
      { product: 'vignette-md-7-days', plate: 'CJ 34 XYZ', registration: 'RO', email: 'ion@example.com' });

    const res = await page.request.get(`${session.stack.bffUrl}/embed?locale=tlh-Latn-XX&country=MD`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<html lang="en">');
  });
});

describe('a script tag without a locale', () => {
  it('speaks the language of the page around it (Czech, Czechia preset), and English where the page names none', async () => {
    const { page } = await session.freshPage();
    await page.goto(session.stack.demoUrl);
    await page.evaluate(() => {
      document.documentElement.removeAttribute('lang');
      document.body.innerHTML = '<div lang="cs"><road-checkout id="czech"></road-checkout></div><road-checkout id="plain"></road-checkout>';
    });
    const czech = page.locator('road-checkout#czech');
    await productList(czech, CZECH.product).locator('input[value="vignette-cz-10-days"]').waitFor();
    await czech.getByRole('button', { name: CZECH.next }).waitFor();
    expect(await czech.evaluate((el) => el.shadowRoot?.querySelector('[lang]')?.getAttribute('lang'))).toBe('cs');

    const plain = page.locator('road-checkout#plain');
    await plain.getByRole('heading', { name: 'Choose your product' }).waitFor();
    // A bare `en` asks where the shopper drives: the nine countries as tiles.
    expect(await plain.locator('button.rc-country').count()).toBe(9);
  });
});
