import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { cutOffCells } from './support/table-cells.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';

const panel = usePanelStack();

/** A phone: 375 px wide, touch, in the given language. */
async function phone(locale = 'en-GB'): Promise<Page> {
  const context = await panel.browser.newContext({
    viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale, timezoneId: 'Europe/Vienna',
  });
  const page = await context.newPage();
  await page.goto(`${panel.stack.url}/panel`);
  return page;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function signIn(page: Page, key: string, words = { label: 'API key', button: 'Sign in' }) {
  await page.getByLabel(words.label).fill(key);
  await page.getByRole('button', { name: words.button }).click();
}

describe('the partner panel on a phone, and its errors in plain words', () => {
  it('shows every screen at 375 px without sideways scrolling; each table\'s cells, its key numbers too, show whole', async () => {
    for (const plate of ['W 375 PH', 'W 376 PH']) {
      const created = await panel.stack.publicCall('/public/orders', {
        order_has_been_paid: true,
        user: { email: 'phone@example.com' },
        subaccount: 'phone-shop',
        products: [{ product: 'vignette-at-10-days', vehicle: { plate, country: 'AT', type: 'car' } }],
      });
      expect(created.status).toBe(200);
    }
    const link = await panel.stack.publicCall('/public/external-orders', {
      reference_id: 'phone-cart-1',
      user: { email: 'phone@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 377 PH', country: 'AT', type: 'car' } }],
    });
    expect(link.status).toBe(201);
    const page = await phone();
    await page.getByRole('heading', { name: 'Sign in to the partner panel' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await signIn(page, PANEL_KEYS.standard);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    // Each screen is measured once its widest part, a table, is there.
    const screens = [
      ['Orders', 'Table: Orders'], ['Orders', 'Table: External orders'], ['Payouts and debt', 'Table: Debt ledger'],
      ['Test integration', /^Table: Rate-limit usage/],
    ] as const;
    for (const [link, table] of screens) {
      await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { name: link, level: 1 }).waitFor();
      await page.getByRole('region', { name: table }).waitFor();
      expect(await pageWidth(page), link).toBeLessThanOrEqual(375);
      expect(await cutOffCells(page, table), link).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.context().close();
  });

  it('says what to check for a wrong key, in the partner\'s language, then how long to wait after too many', async () => {
    const page = await phone('de-DE');
    const german = { label: 'API-Schlüssel', button: 'Anmelden' };
    await page.getByRole('heading', { name: 'Im Partnerbereich anmelden' }).waitFor();
    await signIn(page, 'sk_test_not_a_real_key', german);
    await page.getByRole('alert')
      .getByText('Dieser API-Schlüssel ist unbekannt. Prüfen Sie, ob Sie den ganzen Schlüssel', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The sandbox allows 10 wrong keys per minute of real time from one address; the 11th waits, and the panel
    // says how long. The minutes are fixed windows, so wrong keys go on until a refusal leaves the panel's own
    // sign-in at least 5 s of the window: otherwise a minute turning between them lets that sign-in through.
    let refusedFor = 0;
    for (let i = 0; refusedFor < 5 && i < 5_000; i++) {
      const answer = await fetch(`${panel.stack.url}/panel/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: panel.stack.url },
        body: JSON.stringify({ api_key: `sk_test_wrong_${i}` }),
      });
      refusedFor = answer.status === 429 ? Number(answer.headers.get('Retry-After')) : 0;
    }
    expect(refusedFor).toBeGreaterThanOrEqual(5);
    await signIn(page, 'sk_test_not_a_real_key', german);
    await page.getByRole('alert')
      .getByText(/^Von dieser Adresse kamen zu viele falsche API-Schlüssel\. Warten Sie ([1-9]|[1-5]\d|60) Sekunden/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
