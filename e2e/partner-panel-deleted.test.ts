import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PANEL_KEYS, usePanelStack } from './support/panel-stack.ts';

const panel = usePanelStack();

const owed = async () => ((await (await fetch(`${panel.stack.url}/public/account`, {
  headers: { Authorization: `Bearer ${PANEL_KEYS.standard}` },
})).json()) as { debt: { amount: number } }).debt.amount;

describe('a failed (DELETED) order in the partner panel', () => {
  it('shows the support path and, in the sandbox, refunds it as support would after saying where the money goes', async () => {
    // The provider fails the next Austrian registration: a 12.40 EUR vignette the partner collected ends DELETED.
    expect((await panel.stack.sandbox('/sandbox/providers/AT/errors', { fail_next: 1 })).status).toBe(200);
    const res = await panel.stack.publicCall('/public/orders', {
      order_has_been_paid: true,
      user: { email: 'failed@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 900 DL', country: 'AT', type: 'car' } }],
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };

    const context = await panel.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Vienna' });
    const page = await context.newPage();
    await page.goto(`${panel.stack.url}/panel`);
    await page.getByLabel('API key').fill(PANEL_KEYS.standard);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    const statusOf = async () =>
      ((await (await page.request.get(`${panel.stack.url}/panel/api/orders/${id}`)).json()) as { order: { status: string } }).order.status;
    await expect.poll(statusOf, { timeout: 15_000, interval: 300 }).toBe('DELETED');
    expect(await owed()).toBe(1240);

    // The orders list's badge leads to the order page.
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('row', { name: new RegExp(id) }).getByRole('link', { name: 'error: contact support' }).click();
    await page.getByRole('heading', { name: `Order ${id}` }).waitFor();
    await page.getByRole('alert').getByText(`The national provider failed this order. Contact support and quote order ${id}; the customer failed@example.com paid €12.40.`).waitFor();
    await page.getByRole('region', { name: 'Support' }).getByText(`write to the service’s support, quote order ${id} and ask for its refund`, { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Refund as support would…' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund failed order ${id}?` });
    await dialog.waitFor();
    expect(await dialog.getByRole('paragraph').first().textContent()).toBe('Support refunds the order and it ends refunded. You collected €12.40 yourself: '
      + 'it comes off what you owe the service, and you refund your customer failed@example.com.');
    expect(await axeViolations(page)).toEqual([]);
    // Escape keeps the order as it is.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await statusOf()).toBe('DELETED');
    await page.getByRole('button', { name: 'Refund as support would…' }).click();
    await dialog.getByRole('button', { name: 'Refund €12.40' }).click();

    await page.getByRole('status').getByText('Support refunded the order: it is now refunded.').waitFor();
    await page.locator('dl.facts').getByText('refunded').waitFor();
    await page.getByRole('listitem').filter({ hasText: /^refunded at .* REFUNDED$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Refund as support would…' }).count()).toBe(0);
    expect(await statusOf()).toBe('REFUNDED');
    expect(await owed()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
