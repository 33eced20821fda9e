import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { fillOrder, isFocused } from './support/journey.ts';
import { useSession } from './support/session.ts';

// The BFF's minute between attempts, a second here: its give-up comes after 5 attempts in seconds.
const session = useSession({}, { orderRetryMs: 1000 });

const sandbox = (path: string, body: unknown) => fetch(`${session.stack.partnerApiUrl}/sandbox${path}`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
});

/** The orders the service holds for `plate`, as the partner lists them. */
async function upstreamOrders(plate: string): Promise<number> {
  const res = await fetch(`${session.stack.partnerApiUrl}/public/orders`, {
    headers: { Authorization: 'Bearer sk_test_standard_sandbox' },
  });
  const { data } = await res.json() as { data: { cars: { plate: string }[] }[] };
  return data.filter((o) => o.cars.some((c) => c.plate === plate)).length;
}

describe('an order the BFF gave up placing', () => {
  it('says so with focus on it, and Try again right there places it once, under a new key', async () => {
    const { page, widget } = await session.openDemo();
    await page.setViewportSize({ width: 375, height: 800 });
    await fillOrder(widget, { country: 'AT', product: 'vignette-at-10-days', plate: 'W 55555 X', email: 'g@example.com' });
    // Every attempt of this order fails, the next order creation works again.
    expect((await sandbox('/faults', { route: 'POST /orders', mode: 'next', count: 5, status: 503 })).status).toBeLessThan(300);
    await widget.getByRole('button', { name: 'Place order' }).click();

    const notice = widget.getByRole('alert');
    await notice.getByText('We could not place your order', { exact: false }).waitFor({ timeout: 30_000 });
    await expect.poll(() => isFocused(notice)).toBe(true);
    const again = widget.getByRole('button', { name: 'Try again' });
    expect(await again.isVisible()).toBe(true);
    expect(await notice.textContent()).toBe('We could not place your order: the service did not answer 5 attempts a minute apart. '
      + 'Nothing was charged. You can try again.');
    expect(await widget.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await upstreamOrders('W 55555 X')).toBe(0);

    // The given-up key is spent (the BFF answers it "given up" without asking the service): the same key fails here.
    await again.click();
    await widget.getByRole('button', { name: 'Pay €12.40' }).waitFor();
    expect(await upstreamOrders('W 55555 X')).toBe(1);
  });
});
