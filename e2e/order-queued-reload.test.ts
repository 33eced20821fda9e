import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { daysAhead, fillOrder, showProducts } from './support/journey.ts';
import { useSession } from './support/session.ts';

// The BFF's minute between attempts as it is: the checkout stays waiting while the test looks at it.
const session = useSession();

const sandbox = (path: string, body: unknown) => fetch(`${session.stack.partnerApiUrl}/sandbox${path}`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
});

/** Any run of spaces (the widget binds words with no-break and thin ones) as one plain space. */
const spaced = (text: string | null) => text?.replace(/\s+/g, ' ').trim();

describe('an order still waiting for the service after a reload', () => {
  it('shows what is being placed beside where it stands, and says what leaving it means', async () => {
    const { page, widget } = await session.openDemo();
    const start = daysAhead(6);
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 24680 S', email: 'q@example.com', startDate: start });
    // The first attempt fails: the BFF keeps the order and tries again in a minute.
    expect((await sandbox('/faults', { route: 'POST /orders', mode: 'next', count: 1, status: 503 })).status).toBeLessThan(300);
    await widget.getByRole('button', { name: 'Place order' }).click();
    await widget.getByText(/^No answer from the service yet \(attempt 1 of 5\)/).waitFor({ timeout: 30_000 });

    await page.reload();
    const waiting = widget.getByRole('status').filter({ hasText: /^No answer from the service yet \(attempt 1 of 5\)/ });
    await waiting.waitFor({ timeout: 30_000 });
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Order status');
    const rows = widget.locator('.rc-summary > div');
    await rows.first().waitFor({ timeout: 10_000 });
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 9);
    const validity = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })
      .formatRange(new Date(`${start}T00:00:00Z`), end);
    expect((await rows.allInnerTexts()).map(spaced)).toEqual([
      'Product Austria vignette, 10 days',
      'Vehicle W 24680 S (Austria), Car',
      `Valid ${spaced(validity)}`,
      'Total €12.40, VAT included',
    ]);

    const leave = widget.getByRole('button', { name: 'Leave it and start a new order' });
    const hint = widget.locator(`[id="${await leave.getAttribute('aria-describedby')}"]`);
    expect(await hint.textContent()).toBe('If you leave it, this page no longer follows it. '
      + 'Should it still be placed, it stays unpaid and lapses after a day; nothing is charged.');
    expect(await axeViolations(page)).toEqual([]);

    await leave.click();
    await showProducts(widget);
  });
});
