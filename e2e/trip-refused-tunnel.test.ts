import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { fillTripVehicle, isFocused, tripUrl } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('a refused tunnel on the route', () => {
  it('puts the focus on its box, says why under it, and names it invalid', async () => {
    const { page } = await session.freshPage();
    // The BFF refuses the ticked tunnel's line, as it would a tunnel the car already has for that day.
    await page.route(/\/api\/baskets$/, async (route) => {
      const { items } = route.request().postDataJSON() as { items: { product: string }[] };
      const line = items.findIndex((i) => i.product === 'tunnel-at-karawanken');
      await route.fulfill({
        status: 409, contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank', status: 409, code: 'duplicate_order', title: 'Duplicate order',
          errors: [{ path: `items.${line}`, message: 'This vehicle already has this product for these days.' }],
        }),
      });
    });
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(tripUrl(session.stack.demoUrl, { locale: 'en', trip: 'AT,SI', 'trip-dates': `${today}/${today}` }));
    const widget = page.locator('road-checkout');
    const tunnel = widget.getByRole('checkbox', { name: /^Karawanken tunnel/ });
    await tunnel.check();
    await fillTripVehicle(widget, { registration: 'AT', plate: 'W 888 TUN', email: 'eva@example.com' });
    await widget.getByRole('button', { name: 'Place order' }).click();

    const said = 'This vehicle already has a product for these days. Remove this line or change the days.';
    await widget.getByText(said).waitFor();
    await expect.poll(() => isFocused(tunnel)).toBe(true);
    expect(await tunnel.getAttribute('aria-invalid')).toBe('true');
    expect(await tunnel.evaluate((box) => box.getRootNode() instanceof ShadowRoot
      && (box.getRootNode() as ShadowRoot).getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(said);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});
