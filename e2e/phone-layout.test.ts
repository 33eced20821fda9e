import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { chooseCountry } from './support/journey.ts';
import { useSession } from './support/session.ts';
import { characterLines } from './support/text-lines.ts';

const session = useSession();

const LANGUAGES = ['en', 'de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'];
const COUNTRIES = ['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'];

interface CatalogueProduct {
  slug: string;
  country: string;
  prices: { vehicle_type: string; price: { amount: number; currency: string } }[];
}

/** The catalogue as the BFF serves it to the widget: the prices a shopper must read whole. */
async function catalogue(): Promise<CatalogueProduct[]> {
  const res = await fetch(`${session.stack.bffUrl}/api/catalogue`);
  return ((await res.json()) as { products: CatalogueProduct[] }).products;
}

/** The demo partner page at a phone's width, its script-tag widget in `locale`. */
async function phone(width: number, locale: string): Promise<{ page: Page; widget: Locator }> {
  const { page } = await session.freshPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(session.stack.demoUrl);
  const widget = page.locator('road-checkout').first();
  await widget.evaluate((el, lang) => el.setAttribute('locale', lang), locale);
  await expect.poll(() => widget.evaluate((el) => el.shadowRoot?.querySelector(`[lang]`)?.getAttribute('lang'))).toBe(locale);
  // A bare language starts with no country chosen: the list fills once one is (the test picks each in turn).
  await widget.locator('button[type="submit"]').waitFor();
  await widget.locator('.rc-skeleton').waitFor({ state: 'detached' });
  return { page, widget };
}

/** Every element of the widget whose content is wider than its box; screen-reader-only text is cut by design. */
const clipped = (widget: Locator) => widget.evaluate((host) => [
  ...host.shadowRoot!.querySelectorAll<HTMLElement>('.rc-root, .rc-root *'),
].filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth && !el.closest('.rc-sr-only'))
  .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 60)}`));

interface Order { country: string; product: string; plate: string; email: string; vin?: string }

/** Chooses a product, a plate and an e-mail address on a phone's form, and goes on (`next`) to the review. */
async function toReview(widget: Locator, next: string, order: Order) {
  await chooseCountry(widget, order.country);
  await widget.locator(`input[value="${order.product}"]`).check();
  await widget.getByRole('button', { name: next }).click();
  // Registered where the product is sold: a bare language names no country but Hungarian's.
  await widget.locator('select[id$="-vehicle_country"]').selectOption(order.country);
  await widget.locator('input[id$="-plate"]').fill(order.plate);
  await widget.getByRole('button', { name: next }).click();
  await widget.locator('input[type=email]').fill(order.email);
  if (order.vin) await widget.locator('input[id$="-vin"]').fill(order.vin);
  await widget.getByRole('button', { name: next }).click();
  await widget.locator('.rc-summary').waitFor();
}

/** How many lines each piece of a summary value takes, its text cut at the range's dash. */
const linesOfPieces = (dd: Locator) => dd.evaluate((el) => {
  const text = el.firstChild!;
  const value = text.textContent!;
  const dash = value.indexOf('–');
  const cuts = dash < 0 ? [[0, value.length]] : [[0, dash], [dash + 1, value.length]];
  return cuts.map(([from, to]) => {
    const range = document.createRange();
    range.setStart(text, from!);
    range.setEnd(text, to!);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
});

describe('on a phone, every product and price is shown whole', () => {
  for (const width of [375, 320]) {
    it(`at ${width} px, in all 10 languages and every country`, async () => {
      const products = await catalogue();
      for (const locale of LANGUAGES) {
        const { page, widget } = await phone(width, locale);
        expect(await widget.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(width);
        for (const code of COUNTRIES) {
          await chooseCountry(widget, code);
          const rows = widget.locator('fieldset.rc-radios--list label');
          const sold = products.filter((p) => p.country === code);
          await expect.poll(() => rows.count()).toBe(sold.length);
          // The price of the vehicle type in effect (a car wherever the product sells one), in the shopper's format.
          const expected = await page.evaluate(([lang, list]) => list!.map((p) => {
            const price = (p.prices.find((v) => v.vehicle_type === 'car') ?? p.prices[0]!).price;
            return [p.slug, new Intl.NumberFormat(lang, { style: 'currency', currency: price.currency }).format(price.amount / 100)];
          }), [locale, sold] as const);
          const shown = await rows.evaluateAll((labels) => labels.map((label) => ({
            slug: label.querySelector('input')!.value,
            name: label.querySelector('.rc-radio__label')!.firstChild?.textContent ?? '',
            price: label.querySelector('.rc-radio__detail')?.textContent ?? null,
          })));
          for (const [slug, price] of expected) {
            const row = shown.find((r) => r.slug === slug);
            expect(row?.price, `${locale} ${width}px ${slug}`).toBe(price);
            expect(row?.name.trim().length, `${locale} ${width}px ${slug}`).toBeGreaterThan(3);
            expect(row?.name).not.toMatch(/…$/);
          }
          expect(await clipped(widget), `${locale} ${width}px ${code}`).toEqual([]);
        }
        // The country names fit the closed select, whichever is chosen.
        const fits = await widget.locator('select[id$="-country"]').evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = new OffscreenCanvas(1, 1).getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
          return [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => o.text);
        });
        expect(fits, `${locale} ${width}px`).toEqual([]);
      }
    }, 240_000);
  }

  it('runs a product\'s note under its name and price at 375 px, not in a column beside the price', async () => {
    const { widget } = await phone(375, 'hu');
    await chooseCountry(widget, 'HU');
    const row = widget.locator('fieldset.rc-radios--list label:has(input:checked)');
    const [note, price, name] = await Promise.all(['.rc-radio__note', '.rc-radio__detail', 'input'].map((part) =>
      row.locator(part).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
    // Beneath the price, from where the name starts to where the price ends.
    expect(note!.top).toBeGreaterThanOrEqual(price!.bottom);
    expect(note!.right).toBeGreaterThan(price!.left);
    expect(note!.left).toBeGreaterThan(name!.right);
  });

  it('keeps the summary rows aligned at 320 px when values wrap, and the product step axe clean', async () => {
    const { page, widget } = await phone(320, 'hu');
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await toReview(widget, 'Tovább', { country: 'HU', product: 'vignette-hu-county-szabolcs-szatmar-bereg', plate: 'ABC-123', email: 'kata.nagy-szabo@example.com' });
    const rows = await widget.locator('.rc-summary__row').evaluateAll((list) => list.map((row) => {
      const [dt, dd] = [row.querySelector('dt')!.getBoundingClientRect(), row.querySelector('dd')!.getBoundingClientRect()];
      return { beside: dd.left >= dt.right, right: Math.round(dd.right), wraps: dd.height > 30 };
    }));
    // Some values wrap, and every value still sits beside its label, flush with the others on the right.
    expect(rows.some((r) => r.wraps)).toBe(true);
    expect(rows.every((r) => r.beside)).toBe(true);
    expect(new Set(rows.map((r) => r.right)).size).toBe(1);
    // The e-mail address wraps before its @ (its name may still wrap at its hyphen), never inside its domain.
    const { text, tops } = await characterLines(widget.locator('.rc-summary dd', { hasText: '@' }));
    const at = text.indexOf('@');
    const email = { domainLines: new Set(tops.slice(at)).size, startsLine: tops[at]! > tops[at - 1]! };
    expect(email).toEqual({ domainLines: 1, startsLine: true });
    // Back and the way on fill the width together, side by side or one a line: no half-empty row, no gap.
    const lines = await widget.locator('.rc-actions').last().evaluate((row) => {
      const box = row.getBoundingClientRect();
      const byTop = new Map<number, DOMRect[]>();
      for (const button of row.querySelectorAll('.rc-button')) {
        const r = button.getBoundingClientRect();
        byTop.set(Math.round(r.top), [...(byTop.get(Math.round(r.top)) ?? []), r]);
      }
      return [...byTop.values()].map((line) => ({
        fromLeft: Math.round(line[0]!.left - box.left),
        toRight: Math.round(box.right - line.at(-1)!.right),
        gaps: line.slice(1).map((r, i) => Math.round(r.left - line[i]!.right)),
      }));
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatchObject({ fromLeft: 0, toRight: 0, gaps: line.gaps.map(() => 12) });
    expect(await clipped(widget)).toEqual([]);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });

  it('shows an order number whole on a phone (375 px in German, 320 px in Hungarian) and each date of its validity whole at 375 px', async () => {
    const cases = [
      { width: 375, locale: 'de', next: 'Weiter', place: 'Bestellung aufgeben', details: 'Bestelldetails', country: 'AT', product: 'vignette-at-10-days', plate: 'W 4711 A' },
      { width: 320, locale: 'hu', next: 'Tovább', place: 'Megrendelés elküldése', details: 'Rendelés részletei', country: 'HU', product: 'vignette-hu-monthly', plate: 'ABC-124' },
    ];
    for (const c of cases) {
      const { widget } = await phone(c.width, c.locale);
      await toReview(widget, c.next, { country: c.country, product: c.product, plate: c.plate, email: 'anna@example.com' });
      await widget.getByRole('button', { name: c.place }).click();
      await widget.getByText(c.details, { exact: true }).click();
      const order = widget.locator('.rc-details dd', { hasText: /^ord_/ });
      await order.waitFor();
      expect(await linesOfPieces(order), `${c.locale} ${c.width}px order number`).toEqual([1]);
      if (c.width === 375) {
        expect(await linesOfPieces(widget.locator('.rc-details dd', { hasText: '–' })), `${c.locale} validity`).toEqual([1, 1]);
      }
      expect(await clipped(widget), `${c.locale} ${c.width}px`).toEqual([]);
    }
  });

  it('shows the VIN to check whole in the review (375 px in Bulgarian, 320 px in Hungarian)', async () => {
    for (const [width, locale, next] of [[375, 'bg', 'Напред'], [320, 'hu', 'Tovább']] as const) {
      const { widget } = await phone(width, locale);
      await toReview(widget, next, {
        country: 'RO', product: 'vignette-ro-30-days', plate: 'B 10 XYZ', email: 'ana@example.com', vin: 'WVWZZZ1JZXW000001',
      });
      const vin = widget.locator('.rc-summary dd', { hasText: 'WVWZZZ1JZXW000001' });
      expect(await linesOfPieces(vin), `${locale} ${width}px VIN`).toEqual([1]);
      expect(await clipped(widget), `${locale} ${width}px`).toEqual([]);
    }
  });

  it('gives Continue the whole width of a 375 px frame in every language, the trip link a row of its own above it', async () => {
    const { page } = await session.freshPage();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const locale of LANGUAGES) {
      // The /embed page as a 375 px frame shows it: the widget as wide as the phone, no page margin around it.
      await page.goto(`${session.stack.bffUrl}/embed?locale=${locale}&country=HU`);
      const widget = page.locator('road-checkout');
      await widget.locator('.rc-actions > [type=submit]').waitFor();
      const [row, link, submit] = await Promise.all(['.rc-actions', '.rc-actions > .rc-button--link', '.rc-actions > [type=submit]']
        .map((part) => widget.locator(part).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
      expect(submit!.width, locale).toBe(row!.width);
      expect(link!.bottom, locale).toBeLessThanOrEqual(submit!.top);
    }
  });

  it('asks for the country one full-width row a country, within the place the products will take', async () => {
    const { widget } = await phone(375, 'en');
    const rows = await widget.locator('.rc-countries').evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('.rc-country')].map((tile) => tile.getBoundingClientRect())
        .map((r) => ({ left: r.left - box.left, width: r.width - box.width }));
    });
    expect(rows).toEqual(COUNTRIES.map(() => ({ left: 0, width: 0 })));
    // The nine rows and the ask fit the height held for the products, so the first screen is as tall as it was.
    const [height, held] = await widget.locator('.rc-ask')
      .evaluate((ask) => [ask.getBoundingClientRect().height, parseFloat(getComputedStyle(ask).minHeight)]);
    expect(height).toBe(held);
  });
});
