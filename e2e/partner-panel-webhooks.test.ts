import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PANEL_KEYS, startPanelStack, usePanelStack } from './support/panel-stack.ts';

const panel = usePanelStack();
let context: BrowserContext | undefined;
afterAll(async () => {
  await context?.close();
});

async function signedIn(): Promise<Page> {
  await context?.close();
  context = await panel.browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Vienna' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: panel.stack.url });
  const page = await context.newPage();
  await page.goto(`${panel.stack.url}/panel`);
  await page.getByLabel('API key').fill(PANEL_KEYS.standard);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
  return page;
}

/** Nothing listens on port 1: every delivery there fails with no answer. */
const BROKEN_URL = 'http://127.0.0.1:1/hooks';

describe('webhooks in the partner panel, as a developer debugs them', () => {
  it('inspects a failing delivery\'s payload, fixes the URL and redelivers every failing one', async () => {
    const page = await signedIn();
    const url = page.getByLabel('Webhook URL', { exact: true });
    await url.fill(BROKEN_URL);
    await page.getByRole('button', { name: 'Save URL' }).click();
    await page.getByRole('status').getByText('Webhook URL saved.').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();

    await page.getByLabel('Outcome').selectOption('failing');
    await page.getByLabel('Event type').selectOption('WEBHOOK_TEST');
    await page.getByRole('button', { name: 'Show' }).click();
    const log = page.getByRole('list', { name: 'Delivery log' });
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return log.getByRole('listitem').filter({ hasText: /^WEBHOOK_TEST failing/ }).count();
    }).toBe(2);
    // The overview's "failing" link opens the log on exactly those.
    await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('link', { name: /failing: see them on the webhooks screen$/ }).click();
    await expect.poll(() => page.getByLabel('Outcome').inputValue()).toBe('failing');
    await expect.poll(() => log.getByRole('listitem').filter({ hasText: /^WEBHOOK_TEST failing/ }).count()).toBe(2);
    expect(await log.locator(':scope > li').filter({ hasNotText: / failing / }).count()).toBe(0);
    const first = log.locator(':scope > li').first();
    await first.locator('summary').click();
    await first.getByText('Attempt 1: no answer in', { exact: false }).waitFor();
    // The attempt says its number itself: no list marker says it again ("1. Attempt 1", Hungarian "1. 1. kísérlet").
    expect(await first.locator('ol.attempts').evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('none');
    await first.getByText(BROKEN_URL).first().waitFor();
    const shown = (await first.locator('pre.payload').first().textContent())!;
    const payload = JSON.parse(shown) as { type: string; data: unknown };
    expect(payload).toMatchObject({ type: 'WEBHOOK_TEST', data: { message: 'A test event from the partner panel.' } });
    // Pretty-printed to read; then the bytes the signature covers, one line as sent.
    expect(shown).toBe(JSON.stringify(payload, null, 2));
    await first.getByRole('heading', { name: 'The exact signed body, as sent', level: 3 }).waitFor();
    expect(await first.locator('pre.payload').nth(1).textContent()).toBe(JSON.stringify(payload));
    expect(await axeViolations(page)).toEqual([]);

    // Said beside the button, where the partner is, not above a list that can be 50 deliveries long.
    const again = first.getByRole('button', { name: /^Redeliver msg_/ });
    await again.click();
    const said = first.getByRole('status').getByText(/^Delivery msg_[a-z2-7]+ queued again\.$/);
    await said.waitFor();
    const [button, status] = [(await again.boundingBox())!, (await said.boundingBox())!];
    expect(Math.abs(status.y - button.y)).toBeLessThan(100);

    // Counted before the fix: a failing event's own retry may reach the fixed URL before the redelivery does.
    const before = panel.stack.receiver.received.length;
    await url.fill(`${panel.stack.receiver.url}/fixed`);
    await page.getByRole('button', { name: 'Save URL' }).click();
    await page.getByRole('status').getByText('Webhook URL saved.').waitFor();
    await page.getByRole('button', { name: 'Redeliver every failing event' }).click();
    await page.getByRole('status').getByText(/^(1 event|\d+ events) queued again\.$/).waitFor();
    await page.getByLabel('Outcome').selectOption('delivered');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return log.getByRole('listitem').filter({ hasText: /^WEBHOOK_TEST delivered/ }).count();
    }).toBeGreaterThanOrEqual(2);
    expect(panel.stack.receiver.received.length - before).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('names the order each delivery is about, linked to that order\'s page', async () => {
    const created = await panel.stack.publicCall('/public/orders', {
      order_has_been_paid: true,
      user: { email: 'hooks@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 600 WH', country: 'AT', type: 'car' } }],
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const page = await signedIn();
    const about = page.getByRole('list', { name: 'Delivery log' }).locator(':scope > li').filter({ hasText: id });
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return about.count();
    }).toBeGreaterThan(0);
    const row = about.first();
    expect(await row.locator('summary').textContent()).toMatch(new RegExp(`^ORDER_[A-Z_]+ \\w+ .+ · Order ${id} · msg_`));
    await row.locator('summary').click();
    const link = row.getByRole('link', { name: `Order ${id}` });
    expect(await link.getAttribute('href')).toBe(`#/orders/${id}`);
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await page.getByRole('heading', { name: `Order ${id}`, level: 1 }).waitFor();
  });

  it('pages a log of more than 50 back to older deliveries, the page in the URL, in the partner\'s language', async () => {
    const page = await signedIn();
    // The first of this test's events; with 50 more after it, it is no longer among the newest 50.
    const oldest = await page.evaluate(async () => {
      await fetch('/panel/api/webhooks/test', { method: 'POST' });
      const tests = (await (await fetch('/panel/api/webhooks/deliveries?type=WEBHOOK_TEST')).json()) as { data: { id: string }[] };
      for (let i = 0; i < 50; i++) await fetch('/panel/api/webhooks/test', { method: 'POST' });
      return tests.data[0]!.id;
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const log = page.getByRole('list', { name: 'Delivery log' });
    const range = page.getByRole('status').filter({ hasText: /^Deliveries / });
    const olderOne = log.locator(':scope > li').filter({ hasText: oldest });
    await expect.poll(() => range.textContent()).toMatch(/^Deliveries 1–50 of \d+, newest first\.$/);
    expect(await log.locator(':scope > li').count()).toBe(50);
    expect(await olderOne.count()).toBe(0);

    await page.getByRole('navigation', { name: /^Delivery log: Page 1 of \d+$/ }).getByRole('button', { name: 'Next page' }).click();
    await olderOne.waitFor();
    await page.getByRole('navigation', { name: /^Delivery log: Page 2 of \d+$/ }).waitFor();
    expect(await range.textContent()).toMatch(/^Deliveries 51–\d+ of \d+, newest first\.$/);
    expect(new URL(page.url()).hash).toBe('#/webhooks?page=2');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await olderOne.waitFor();
    expect(await range.textContent()).toMatch(/^Deliveries 51–/);
    await page.goBack();
    await expect.poll(() => range.textContent()).toMatch(/^Deliveries 1–50 of /);
    expect(await olderOne.count()).toBe(0);
    await page.goForward();
    await olderOne.waitFor();

    // Other filters are another log: it opens on its newest page.
    await page.getByLabel('Event type').selectOption('WEBHOOK_TEST');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/webhooks?type=WEBHOOK_TEST');
    await expect.poll(() => range.textContent()).toMatch(/^Deliveries 1–50 of \d+, newest first\.$/);
    await page.getByRole('navigation', { name: /^Delivery log: Page 1 of \d+$/ }).getByRole('button', { name: 'Next page' }).click();
    await olderOne.waitFor();
    expect(new URL(page.url()).hash).toBe('#/webhooks?type=WEBHOOK_TEST&page=2');

    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('status').getByText(/^Zustellungen 51–\d+ von \d+, die neuesten zuerst\.$/).waitFor();
    await page.getByRole('navigation', { name: /^Zustellprotokoll: Seite 2 von \d+$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says on Test integration that the endpoint did not answer, with why, and words per-id limits plainly', async () => {
    const page = await signedIn();
    await page.getByLabel('Webhook URL', { exact: true }).fill(BROKEN_URL);
    await page.getByRole('button', { name: 'Save URL' }).click();
    await page.getByRole('status').getByText('Webhook URL saved.').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Test integration' }).click();
    const hook = page.getByRole('listitem').filter({ hasText: 'A webhook acknowledged with 2xx' });
    // Until its first attempt, the test event's delivery to the earlier URL may still be the last one.
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Check again' }).click();
      return hook.textContent();
    }).toMatch(/Your endpoint did not answer the last delivery: connect ECONNREFUSED 127\.0\.0\.1:1\. Check the address/);
    const perId = page.getByRole('rowheader', { name: /^GET \/orders\/\{id\} / });
    expect(await perId.textContent()).toBe('GET /orders/{id} (counted per id, busiest shown)');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('listitem')
      .filter({ hasText: 'Ihr Endpunkt hat auf die letzte Zustellung nicht geantwortet: connect ECONNREFUSED' }).waitFor();
    expect(await perId.textContent()).toBe('GET /orders/{id} (pro ID gezählt, die meistgenutzte angezeigt)');
  });

  it('says in plain words, in the partner\'s language, that an address inside a private network is refused', async () => {
    const strict = await startPanelStack({ PARTNER_API_ALLOW_LOCAL_WEBHOOKS: 'false' });
    try {
      await context?.close();
      context = await panel.browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto(`${strict.url}/panel`);
      await page.getByLabel('API-Schlüssel').fill(PANEL_KEYS.standard);
      await page.keyboard.press('Enter');
      await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).click();
      const url = page.getByLabel('Webhook-URL', { exact: true });
      await url.fill('http://10.1.2.3/hooks');
      await page.keyboard.press('Enter');
      await page.getByRole('alert')
        .getByText('Diese Adresse liegt in einem privaten Netzwerk oder auf dem Rechner des Dienstes', { exact: false }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('webhook-url');
      expect(await url.getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('rotates the signing secret only after a confirmation that states the overlap, and copies it', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'Rotate signing secret…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('keeps signing beside it for 24 hours');
    expect(await axeViolations(page)).toEqual([]);
    // It opens on the button that keeps the secret: a second Enter never rotates it by mistake.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Keep the current secret');
    await dialog.getByRole('button', { name: 'Keep the current secret' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('#new-secret').count()).toBe(0);

    await page.getByRole('button', { name: 'Rotate signing secret…' }).click();
    await dialog.getByRole('button', { name: 'Rotate now' }).click();
    const secret = (await page.locator('#new-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByText('The previous secret also signs until', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await page.getByRole('status').getByText('Secret copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await axeViolations(page)).toEqual([]);
  });
});
