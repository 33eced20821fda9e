import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';

/** Seven vans on the Hungarian annual vignette, collected by the partner: just over the 2,000 EUR threshold. */
const bigOrder = {
  order_has_been_paid: true,
  user: { email: 'fleet@example.com' },
  products: Array.from({ length: 7 }, (_, i) => ({
    product: 'vignette-hu-yearly', vehicle: { plate: `W ${201 + i} F`, country: 'AT', type: 'van' },
  })),
};

const panel = usePanelStack();
let context: BrowserContext | undefined;

/** A fresh browser in Vienna's time zone, signed in with the keyboard only. */
async function signedIn(key: string = PANEL_KEYS.standard): Promise<Page> {
  await context?.close();
  context = await panel.browser.newContext({ timezoneId: 'Europe/Vienna', locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${panel.stack.url}/panel`);
  await page.getByRole('heading', { name: 'Sign in to the partner panel' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('api-key');
  await page.keyboard.type(key);
  await page.keyboard.press('Enter');
  // The overview is where a partner lands, marked as the sandbox's test mode.
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await page.getByText('Test mode: this is a sandbox. Its orders, payments and money are not real.').waitFor();
  const tier = key === PANEL_KEYS.premium ? 'premium, Premium' : 'standard, Standard';
  await page.getByRole('banner').getByText(`Signed in: partner_${tier} tier`).waitFor();
  return page;
}

describe('the partner panel at /panel', () => {
  it('signs in with the API key into an HttpOnly session the page cannot read, switches language, signs out', async () => {
    const page = await signedIn();
    const stored = await page.evaluate(() =>
      JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }]));
    expect(stored).not.toContain(PANEL_KEYS.standard);
    expect(stored).not.toContain('rc_panel_session');
    const [cookie] = await context!.cookies();
    expect(cookie).toMatchObject({ name: 'rc_panel_session', httpOnly: true, sameSite: 'Strict', path: '/panel' });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('link', { name: 'Bestellungen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await page.getByRole('heading', { name: 'Im Partnerbereich anmelden' }).waitFor();
    // The pick outlives the visit in this browser, though its own language is English.
    await page.reload();
    await page.getByRole('heading', { name: 'Im Partnerbereich anmelden' }).waitFor();
  });

  it('signs out everywhere: a session in another browser ends too', async () => {
    const elsewhere = await panel.browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(`${panel.stack.url}/panel`);
    await other.getByLabel('API key').fill(PANEL_KEYS.standard);
    await other.keyboard.press('Enter');
    await other.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    const page = await signedIn();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('heading', { name: 'Sign in to the partner panel' }).waitFor();
    // The other browser learns it at its next call, and is told why it is back at sign-in.
    await other.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await other.getByRole('heading', { name: 'Sign in to the partner panel' }).waitFor();
    await other.getByRole('status').getByText('Your session has ended. Sign in again with your API key.').waitFor();
    expect(await axeViolations(other)).toEqual([]);
    // A fresh visit signed out is no news: nothing is said.
    await other.reload();
    await other.getByRole('heading', { name: 'Sign in to the partner panel' }).waitFor();
    expect(await other.getByText('Your session has ended.', { exact: false }).count()).toBe(0);
    await elsewhere.close();
  });

  it('changes the webhook URL, sends a test event and shows its acknowledged attempt', async () => {
    const page = await signedIn();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    // Keyboard only: the screen's title has the focus, the URL field is the next stop, Enter saves.
    // (The form appears with the partner's settings; Tab before that would skip to the log's filters.)
    await page.getByLabel('Webhook URL', { exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Webhooks');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('webhook-url');
    await page.keyboard.type('ftp://partner.example/hooks');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Enter a full address that starts with http:// or https://', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('webhook-url');
    await page.getByLabel('Webhook URL', { exact: true }).fill(`${panel.stack.receiver.url}/after`);
    await page.getByRole('button', { name: 'Save URL' }).click();
    await page.getByRole('status').getByText('Webhook URL saved.').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event queued.', { exact: false }).waitFor();
    const row = page.getByRole('list', { name: 'Delivery log' }).getByRole('listitem').filter({ hasText: /^WEBHOOK_TEST/ });
    await row.getByText('delivered', { exact: true }).waitFor();
    await row.locator('summary').click();
    await row.getByText('Attempt 1: 200', { exact: false }).waitFor();
    expect(panel.stack.receiver.received.some((r) => r.body.includes('"WEBHOOK_TEST"'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds an order by its plate and opens its timeline', async () => {
    const created = await panel.stack.publicCall('/public/orders', {
      order_has_been_paid: true,
      user: { email: 'plate-search@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 777 PL', country: 'AT', type: 'car' } }],
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const external = await panel.stack.publicCall('/public/external-orders', {
      reference_id: 'cart-e2e-1',
      user: { email: 'link-payer@example.com' },
      products: [{ product: 'tunnel-at-karawanken', vehicle: { plate: 'W 778 PL', country: 'AT', type: 'car' } }],
    });
    expect(external.status).toBe(201);
    const page = await signedIn();
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'External orders' }).getByRole('cell', { name: 'cart-e2e-1' }).waitFor();
    // Its status in words, as an order's: the link is open until the shopper pays.
    const linkRow = page.getByRole('table', { name: 'External orders' }).getByRole('row').filter({ hasText: 'cart-e2e-1' });
    await linkRow.getByText('awaiting payment', { exact: true }).waitFor();
    expect(await page.getByRole('search', { name: 'External orders' }).getByLabel('Status').locator('option').allTextContents())
      .toEqual(['All statuses', 'awaiting payment (OPEN)', 'paid (PAID)', 'cancelled (CANCELED)', 'link expired (EXPIRED)']);
    await page.getByLabel('Search by order id, plate or e\u2011mail').fill('w777pl');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('1 order', { exact: true }).waitFor();
    await page.getByRole('link', { name: id }).click();
    await page.getByRole('heading', { name: `Order ${id}` }).waitFor();
    await page.getByRole('listitem').filter({ hasText: /^processing at .* CREATED$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the debt notice, its deadline in the partner\'s time zone, access disabled past it, then the fine', async () => {
    const created = await panel.stack.publicCall('/public/orders', bigOrder);
    expect(created.status).toBe(200);
    const page = await signedIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Payouts and debt' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Pay ' });
    await notice.waitFor();
    const account = (await (await fetch(`${panel.stack.url}/sandbox/partners/standard/debt`)).json()) as { due_at: string };
    const deadline = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short',
      timeZone: 'Europe/Vienna',
    }).format(new Date(account.due_at));
    expect(await notice.textContent()).toContain(deadline);
    expect(await page.getByRole('alert').filter({ hasText: 'API access is disabled' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    expect((await panel.stack.sandbox('/sandbox/clock/advance', { hours: 73 })).status).toBe(200);
    await page.reload();
    const disabled = page.getByRole('alert').filter({ hasText: 'API access is disabled' });
    await disabled.waitFor();
    // One notice says what to pay now; the one whose deadline passed is gone.
    const owedNow = ((await (await fetch(`${panel.stack.url}/sandbox/partners/standard/debt`)).json()) as { amount_due: { amount: number } })
      .amount_due.amount;
    const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(owedNow / 100);
    expect(await disabled.textContent()).toContain(`Pay ${euros} and access comes back.`);
    expect(await page.getByRole('alert').filter({ hasText: deadline }).count()).toBe(0);
    // Every screen says so in its header, with the way to the debt.
    await page.getByRole('banner').getByRole('link', { name: 'API access is disabled: your debt is past its deadline.', exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Paid late: access comes back, and the fine arrives as a new notice with its invoice.
    const debt = await fetch(`${panel.stack.url}/sandbox/partners/standard/debt`);
    const owed = ((await debt.json()) as { amount_due: { amount: number } }).amount_due.amount;
    const payment = { amount: { amount: owed, currency: 'EUR' } };
    expect((await panel.stack.sandbox('/sandbox/partners/standard/debt/payments', payment)).status).toBe(201);
    await page.reload();
    await page.getByRole('rowheader', { name: 'Fine invoiced' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: /^inv_\w+: €[\d.,]+, due .+ \(open\)$/ }).waitFor();
    expect(await page.locator('dl.totals dt').first().textContent()).toBe('Collected by you');
    expect(await page.getByRole('alert').filter({ hasText: 'API access is disabled' }).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Pay ' }).count()).toBe(1);
    // The invoice's state in the partner's language too.
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('listitem').filter({ hasText: /^inv_.*\(offen\)$/ }).waitFor();
  });

  // The Premium partner: the debt journey has left the Standard one without API access.
  it('shows the test-integration checklist with the exact fix, turning green from real traffic', async () => {
    const page = await signedIn(PANEL_KEYS.premium);
    await page.getByRole('navigation').getByRole('link', { name: 'Test integration' }).click();
    const plate = page.getByRole('listitem').filter({ hasText: 'A plate validated' });
    await plate.getByText('Call POST /public/validate-vehicle once the plate is entered', { exact: false }).waitFor();
    expect(await plate.textContent()).toContain('To do');
    expect(await axeViolations(page)).toEqual([]);
    const validated = await panel.stack.publicCall('/public/validate-vehicle', { plate: 'W 12345 A', country: 'AT' }, PANEL_KEYS.premium);
    expect(validated.status).toBe(200);
    await page.getByRole('button', { name: 'Check again' }).click();
    await plate.getByText('Done').waitFor();
    await page.getByRole('row', { name: /POST \/validate-vehicle/ }).getByRole('cell', { name: '1', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Rate-limit usage this minute (Premium tier)' }).waitFor();

    // No order yet: the screens say so as news, not as a search that found nothing.
    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('status').getByText('No orders yet. The orders you place through the API appear here.').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Payouts and debt' }).click();
    await page.getByText('No entries yet: orders you collected yourself, fines and payments appear here.').waitFor();
    expect(await page.getByRole('table', { name: 'Debt ledger' }).count()).toBe(0);
    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    const search = page.getByLabel('Search by order id, plate or e\u2011mail');
    await search.fill('nothing-like-this');
    await search.press('Enter');
    await page.getByRole('status').getByText('No orders match.').waitFor();
  });
});
