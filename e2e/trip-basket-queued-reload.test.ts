import { describe, expect, it } from 'vitest';
import { fillTripVehicle, tripUrl } from './support/journey.ts';
import { useSession } from './support/session.ts';

// Five seconds between the BFF's attempts, not a minute: the basket waits across the reload, and is created
// soon after the service recovers, long before the fifth attempt would give it up.
const session = useSession({}, { orderRetryMs: 5000 });

const sandbox = (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
  fetch(`${session.stack.partnerApiUrl}/sandbox${path}`, {
    method, headers: { 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The baskets (external orders) the service holds for the demo partner, as the partner's panel lists them. */
async function upstreamBaskets(): Promise<number> {
  const origin = new URL(session.stack.partnerApiUrl).origin;
  const signedIn = await fetch(`${origin}/panel/api/session`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ api_key: 'sk_test_standard_sandbox' }),
  });
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const listed = await fetch(`${origin}/panel/api/external-orders`, { headers: { Cookie: cookie } });
  return ((await listed.json()) as { total: number }).total;
}

describe('a trip basket the BFF queued, across a reload', () => {
  it('still says it is being placed after the reload, and becomes one basket to pay once the service is back', async () => {
    const { page } = await session.freshPage();
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/baskets') posted++;
    });
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(tripUrl(session.stack.demoUrl, { locale: 'en', trip: 'AT,SI', 'trip-dates': `${today}/${today}` }));
    const widget = page.locator('road-checkout');
    await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
    await fillTripVehicle(widget, { registration: 'AT', plate: 'W 24680 Q', email: 'quinn@example.com' });
    await widget.getByRole('heading', { name: 'Review your trip' }).waitFor();

    // The service refuses every basket for now: the BFF keeps it and tries again on its interval.
    expect((await sandbox('POST', '/faults', { route: 'POST /external-orders', mode: 'rate', rate: 1, status: 503 })).status)
      .toBeLessThan(300);
    await widget.getByRole('button', { name: 'Place order' }).click();
    const waiting = widget.getByRole('alert')
      .getByText(/^We are confirming your order with the service \(attempt [1-4] of 5\)\. Nothing is charged before you pay\.$/);
    await waiting.waitFor({ timeout: 15_000 });

    await page.reload();
    await widget.getByRole('heading', { name: 'Review your trip' }).waitFor();
    await waiting.waitFor({ timeout: 15_000 });
    expect(await widget.getByRole('button', { name: 'Place order' }).count()).toBe(0);

    expect((await sandbox('DELETE', '/faults')).status).toBeLessThan(300);
    await widget.getByRole('button', { name: 'Pay €24.80' }).waitFor({ timeout: 30_000 });
    expect(await upstreamBaskets()).toBe(1);
    expect(posted).toBe(1);
  });
});
