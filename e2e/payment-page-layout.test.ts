import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { daysAhead } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();
const PHONE = { width: 375, height: 740 };
const AUTH = { Authorization: 'Bearer sk_test_standard_sandbox', 'Content-Type': 'application/json' };

interface Vehicle { plate: string; country: string; type: string; vin?: string }

/** An unpaid order's payment page, as the widget opens it: in the shopper's language, details open. */
async function orderPage(product: string, vehicle: Vehicle): Promise<string> {
  const res = await fetch(`${session.stack.partnerApiUrl}/public/orders`, {
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify({
      order_has_been_paid: false, open_order_details_by_default: true, user: { email: 'layout@example.com' },
      products: [{ product, vehicle }],
    }),
  });
  const { payment_link: link } = (await res.json()) as { payment_link: string };
  return link;
}

const withQuery = (link: string, query: Record<string, string>) => {
  const url = new URL(link);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
};

/**
 * On how many lines each occurrence of `text` in the page's visible text lies: the distinct tops of its
 * text range's client rects (a phrase may span several text nodes, or one node may hold several phrases).
 */
const linesOf = (page: Page, text: string) => page.evaluate((wanted) => {
  const nodes: { node: Text; start: number }[] = [];
  let all = '';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: all.length });
    all += node.textContent ?? '';
  }
  const at = (offset: number) => {
    const hit = nodes.findLast((n) => n.start <= offset)!;
    return [hit.node, offset - hit.start] as const;
  };
  const normal = all.replace(/\u00a0/g, ' ');
  const lines: number[] = [];
  for (let i = normal.indexOf(wanted); i >= 0; i = normal.indexOf(wanted, i + 1)) {
    const range = document.createRange();
    range.setStart(...at(i));
    range.setEnd(...at(i + wanted.length - 1));
    range.setEnd(range.endContainer, range.endOffset + 1);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    lines.push(tops.size);
  }
  return lines;
}, text);

const visibleText = (page: Page) => page.evaluate(() => document.body.innerText.replace(/\u00a0/g, ' '));
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the payment page on a phone', () => {
  const plates = [
    { lang: 'ro', product: 'vignette-ro-30-days', vehicle: { plate: 'CJ 12 ABC', country: 'RO', type: 'car', vin: 'WVWZZZ1JZXW000001' }, country: 'România' },
    { lang: 'it', product: 'vignette-sk-10-days', vehicle: { plate: 'BA-123AB', country: 'SK', type: 'car' }, country: 'Slovacchia' },
    { lang: 'it', product: 'vignette-at-10-days', vehicle: { plate: 'BA-123AB', country: 'SK', type: 'car' }, country: 'Slovacchia' },
    { lang: 'sk', product: 'vignette-cz-10-days', vehicle: { plate: '1AB 2345', country: 'CZ', type: 'car' }, country: 'Česko' },
    { lang: 'de', product: 'vignette-hu-monthly', vehicle: { plate: 'M-AB 1234', country: 'DE', type: 'car' }, country: 'Deutschland' },
  ];

  it('never breaks a plate inside, and names the vehicle\'s country in the page\'s language', async () => {
    const { page } = await session.freshPage();
    await page.setViewportSize(PHONE);
    for (const { lang, product, vehicle, country } of plates) {
      await page.goto(withQuery(await orderPage(product, vehicle), { lang, scheme: 'dark' }));
      // The summary under the amount and the vehicle in the details: each occurrence on one line.
      const lines = await linesOf(page, vehicle.plate);
      expect({ lang, product, lines }).toEqual({ lang, product, lines: [1, 1] });
      const text = await visibleText(page);
      expect(text).toContain(`${vehicle.plate} (${country})`);
      expect(text).not.toContain(`(${vehicle.country})`);
      expect(await horizontalOverflow(page)).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the product as a line of its own beside its price, not a label squeezed into a narrow column', async () => {
    const { page } = await session.freshPage();
    await page.setViewportSize(PHONE);
    await page.goto(withQuery(await orderPage('vignette-cz-10-days', { plate: '1AB 2345', country: 'CZ', type: 'car' }), { lang: 'sk' }));
    // "Diaľničná / známka / Česko, / 10 dní / (osobné auto)" took five lines; a phone's line holds it in two.
    expect(await linesOf(page, 'Diaľničná známka Česko, 10 dní (osobné auto)')).toEqual([expect.any(Number)]);
    expect((await linesOf(page, 'Diaľničná známka Česko, 10 dní (osobné auto)'))[0]).toBeLessThanOrEqual(2);
    // Each other fact of the details has the details' whole width under its label, not a column beside it.
    const cramped = await page.evaluate(() => {
      const list = document.querySelector('details dl:last-of-type')!;
      const width = list.getBoundingClientRect().width;
      return [...list.querySelectorAll('dd')].filter((dd) => dd.getBoundingClientRect().width < width * 0.95)
        .map((dd) => dd.textContent);
    });
    expect(cramped).toEqual([]);
  });
});

describe("a trip's payment page", () => {
  /** A basket placed through the BFF, as the trip step places it, from the partner's page. */
  async function tripLink(page: Page, locale: string, items: { product: string; start_date: string }[]) {
    await page.goto(session.stack.demoUrl);
    const basket = await page.evaluate(async ({ bff, body }) => {
      const res = await fetch(`${bff}/api/baskets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() as { basket: { payment_link: string } } };
    }, {
      bff: session.stack.bffUrl,
      body: { vehicle_type: 'car', plate: 'BA-123AB', vehicle_country: 'SK', email: 'trip@example.com', locale, items },
    });
    expect(basket.status).toBe(201);
    return basket.body.basket.payment_link;
  }

  it('says how many of each product it buys and keeps its machine reference out of the text', async () => {
    const { page } = await session.freshPage();
    const link = await tripLink(page, 'it', [
      { product: 'vignette-at-10-days', start_date: daysAhead(0) },
      { product: 'vignette-hu-monthly', start_date: daysAhead(0) },
      { product: 'vignette-at-10-days', start_date: daysAhead(10) },
    ]);
    for (const [width, scheme] of [[375, 'light'], [1280, 'dark']] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(withQuery(link, { lang: 'it', scheme }));
      await page.getByRole('heading', { name: /^Paga 50,80/ }).waitFor();
      const text = await visibleText(page);
      expect(text).toContain('2 × Vignetta Austria, 10 giorni + Vignetta Ungheria, 1 mese');
      // The shopper reads what they buy and until when the link works, not a 47-character machine reference.
      expect(text).toMatch(/Questo link è valido fino al /);
      expect(text).not.toMatch(/bff_/);
      // For support it is in the details: set apart as code, inside the details' box.
      await page.getByText('Dettagli dell’ordine').click();
      const ref = page.locator('details code');
      expect(await ref.textContent()).toMatch(/^bff_[\w-]{43}$/);
      const [refBox, detailsBox] = [await ref.boundingBox(), await page.locator('details').boundingBox()];
      expect(refBox!.x + refBox!.width).toBeLessThanOrEqual(detailsBox!.x + detailsBox!.width);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
