import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { daysAhead, fillTripVehicle, paymentFrame, productList, showProducts, tripUrl } from './support/journey.ts';
import { useSession } from './support/session.ts';
import { characterLines } from './support/text-lines.ts';

const session = useSession();

/** Today on the shopper's calendar (the browser's), as the widget plans from it. */
const today = () => new Date().toISOString().slice(0, 10);

/** The demo's route page, its widget (script tag, or the iframe) planning this trip. */
async function tripPage(page: Page, query: Record<string, string>): Promise<void> {
  await page.goto(tripUrl(session.stack.demoUrl, query));
}

describe('the whole trip in one checkout (script tag)', () => {
  it('plans Munich–Budapest–Bucharest in German, pays once, and sees every product ACTIVE with its PDF', async () => {
    const { page } = await session.freshPage();
    await tripPage(page, { locale: 'de', trip: 'DE,AT,HU,RO', 'trip-dates': `${today()}/${today()}` });
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Ihre Reise planen' }).waitFor();
    // One day through Austria, Hungary and Romania (Germany sells none): 8.80 + 16.10 (10 days) + 3.00.
    await widget.getByRole('region', { name: 'Österreich' }).getByText('Vignette Österreich, 1\u00a0Tag', { exact: true }).waitFor();
    await expect.poll(() => widget.getByText('27,90 € inkl. MwSt.').count()).toBe(1);
    await widget.getByText(/Für diese Länder verkaufen wir keine Straßenprodukte: Deutschland/).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await page.screenshot({ path: '/tmp/trip-de-plan.png', fullPage: true });
    await widget.getByRole('button', { name: 'Weiter' }).click();

    await widget.getByLabel('Zulassungsland').selectOption('DE');
    await widget.getByLabel('Kennzeichen').fill('M AB 1234');
    await widget.getByLabel('E-Mail').fill('jonas@example.com');
    // A reload before placing keeps the trip, its stage and what was typed (the tab's sessionStorage).
    await page.reload();
    await widget.getByRole('heading', { name: 'Ihr Fahrzeug und Ihre E\u2011Mail' }).waitFor();
    await expect.poll(() => widget.getByLabel('Kennzeichen').inputValue()).toBe('M AB 1234');
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.getByRole('heading', { name: 'Reise prüfen' }).waitFor();
    await widget.getByText('3 Produkte, eine Zahlung').waitFor();
    // Each line by its product's name, which says its country: not "Österreich: Vignette Österreich, 1 Tag".
    await widget.getByRole('term').filter({ hasText: /^Vignette Österreich, 1\u00a0Tag$/ }).waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await widget.getByRole('button', { name: 'Bestellung aufgeben' }).click();

    // One payment for the three: the basket's total on one hosted page.
    await widget.getByRole('button', { name: '27,90 € bezahlen' }).click();
    const paymentPage = paymentFrame(widget);
    await paymentPage.getByRole('button', { name: /bezahlen|Pay/ }).click();
    await widget.getByRole('heading', { name: 'Ihre Reise' }).waitFor();
    const pdfs = widget.getByRole('link', { name: 'Bestätigung herunterladen (PDF)' });
    await expect.poll(() => pdfs.count(), { timeout: 30_000 }).toBe(3);
    expect(await widget.getByText('Aktiv', { exact: true }).count()).toBe(3);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await page.screenshot({ path: '/tmp/trip-de-status.png', fullPage: true });
    for (const href of await pdfs.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('what a trip\'s products ask beyond the plate (script tag)', () => {
  it('lists the VIN, names, phone and address in the basket\'s review as they will be sent, the VIN whole at 375 px', async () => {
    const { page } = await session.freshPage();
    await page.setViewportSize({ width: 375, height: 900 });
    // 21 days: Romania's 30-day vignette (7.00, a VIN) beats three 7-day ones; Moldova asks for every user field.
    await tripPage(page, { locale: 'en', trip: 'RO,MD', 'trip-dates': `${today()}/${daysAhead(20)}` });
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Registration country').selectOption('RO');
    await widget.getByLabel('Licence plate').fill('B 21 TRP');
    await widget.getByLabel('Email').fill('alexandru.constantin.popescu-ionescu@companie-de-transport-international.example.com');
    await widget.getByLabel('VIN').fill('WVWZZZ1JZXW000001');
    await widget.getByLabel('First name').fill('Ana');
    await widget.getByLabel('Last name').fill('Popescu');
    await widget.getByLabel('Phone').fill('+40 712 345 678');
    await widget.getByLabel('Address').fill('Strada Lipscani 1, București');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByRole('heading', { name: 'Review your trip' }).waitFor();
    const rows = await widget.locator('.rc-summary__row:not(.rc-summary__total)').evaluateAll((all) => all.slice(-7)
      .map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
    expect(rows).toEqual([
      ['Vehicle', 'B 21 TRP (Romania), Car'], ['Email', 'alexandru.constantin.popescu-ionescu@companie-de-transport-international.example.com'], ['VIN', 'WVWZZZ1JZXW000001'],
      ['First name', 'Ana'], ['Last name', 'Popescu'], ['Phone', '+40 712 345 678'], ['Address', 'Strada Lipscani 1, București'],
    ]);
    const vin = widget.locator('.rc-summary dd', { hasText: 'WVWZZZ1JZXW000001' });
    expect(await vin.evaluate((dd) => {
      const text = document.createRange();
      text.selectNodeContents(dd);
      return new Set([...text.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    })).toBe(1);
    // A long address breaks before a dot or its @ (or after a hyphen of its own), never inside a word.
    const email = widget.locator('.rc-summary dd', { hasText: 'alexandru.' });
    const { text, tops } = await characterLines(email);
    const byLine = new Map<number, string>();
    [...text].forEach((char, k) => byLine.set(tops[k]!, (byLine.get(tops[k]!) ?? '') + char));
    const lines = [...byLine.values()];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).filter((line, k) => !/^[.@]/.test(line) && !lines[k]!.endsWith('-'))).toEqual([]);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});

describe('a trip when the page changes the widget\'s language (script tag)', () => {
  it('says what to fix again in the new language, under the field it concerns', async () => {
    const { page } = await session.freshPage();
    await tripPage(page, { locale: 'en', trip: 'AT,HU', 'trip-dates': `${today()}/${today()}` });
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Email').fill('nope');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => widget.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.evaluate(() => document.querySelector('road-checkout')!.setAttribute('locale', 'hu'));
    await widget.getByRole('heading', { name: 'Az Ön járműve és e\u2011mail-címe' }).waitFor();
    await widget.getByText('Adjon meg érvényes e\u2011mail-címet, pl. nev@example.com').waitFor();
    expect(await widget.getByText('Enter a valid email address', { exact: false }).count()).toBe(0);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});

describe('the whole trip in one checkout (iframe)', () => {
  it('plans Prague–Ljubljana in Czech, comes back to the basket after a reload before and after paying once', async () => {
    const { page } = await session.freshPage();
    await tripPage(page, { embed: 'iframe', locale: 'cs', trip: 'CZ,AT,SI', 'trip-dates': `${today()}/${today()}` });
    const widget = page.frameLocator('iframe');
    await widget.getByRole('heading', { name: 'Naplánujte cestu' }).waitFor();
    // One day each: Czechia 8.00, Austria 8.80, Slovenia's weekly 16.00 (it sells no shorter one).
    await widget.getByText('32,80 € včetně DPH').waitFor();
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await widget.getByLabel('Země registrace').selectOption('CZ');
    await widget.getByLabel('Registrační značka').fill('1AB 2345');
    await widget.getByLabel('E-mail').fill('petra@example.com');
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await widget.getByRole('heading', { name: 'Kontrola cesty' }).waitFor();
    await widget.getByRole('button', { name: 'Odeslat objednávku' }).click();
    const pay = widget.getByRole('button', { name: 'Zaplatit 32,80 €' });
    await pay.waitFor();

    // A reload with the basket placed and unpaid comes back to paying it, not to a second basket.
    await page.reload();
    await pay.waitFor();
    expect(await axeViolations(page, 'iframe')).toEqual([]);
    // Chromium pauses rendering of a cross-origin frame out of view: the whole frame in view, as when paying.
    await page.setViewportSize({ width: 1280, height: 1024 });
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await pay.click();
    // The basket's page lists every product above its Pay button: the shopper scrolls down to it.
    const payHere = paymentFrame(widget).getByRole('button', { name: /Zaplatit|Pay/ });
    await payHere.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await payHere.click();
    await widget.getByRole('heading', { name: 'Vaše cesta' }).waitFor();
    const pdfs = widget.getByRole('link', { name: 'Stáhnout potvrzení (PDF)' });
    await expect.poll(() => pdfs.count(), { timeout: 30_000 }).toBe(3);
    await page.screenshot({ path: '/tmp/trip-cs-status.png', fullPage: true });

    // And after paying, a reload shows the trip where it stands.
    await page.reload();
    await widget.getByRole('heading', { name: 'Vaše cesta' }).waitFor();
    await expect.poll(() => widget.getByText('Aktivní', { exact: true }).count(), { timeout: 30_000 }).toBe(3);
  });
});

describe('a duplicate in the basket', () => {
  it('shows the product the vehicle already has on its own line; leaving that country out places the rest', async () => {
    const { page } = await session.freshPage();
    const buy = async (trip: string) => {
      await tripPage(page, { locale: 'en', trip, 'trip-dates': `${today()}/${today()}` });
      const widget = page.locator('road-checkout');
      await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
      await fillTripVehicle(widget, { registration: 'AT', plate: 'W 777 DUP', email: 'eva@example.com' });
      await widget.getByRole('button', { name: 'Place order' }).click();
      return widget;
    };
    const first = await buy('AT,SI');
    await first.getByRole('button', { name: /^Pay / }).click();
    await paymentFrame(first).getByRole('button', { name: /^Pay / }).click();
    await first.getByRole('heading', { name: 'Your trip' }).waitFor();
    await first.getByRole('button', { name: 'Plan another trip' }).click();

    // Austria again for the same car and day: refused before any payment, on Austria's line; Hungary is new.
    const second = await buy('AT,HU');
    const austria = second.getByRole('region', { name: 'Austria' });
    await austria.getByText('This vehicle already has a product for these days. Remove this line or change the days.').waitFor();
    expect(await second.getByRole('region', { name: 'Hungary' }).getByText(/already has/).count()).toBe(0);
    // The focus is on the refused line, its words in view, not on the plan's heading far above.
    await expect.poll(() => second.evaluate((host) => host.shadowRoot?.activeElement?.textContent ?? ''))
      .toContain('This vehicle already has a product for these days.');
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await page.screenshot({ path: '/tmp/trip-duplicate.png', fullPage: true });
    await austria.getByRole('button', { name: 'Leave out Austria' }).click();
    await second.getByRole('button', { name: 'Continue' }).click();
    await second.getByRole('button', { name: 'Continue' }).click();
    await second.getByRole('button', { name: 'Place order' }).click();
    await second.getByRole('button', { name: 'Pay €16.10' }).waitFor();
  });
});

describe('a trip planned ahead', () => {
  it('schedules every product, and cancels one of them after the one payment while the others stay', async () => {
    const { page } = await session.freshPage();
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await tripPage(page, { locale: 'en', trip: 'AT,SI', 'trip-dates': `${inTenDays}/${inTenDays}` });
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
    expect(await widget.getByText('Scheduled: registered 3 days before it starts.').count()).toBe(2);
    await fillTripVehicle(widget, { registration: 'AT', plate: 'G 4321 X', email: 'lena@example.com' });
    await widget.getByRole('button', { name: 'Place order' }).click();
    await widget.getByRole('button', { name: 'Pay €24.80' }).click();
    await paymentFrame(widget).getByRole('button', { name: /^Pay / }).click();
    await widget.getByRole('heading', { name: 'Your trip' }).waitFor();
    const austria = widget.getByRole('listitem').filter({ hasText: 'Austria vignette, 1\u00a0day' });
    await austria.getByText(/^Scheduled for/).waitFor({ timeout: 30_000 });
    await austria.getByRole('button', { name: 'Cancel order' }).click();
    await austria.getByText('Cancel this order? The price is refunded to the way you paid.').waitFor();
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await austria.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await austria.getByText('Refunded', { exact: true }).waitFor();
    // Said as the shopper's own cancel, as a single order's is, and its day no longer counted as covered.
    await austria.getByText('You cancelled this order.').waitFor();
    await austria.getByText('Your payment is being returned to the way you paid.').waitFor();
    expect(await austria.getByRole('link', { name: 'Contact support' }).count()).toBe(0);
    await widget.locator('.rc-details dd')
      .getByText('Austria vignette, 1\u00a0day: the order is not valid, so these days are not covered.').waitFor();
    const slovenia = widget.getByRole('listitem').filter({ hasText: 'Slovenia' });
    await slovenia.getByText(/^Scheduled for/).waitFor();
    // Slovenia a day later: the spec's one change of the order, its new week shown at once and still its order
    // (the basket finds an item's order by its place in the external order, not by a start date that moved).
    const dayAfter = new Date(Date.now() + 11 * 86_400_000);
    await slovenia.getByRole('button', { name: 'Change the start date' }).click();
    const start = slovenia.getByLabel('Start date');
    // Spec 3: tomorrow would send it to the national provider at once, past cancelling: said before Save.
    await start.fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await slovenia.getByText(/^An order can be changed once\. With this start date, the order goes to the national provider/).waitFor();
    await start.fill(dayAfter.toISOString().slice(0, 10));
    expect(await slovenia.getByText(/goes to the national provider/).count()).toBe(0);
    await slovenia.getByRole('button', { name: 'Save the change' }).click();
    const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(dayAfter);
    await slovenia.getByText(`Scheduled for ${long}`).waitFor();
    expect(await slovenia.getByRole('button', { name: 'Change the start date' }).count()).toBe(0);
  });

  it('keeps each product\'s status inside the widget on a phone, in French, the page never wider than the screen', async () => {
    const { page } = await session.freshPage();
    await page.setViewportSize({ width: 375, height: 900 });
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await tripPage(page, { locale: 'fr', trip: 'AT,SI', 'trip-dates': `${inTenDays}/${inTenDays}` });
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Planifiez votre voyage' }).waitFor();
    await widget.getByRole('button', { name: 'Continuer' }).click();
    await widget.getByLabel('Pays d’immatriculation').selectOption('AT');
    await widget.getByLabel('Plaque d’immatriculation').fill('G 4322 FR');
    await widget.getByLabel('E-mail').fill('lena@example.com');
    await widget.getByRole('button', { name: 'Continuer' }).click();
    await widget.getByRole('button', { name: 'Passer la commande' }).click();
    await widget.getByRole('button', { name: /^Payer / }).click();
    await paymentFrame(widget).getByRole('button', { name: /^Pay/ }).click();
    await widget.getByRole('heading', { name: 'Votre voyage' }).waitFor();
    await expect.poll(() => widget.getByText(/^Prévue pour le/).count(), { timeout: 30_000 }).toBe(2);
    const box = (await widget.boundingBox())!;
    const statuses = await widget.locator('.rc-trip-line .rc-status')
      .evaluateAll((all) => all.map((status) => status.getBoundingClientRect().right));
    expect(statuses.filter((right) => right > box.x + box.width)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Day by day, each line's days read whole: "10–16 décembre 2026", never "10– / 16 décembre 2026".
    const days = await widget.locator('.rc-details .rc-summary dt').evaluateAll((all) => all.map((dt) => {
      const text = document.createRange();
      text.selectNodeContents(dt);
      const tops = [...text.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
      return [dt.textContent, new Set(tops).size];
    }));
    expect(days).toHaveLength(2);
    expect(days.filter(([, lines]) => lines !== 1)).toEqual([]);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});

describe('the trip in the browser\'s history', () => {
  it('says why a trip has no proposal when the products could not be loaded, and Try again brings it', async () => {
    const { page } = await session.freshPage();
    let refused = 0;
    await page.route(/\/api\/catalogue\?/, (route) => (refused++ === 0 ? route.abort('failed') : route.continue()));
    await tripPage(page, { locale: 'en', trip: 'AT,HU', 'trip-dates': `${today()}/${today()}` });
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
    const notice = widget.getByRole('alert');
    await notice.getByText('We could not load the products. Check your connection and try again.').waitFor();
    expect(await widget.getByRole('region', { name: 'Austria' }).count()).toBe(0);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await widget.getByRole('region', { name: 'Austria' }).getByText('Austria vignette, 1\u00a0day', { exact: true }).waitFor();
    expect(await widget.getByRole('alert').count()).toBe(0);
  });

  it('moves between the trip\'s stages with Back and Forward on the partner\'s URL, and Back before the plan returns to the products', async () => {
    const { page } = await session.freshPage();
    await page.addInitScript(() => {
      const steps: unknown[] = [];
      (window as unknown as { steps: unknown[] }).steps = steps;
      document.addEventListener('road-checkout:step-change', (event) => steps.push((event as CustomEvent).detail));
    });
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();
    await showProducts(widget);
    const url = page.url();
    await widget.getByRole('button', { name: 'Several countries? Plan your trip' }).click();
    const plan = widget.getByRole('heading', { name: 'Plan your trip' });
    const vehicle = widget.getByRole('heading', { name: 'Your vehicle and email' });
    await plan.waitFor();
    await widget.getByRole('button', { name: 'Continue' }).click();
    await vehicle.waitFor();

    await page.goBack();
    await plan.waitFor();
    await page.goForward();
    await vehicle.waitFor();
    // The trip's own Back button is the same step back.
    await widget.getByRole('button', { name: 'Back', exact: true }).click();
    await plan.waitFor();
    await page.goBack();
    await productList(widget).waitFor();
    expect(await plan.count()).toBe(0);
    expect(page.url()).toBe(url);
    // The partner's page heard every stage, as a trip's, and the return to the products.
    const trip = (step: string) => ({ v: 1, step, trip: true });
    expect(await page.evaluate(() => (window as unknown as { steps: unknown[] }).steps)).toEqual([
      trip('trip'), trip('vehicle'), trip('trip'), trip('vehicle'), trip('trip'), { v: 1, step: 'product' },
    ]);
  });
});
